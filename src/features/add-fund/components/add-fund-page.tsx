import { Alert, Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/link-button';
import { PageHeader } from '@/components/page-header';
import { Money } from '@/components/money';
import { getAppConfig } from '@/lib/config';
import { getOperatorSettings } from '@/lib/config/operator-settings';
import { localCurrencyOf } from '@contract/payments/method-catalogue';
import { configurationApi, configurationOptions } from '@/lib/queries/configuration';
import { latestVerificationOptions, ticketsApi } from '@/lib/queries/tickets';
import { transactionsApi, usedPaymentMethodsOptions } from '@/lib/queries/transactions';
import { writeAddFundCookie, type AddFundChoice } from '../add-fund-search';
import type { TopUpOrder } from '../flow/top-up-order';
import { MethodPanel } from '../methods/method-panel';
import { arrangeMethods, offeredMethods, orderOf } from '../order';
import { ChooseStep } from './choose-step';

const route = getRouteApi('/_auth/_verified/payment/add-fund');

/**
 * `/payment/add-fund`: choose the amount, tip and method with the exact charge beside it,
 * then pay with the method's own panel. The choice lives in the URL (and the
 * `add_fund_data` cookie), so a reload or a return from a provider lands on the same step.
 */
export const AddFundPage = () => {
  const { t } = useTranslation(['add-fund', 'configuration']);
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { brand, business } = getAppConfig();
  const configuration = configurationApi.getConfiguration.useSuspenseQuery(configurationOptions()).data.body;
  const used = transactionsApi.listUsedPaymentMethods.useQuery(usedPaymentMethodsOptions());
  const usedBefore = used.data?.body.map((entry) => entry.paymentMethod) ?? [];
  // The seller's country is the one of their business profile (the verification form).
  const country =
    ticketsApi.getLatestVerification.useQuery(latestVerificationOptions()).data?.body.verification?.form.country;
  const offered = offeredMethods(brand, configuration, getOperatorSettings());
  const arranged = arrangeMethods(offered, {
    country: country ?? null,
    currency: country ? localCurrencyOf(country) : null,
    usedBefore,
  });
  const chosen = offered.find((option) => option.id === search.method);
  // The tax depends on when the top-up happens; the page's opening is near enough for a quote.
  const [openedAt] = useState(() => Date.now());
  const quoted = orderOf(search, { minTopUpCents: business.minTopUpCents, at: openedAt });
  const payable = search.step === 'pay' && chosen?.availability === 'available' && 'order' in quoted;
  const { method, amount, tip, tazapayMethod } = search;

  // A pay step opened by a link is remembered too, so a provider's return lands back on it.
  useEffect(() => {
    if (payable) writeAddFundCookie({ method, amount, tip, tazapayMethod });
  }, [payable, method, amount, tip, tazapayMethod]);

  const choose = (choice: AddFundChoice) => {
    writeAddFundCookie(choice);
    void navigate({ search: { ...choice, step: 'pay' } });
  };
  const change = () => void navigate({ search: (previous) => ({ ...previous, step: undefined }) });
  // The method is in the URL as soon as it is picked, so a reload or a shared link keeps it.
  const pick = (picked: Pick<AddFundChoice, 'method' | 'tazapayMethod'>) =>
    void navigate({ search: (previous) => ({ ...previous, ...picked }), replace: true });
  const pickable = chosen?.availability === 'available';

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('add-fund:title')}
        description={t('add-fund:description')}
        actions={
          <LinkButton to="/payment" variant="default">
            {t('add-fund:backToWallet')}
          </LinkButton>
        }
      />
      {search.step === 'pay' && !payable && (
        <Alert color="yellow" variant="light" role="alert">
          {chosen && chosen.availability !== 'available'
            ? t('add-fund:pay.methodUnavailable', { method: t(`configuration:paymentMethod.${chosen.id}`) })
            : search.method !== undefined && !chosen
              ? t('add-fund:pay.methodNotOffered')
              : t('add-fund:pay.chooseFirst')}
        </Alert>
      )}
      {payable ? (
        <PayStep order={quoted.order} onChange={change} />
      ) : (
        <ChooseStep
          // Typed amounts start again from the URL when it changes them (back, a restored choice), not on a pick.
          key={JSON.stringify({ amount, tip, step: search.step })}
          initial={search}
          arranged={arranged}
          method={pickable ? method : undefined}
          tazapayMethod={pickable && method === 'tazapay' ? tazapayMethod : undefined}
          onPick={pick}
          minTopUpCents={business.minTopUpCents}
          onContinue={choose}
        />
      )}
    </Stack>
  );
};

/** The method's panel confirms the charge line by line; beside it, what is being paid and a way back. */
const PayStep = ({ order, onChange }: { order: TopUpOrder; onChange: () => void }) => {
  const { t } = useTranslation(['add-fund', 'configuration']);
  const method = t(`configuration:paymentMethod.${order.method}`);
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7, lg: 8 }} order={{ base: 2, md: 1 }}>
        <Card withBorder radius="md" p="md">
          <MethodPanel order={order} />
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5, lg: 4 }} order={{ base: 1, md: 2 }}>
        <Card withBorder radius="md" p="md">
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap">
              <Title order={2} size="h4">
                {t('add-fund:summary.title')}
              </Title>
              <Button variant="subtle" size="compact-sm" onClick={onChange}>
                {t('add-fund:pay.change')}
              </Button>
            </Group>
            <SummaryLine label={t('add-fund:pay.method')}>
              {order.tazapayMethod ? `${method} · ${t(`add-fund:tazapay.methodShort.${order.tazapayMethod}`)}` : method}
            </SummaryLine>
            <SummaryLine label={t('add-fund:pay.total')}>
              <Money cents={order.charge.total} />
            </SummaryLine>
            <SummaryLine label={t('add-fund:pay.credited')}>
              <Money cents={order.charge.amount} />
            </SummaryLine>
          </Stack>
        </Card>
      </Grid.Col>
    </Grid>
  );
};

const SummaryLine = ({ label, children }: { label: string; children: ReactNode }) => (
  <Group justify="space-between" wrap="nowrap" gap="sm">
    <Text size="sm">{label}</Text>
    <Text size="sm" fw={700} ta="right">
      {children}
    </Text>
  </Group>
);
