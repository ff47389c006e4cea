import { plansContract } from '@contract/plans/plans.contract';
import type { PurchaseSummary, ValidPrice } from '@contract/plans/plans.schema';
import { Alert, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { HeldBalanceNote } from '@/components/held-balance-note';
import { LinkButton } from '@/components/link-button';
import { Money, useFormatMoney } from '@/components/money';
import { useIdempotencyKeys } from '@/lib/idempotency-key';
import { usePlanName } from '@/lib/plan-names';
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

/**
 * Buying one plan: what it is and what is taken now. A plan is paid from the wallet's available
 * balance (no card): the checkout shows that balance and what is left after, offers to add funds
 * when it is short, and its button takes the price from the wallet. Starting the free trial takes
 * nothing. The server answers the purchase summary.
 */
export const Checkout = ({ plan, endsTrial, startsTrial, onDone, onBack }: CheckoutProps) => {
  const { t } = useTranslation('plans');
  const limitText = usePlanLimitText();
  const planName = usePlanName();
  const formatMoney = useFormatMoney();
  const titleId = useId();
  const subscribe = useSubscribePlan();
  const keys = useIdempotencyKeys();
  // A second click in the same frame must not buy twice.
  const sent = useRef(false);
  const me = usersApi.getMe.useSuspenseQuery(meOptions()).data.body;
  const due = startsTrial ? 0 : plan.price;
  const available = me.availableBalance;
  const short = due - available;
  const name = planName(plan.id);

  const confirm = () => {
    if (sent.current) return;
    sent.current = true;
    // Not mutate's own onSuccess: the plan lists refetched after the purchase mark this plan as
    // current, which can unmount this checkout first, and a per-call callback of an unmounted
    // mutation never runs, so the purchase summary would be lost. The failure shows in the alert below.
    subscribe
      .mutateAsync(keys.withKey({ body: { planId: plan.id } }, plansContract.subscribePlan))
      .then(
        ({ body }) => onDone(body),
        () => undefined,
      )
      .finally(() => {
        sent.current = false;
      });
  };

  return (
    <Paper withBorder radius="md" p="lg" role="region" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} size="h3" id={titleId}>
          {t('checkout.title', { plan: name })}
        </Title>
        <Table variant="vertical" withTableBorder layout="fixed">
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w="45%">{t('summary.package')}</Table.Th>
              <Table.Td>{name}</Table.Td>
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
                <Money cents={due} fw={700} />
              </Table.Td>
            </Table.Tr>
            {!startsTrial && (
              <>
                <Table.Tr>
                  <Table.Th>{t('checkout.paidFrom')}</Table.Th>
                  <Table.Td>{t('checkout.wallet')}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>{t('checkout.available')}</Table.Th>
                  <Table.Td>
                    <Money cents={available} />
                  </Table.Td>
                </Table.Tr>
                {short <= 0 && (
                  <Table.Tr>
                    <Table.Th>{t('checkout.availableAfter')}</Table.Th>
                    <Table.Td>
                      <Money cents={available - due} />
                    </Table.Td>
                  </Table.Tr>
                )}
              </>
            )}
          </Table.Tbody>
        </Table>
        <Text size="sm">
          {startsTrial
            ? t('checkout.trialNote', { count: plan.trialDays })
            : t('checkout.fromWallet', { amount: formatMoney(due) })}
        </Text>
        {!startsTrial && <HeldBalanceNote wallet={me} />}
        {endsTrial && (
          <Alert color="yellow" variant="light" role="note" title={t('trialWarning.title')}>
            {t('trialWarning.change')}
          </Alert>
        )}
        {short > 0 && (
          <Alert color="yellow" variant="light" role="note">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('checkout.walletShort', { short: formatMoney(short) })}</Text>
              <LinkButton to="/payment/add-fund" size="xs">
                {t('checkout.addFunds')}
              </LinkButton>
            </Stack>
          </Alert>
        )}
        <ApiErrorAlert error={subscribe.error} />
        <Group justify="space-between">
          <Button variant="subtle" onClick={onBack}>
            {t('checkout.back')}
          </Button>
          <Button onClick={confirm} loading={subscribe.isPending} disabled={short > 0}>
            {startsTrial ? t('checkout.startTrial') : t('checkout.pay', { amount: formatMoney(due) })}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
};
