import type { PurchaseSummary, ValidPrice } from '@contract/plans/plans.schema';
import type { SavedCard } from '@contract/payments/stripe.schema';
import { Alert, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { LinkButton } from '@/components/link-button';
import { Money, useFormatMoney } from '@/components/money';
import { cardLabel } from '@/components/payment-card/card-label';
import { SavedCardChooser } from '@/components/payment-card/saved-card-chooser';
import { useIdempotencyKeys } from '@/lib/idempotency-key';
import { meOptions, usersApi } from '@/lib/queries/users';
import { useSubscribePlan } from '../api/plans-mutations';
import { PlanPrice, usePlanLimitText } from './plan-facts';

export interface CheckoutProps {
  plan: ValidPrice;
  /** The seller is in a free trial that this purchase ends (changing plan during the trial). */
  endsTrial: boolean;
  /** The trial is offered and this purchase starts it. */
  startsTrial: boolean;
  onDone: (summary: PurchaseSummary) => void;
  onBack: () => void;
}

const ConfirmPurchase = ({
  plan,
  card,
  startsTrial,
  walletShort,
  onDone,
}: Pick<CheckoutProps, 'plan' | 'startsTrial' | 'onDone'> & { card: SavedCard; walletShort: boolean }) => {
  const { t } = useTranslation('plans');
  const subscribe = useSubscribePlan();
  const keys = useIdempotencyKeys();
  // A second click in the same frame must not buy twice.
  const sent = useRef(false);
  const confirm = () => {
    if (sent.current) return;
    sent.current = true;
    // Not mutate's own onSuccess: the plan lists refetched after the purchase mark this plan as
    // current, which can unmount this checkout first, and a per-call callback of an unmounted
    // mutation never runs, so the purchase summary would be lost. The failure shows in the alert below.
    subscribe
      .mutateAsync(keys.withKey({ body: { planId: plan.id, paymentMethodId: card.paymentMethodId } }))
      .then(
        ({ body }) => onDone(body),
        () => undefined,
      )
      .finally(() => {
        sent.current = false;
      });
  };
  return (
    <Stack gap="sm">
      <Text size="sm">{t('checkout.payWith', { card: cardLabel(card) })}</Text>
      <ApiErrorAlert error={subscribe.error} />
      <Group justify="flex-end">
        <Button onClick={confirm} loading={subscribe.isPending} disabled={walletShort}>
          {startsTrial ? t('checkout.startTrial') : t('checkout.confirm')}
        </Button>
      </Group>
    </Stack>
  );
};

/**
 * Buying one plan: what it is and what is charged now, the trial warning when it ends the
 * trial, then a verified saved card (or a new one) and the confirmation. The server answers
 * the purchase summary.
 */
export const Checkout = ({ plan, endsTrial, startsTrial, onDone, onBack }: CheckoutProps) => {
  const { t } = useTranslation('plans');
  const limitText = usePlanLimitText();
  const formatMoney = useFormatMoney();
  const titleId = useId();
  // The plan price is a `stripe_subscription` move out of the wallet; the card stays on file.
  const balance = usersApi.getMe.useSuspenseQuery(meOptions()).data.body.availableBalance;
  const walletShort = !startsTrial && balance < plan.price;
  return (
    <Paper withBorder radius="md" p="lg" role="region" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} size="h3" id={titleId}>
          {t('checkout.title', { plan: plan.name })}
        </Title>
        <Table variant="vertical" withTableBorder layout="fixed">
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w="40%">{t('summary.package')}</Table.Th>
              <Table.Td>{plan.name}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('summary.price')}</Table.Th>
              <Table.Td>
                <PlanPrice plan={plan} />
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('plan.allows')}</Table.Th>
              <Table.Td>{limitText(plan)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('checkout.dueToday')}</Table.Th>
              <Table.Td>
                <Money cents={startsTrial ? 0 : plan.price} fw={700} />
              </Table.Td>
            </Table.Tr>
            {!startsTrial && (
              <Table.Tr>
                <Table.Th>{t('checkout.paidFrom')}</Table.Th>
                <Table.Td>{t('checkout.wallet', { balance: formatMoney(balance) })}</Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
        {startsTrial && (
          <Alert color="blue" variant="light" role="note">
            {t('checkout.trialNote', { count: plan.trialDays })}
          </Alert>
        )}
        {endsTrial && (
          <Alert color="yellow" variant="light" role="note" title={t('trialWarning.title')}>
            {t('trialWarning.change')}
          </Alert>
        )}
        {walletShort && (
          <Alert color="yellow" variant="light" role="note">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('checkout.walletShort')}</Text>
              <LinkButton to="/payment/add-fund" size="xs">
                {t('checkout.addFunds')}
              </LinkButton>
            </Stack>
          </Alert>
        )}
        <SavedCardChooser>
          {(card) => (
            <ConfirmPurchase
              key={card.paymentMethodId}
              plan={plan}
              card={card}
              startsTrial={startsTrial}
              walletShort={walletShort}
              onDone={onDone}
            />
          )}
        </SavedCardChooser>
        <Group>
          <Button variant="subtle" onClick={onBack}>
            {t('checkout.back')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
};
