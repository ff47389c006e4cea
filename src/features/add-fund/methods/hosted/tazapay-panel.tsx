import { tazapayContract } from '@contract/payments/tazapay.contract';
import type { TazapayPendingPayment } from '@contract/payments/tazapay.schema';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useFormatMoney } from '@/components/money';
import { TableSkeleton } from '@/components/page-skeleton';
import { ErrorState } from '@/components/error-state';
import { apiErrorCode } from '@/lib/api-error';
import { formatDateTime } from '@/lib/dates';
import { useIdempotencyKeys } from '@/lib/idempotency-key';
import { paymentsApi, pendingTazapayOptions } from '@/lib/queries/payments';
import { ConfirmAndPay } from '../../flow/confirm-and-pay';
import type { MethodPanelProps } from '../../flow/top-up-order';
import { useTopUpNavigation } from '../../flow/use-top-up-navigation';

/**
 * Tazapay: one payment is in progress at a time. One found on arrival (or refused by the
 * server as "already in progress") is offered to continue, or to replace: the old one is
 * cancelled with no money moved and the new one starts.
 */
export const TazapayPanel = ({ order }: MethodPanelProps) => {
  const { t } = useTranslation('add-fund');
  const pending = paymentsApi.tazapay.getPendingTazapayPayment.useQuery(pendingTazapayOptions());
  const request = paymentsApi.tazapay.requestTazapayPayment.useMutation();
  const keys = useIdempotencyKeys();
  const { leave, leaving, refused } = useTopUpNavigation('topUp');

  const pay = async (replaceInProgress: boolean) => {
    if (order.tazapayMethod === undefined) return;
    try {
      const result = await request.mutateAsync(
        keys.withKey(
          { body: { amount: order.amount, tip: order.tip, method: order.tazapayMethod, replaceInProgress } },
          tazapayContract.requestTazapayPayment,
        ),
      );
      await leave(result.body.data.url);
    } catch (error) {
      if (apiErrorCode(error) === 'error.payment_in_progress') await pending.refetch();
    }
  };

  if (pending.isPending) return <TableSkeleton rows={3} />;
  if (pending.isError) return <ErrorState error={pending.error} onRetry={() => void pending.refetch()} />;
  const inProgress = pending.data.body.pending;
  const busy = request.isPending || leaving;

  return inProgress ? (
    <InProgress
      payment={inProgress}
      busy={busy}
      refused={refused}
      onContinue={() => void leave(inProgress.continueUrl)}
      onReplace={() => void pay(true)}
    />
  ) : (
    <ConfirmAndPay
      order={order}
      note={t('tazapay.note')}
      pending={busy}
      error={request.error && apiErrorCode(request.error) !== 'error.payment_in_progress' ? request.error : refused}
      onPay={() => void pay(false)}
    />
  );
};

const InProgress = ({
  payment,
  busy,
  refused,
  onContinue,
  onReplace,
}: {
  payment: TazapayPendingPayment;
  busy: boolean;
  refused: Error | null;
  onContinue: () => void;
  onReplace: () => void;
}) => {
  const { t, i18n } = useTranslation('add-fund');
  const formatMoney = useFormatMoney();
  const [confirming, setConfirming] = useState(false);
  return (
    <Stack gap="md">
      <Alert color="yellow" variant="light" title={t('tazapay.inProgress.title')} role="alert">
        <Text size="sm">
          {t('tazapay.inProgress.body', {
            total: formatMoney(payment.charge.total),
            method: t(`tazapay.methodShort.${payment.method}`),
            createdAt: formatDateTime(payment.createdAt, i18n.language),
          })}
        </Text>
      </Alert>
      <Group gap="sm">
        <Button onClick={onContinue} loading={busy} disabled={busy}>
          {t('tazapay.inProgress.continue')}
        </Button>
        <Button variant="default" onClick={() => setConfirming(true)} disabled={busy}>
          {t('tazapay.inProgress.replace')}
        </Button>
      </Group>
      <ApiErrorAlert error={refused} />
      <ConfirmDialog
        opened={confirming}
        title={t('tazapay.inProgress.replaceTitle')}
        message={t('tazapay.inProgress.replaceMessage', { total: formatMoney(payment.charge.total) })}
        confirmLabel={t('tazapay.inProgress.replace')}
        onConfirm={() => {
          setConfirming(false);
          onReplace();
        }}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
};
