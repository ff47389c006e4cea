import { ticketsContract } from '@contract/tickets/tickets.contract';
import type { User } from '@contract/users/users.schema';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/link-button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Money, useFormatMoney } from '@/components/money';
import { formatCalendarDay } from '@/lib/dates';
import { useIdempotencyKeys } from '@/lib/idempotency-key';
import { configurationApi, configurationOptions } from '@/lib/queries/configuration';
import { ticketsApi } from '@/lib/queries/tickets';
import { latestSetupCostOptions, usePaySetupCost } from '../api/onboarding-queries';
import { setupCostState } from '../guide-steps';

/**
 * The one-time setup cost (spec section 4, "Verification flow"): paid from the wallet when
 * it holds enough, otherwise a way to add funds; a request in review blocks another; a
 * rejection shows its reason and allows paying again; an admin's waiver shows as waived; an
 * older account is told it owes none.
 */
export const SetupCostStep = ({
  user,
}: {
  user: Pick<User, 'availableBalance' | 'setupCostPaid' | 'setupCostRequired'>;
}) => {
  const { t, i18n } = useTranslation('onboarding');
  const balanceCents = user.availableBalance;
  const { data: configuration } = configurationApi.getConfiguration.useSuspenseQuery(configurationOptions());
  const { data: tickets } = ticketsApi.listTickets.useSuspenseQuery(latestSetupCostOptions());
  const pay = usePaySetupCost();
  const keys = useIdempotencyKeys();
  const [confirming, setConfirming] = useState(false);
  const closeDialog = () => setConfirming(false);
  const formatMoney = useFormatMoney();

  const costCents = configuration.body.setupCostCents;
  const state = setupCostState(user, tickets.body.content[0]);
  const enough = balanceCents >= costCents;

  if (state.kind === 'notRequired') {
    return (
      <Text size="sm">
        {t('setupCost.notRequired', {
          date: formatCalendarDay(configuration.body.olderAccountsBefore, i18n.language),
        })}
      </Text>
    );
  }
  if (state.kind === 'paid') return <Text size="sm">{t('setupCost.paid')}</Text>;
  if (state.kind === 'waived') return <Text size="sm">{t('setupCost.waived')}</Text>;
  if (state.kind === 'inReview') {
    return (
      <Alert color="blue" variant="light" title={t('setupCost.inReviewTitle')}>
        {t('setupCost.inReview', { amount: formatMoney(state.ticket.amount ?? costCents) })}
      </Alert>
    );
  }

  return (
    <Stack gap="sm">
      {state.kind === 'rejected' && (
        <Alert color="red" variant="light" title={t('setupCost.rejectedTitle')} role="alert">
          {state.reason ? t('setupCost.rejectedWithReason', { reason: state.reason }) : t('setupCost.rejected')}
        </Alert>
      )}
      <Group gap="xl">
        <div>
          <Text size="sm" c="dimmed">
            {t('setupCost.amount')}
          </Text>
          <Money cents={costCents} fw={700} size="lg" />
        </div>
        <div>
          <Text size="sm" c="dimmed">
            {t('setupCost.balance')}
          </Text>
          <Money cents={balanceCents} fw={700} size="lg" />
        </div>
      </Group>
      {enough ? (
        <Group>
          <Button onClick={() => setConfirming(true)}>
            {state.kind === 'rejected' ? t('setupCost.payAgain') : t('setupCost.pay')}
          </Button>
        </Group>
      ) : (
        <Stack gap="xs">
          <Text size="sm">{t('setupCost.notEnough')}</Text>
          <Group>
            <LinkButton to="/payment/add-fund">{t('actions.addFunds')}</LinkButton>
          </Group>
        </Stack>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t('setupCost.confirmTitle')}
        message={
          <Stack gap={4}>
            <Text>{t('setupCost.confirmMessage')}</Text>
            <Group gap="xs">
              <Text c="dimmed">{t('setupCost.balanceAfter')}</Text>
              <Money cents={balanceCents - costCents} fw={600} />
            </Group>
          </Stack>
        }
        confirmLabel={t('setupCost.pay')}
        loading={pay.isPending}
        error={pay.error}
        onClose={() => {
          closeDialog();
          pay.reset();
        }}
        onConfirm={() =>
          pay.mutate(keys.withKey({ body: { type: 'setup_cost' } }, ticketsContract.createTicket), {
            onSuccess: closeDialog,
          })
        }
      />
    </Stack>
  );
};
