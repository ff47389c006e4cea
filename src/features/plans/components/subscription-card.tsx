import { DURATIONS } from '@contract/common/constants';
import type { Subscription } from '@contract/plans/plans.schema';
import { Alert, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { LinkButton } from '@/components/link-button';
import { useFormatMoney } from '@/components/money';
import { StatusBadge } from '@/components/status-badge';
import { useSuccessNotification } from '@/components/use-success-notification';
import { apiErrorStatus } from '@/lib/api-error';
import { formatCalendarDay, formatDateTime } from '@/lib/dates';
import { usePlanName } from '@/lib/plan-names';
import { useCancelSubscription } from '../api/plans-mutations';
import { CancellationPendingNote } from './cancellation-pending-note';
import { PlanPrice, usePlanLimitText } from './plan-facts';

const [MIN_DAYS, MAX_DAYS] = DURATIONS.cancellationWorkingDays;
/** The contract's limit on the free-text reason. */
const REASON_MAX = 500;

/** A subscription that can be cancelled: running, and no cancellation already on its way. */
const cancellable = (subscription: Subscription): boolean =>
  subscription.status !== 'canceled' && subscription.cancellationExpectedBy === null;

/** A subscription that needs paying again (spec: reactivation of a past-due or cancelled one). */
const needsReactivation = (subscription: Subscription): boolean =>
  (subscription.status === 'past_due' || subscription.status === 'canceled' || subscription.status === 'incomplete') &&
  subscription.cancellationExpectedBy === null;

/** What happens next: the trial's end, the next charge, or what the seller must do. */
const NextStep = ({ subscription }: { subscription: Subscription }) => {
  const { t, i18n } = useTranslation('plans');
  const formatMoney = useFormatMoney();
  const date = (iso: string) => formatDateTime(iso, i18n.language);
  if (subscription.cancellationExpectedBy) {
    return (
      <Alert color="yellow" variant="light" role="status" title={t('cancel.requestedTitle')}>
        <CancellationPendingNote expectedBy={subscription.cancellationExpectedBy} />
      </Alert>
    );
  }
  switch (subscription.status) {
    case 'trialing':
      return (
        <Text size="sm">
          {subscription.trialEnd ? t('billing.trialEnds', { date: date(subscription.trialEnd) }) : null}
        </Text>
      );
    case 'active':
      return subscription.currentPeriodEnd ? (
        <Text size="sm">
          {t('billing.nextCharge', {
            date: date(subscription.currentPeriodEnd),
            amount: formatMoney(subscription.plan.price),
          })}
        </Text>
      ) : null;
    case 'past_due':
    case 'incomplete':
      return <Text size="sm">{t('billing.paymentDue')}</Text>;
    case 'canceled':
      return <Text size="sm">{t('billing.canceled')}</Text>;
  }
};

/**
 * The current subscription (Billing detail): plan, status, price, what happens next, and the
 * cancellation (confirmed first). A paid plan's cancellation is processed in 2 to 3 working
 * days; with nothing paid running (the trial, a past-due plan) it is done at once and a plan
 * can be chosen right away.
 */
export const SubscriptionCard = ({ subscription }: { subscription: Subscription | null }) => {
  const { t, i18n } = useTranslation(['plans', 'errors']);
  const limitText = usePlanLimitText();
  const planName = usePlanName();
  const notify = useSuccessNotification();
  const cancel = useCancelSubscription();
  const titleId = useId();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');

  if (!subscription) {
    return (
      <Paper withBorder radius="md" p="lg">
        <EmptyState
          title={t('billing.noPlan')}
          description={t('billing.noPlanHint')}
          action={<LinkButton to="/pricing">{t('billing.choosePlan')}</LinkButton>}
        />
      </Paper>
    );
  }

  const trialing = subscription.status === 'trialing';
  // Only a running paid plan waits for an admin; the rest is cancelled at once.
  const paid = subscription.status === 'active';
  const close = () => {
    setAsking(false);
    cancel.reset();
  };
  const confirm = () =>
    cancel.mutateAsync({ body: reason.trim() === '' ? {} : { reason: reason.trim() } }).then(({ body }) => {
      notify({
        message:
          body.status === 'pending'
            ? t('cancel.done', {
                min: MIN_DAYS,
                max: MAX_DAYS,
                date: formatCalendarDay(body.expectedBy, i18n.language),
              })
            : t('cancel.doneNow'),
      });
      setReason('');
      setAsking(false);
    });

  return (
    <Paper withBorder radius="md" p="lg" role="region" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {t('billing.currentPlan')}
            </Text>
            <Group gap="sm">
              <Title order={2} size="h3" id={titleId}>
                {planName(subscription.plan.id)}
              </Title>
              <StatusBadge kind="subscription" value={subscription.status} />
            </Group>
            <PlanPrice plan={subscription.plan} />
            <Text size="sm">{limitText(subscription.plan)}</Text>
          </Stack>
          <Group gap="sm">
            {needsReactivation(subscription) ? (
              <LinkButton to="/reactive-stripe">{t('billing.reactivate')}</LinkButton>
            ) : (
              subscription.cancellationExpectedBy === null && (
                <LinkButton to="/pricing" variant="light">
                  {t('billing.changePlan')}
                </LinkButton>
              )
            )}
            {cancellable(subscription) && (
              <Button variant="outline" color="red.9" onClick={() => setAsking(true)}>
                {t('cancel.action')}
              </Button>
            )}
          </Group>
        </Group>
        <NextStep subscription={subscription} />
        {subscription.cancelRequestedAt && subscription.cancellationExpectedBy === null && (
          <Text size="sm" c="dimmed">
            {t('billing.cancelRequestedAt', { date: formatDateTime(subscription.cancelRequestedAt, i18n.language) })}
          </Text>
        )}
      </Stack>
      <ConfirmDialog
        opened={asking}
        title={t('cancel.title')}
        danger
        message={
          <Stack gap="sm">
            {trialing && (
              <Alert color="yellow" variant="light" role="note" title={t('trialWarning.title')}>
                {t('trialWarning.cancel')}
              </Alert>
            )}
            <Text size="sm">
              {paid ? t('cancel.message', { min: MIN_DAYS, max: MAX_DAYS }) : t('cancel.messageNow')}
            </Text>
            {cancel.error !== null && apiErrorStatus(cancel.error) === null && (
              <Alert color="red" variant="light" role="alert">
                {t('errors:cancel_subscription_failed')}
              </Alert>
            )}
            <Textarea
              label={t('cancel.reason')}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              maxLength={REASON_MAX}
              autosize
              minRows={2}
            />
          </Stack>
        }
        confirmLabel={t('cancel.confirm')}
        cancelLabel={t('cancel.keep')}
        onConfirm={confirm}
        onClose={close}
        // An answer of the server shows its own message; no answer shows the spec's "Cancel subscription failed".
        error={apiErrorStatus(cancel.error) === null ? null : cancel.error}
      />
    </Paper>
  );
};
