import { lianlianContract } from '@contract/payments/lianlian.contract';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/error-state';
import { useFormatMoney } from '@/components/money';
import { TableSkeleton } from '@/components/page-skeleton';
import { formatDateTime } from '@/lib/dates';
import { useIdempotencyKeys } from '@/lib/idempotency-key';
import { paymentsApi, pendingLianlianOptions } from '@/lib/queries/payments';
import { ConfirmAndPay } from '../../flow/confirm-and-pay';
import type { MethodPanelProps } from '../../flow/top-up-order';
import { useTopUpNavigation } from '../../flow/use-top-up-navigation';

/** LianLian: a pending payment is offered to continue; a new one goes to payload.lianlianPayload.requestPaymentUrl. */
export const LianlianPanel = ({ order }: MethodPanelProps) => {
  const { t, i18n } = useTranslation('add-fund');
  const formatMoney = useFormatMoney();
  const pending = paymentsApi.lianlian.getPendingLianlianPayment.useQuery(pendingLianlianOptions());
  const request = paymentsApi.lianlian.requestLianlianPayment.useMutation();
  const keys = useIdempotencyKeys();
  const { leave, leaving, refused } = useTopUpNavigation('topUp');

  const pay = async () => {
    const result = await request
      .mutateAsync(
        keys.withKey({ body: { amount: order.amount, tip: order.tip } }, lianlianContract.requestLianlianPayment),
      )
      .catch(() => null);
    if (result) await leave(result.body.payload.lianlianPayload.requestPaymentUrl);
  };

  if (pending.isPending) return <TableSkeleton rows={3} />;
  if (pending.isError) return <ErrorState error={pending.error} onRetry={() => void pending.refetch()} />;
  const open = pending.data.body.pending;
  const busy = request.isPending || leaving;

  return (
    <Stack gap="lg">
      {open && (
        <Alert color="yellow" variant="light" title={t('lianlian.pending.title')}>
          <Stack gap="xs">
            <Text size="sm">
              {t('lianlian.pending.body', {
                total: formatMoney(open.charge.total),
                createdAt: formatDateTime(open.createdAt, i18n.language),
              })}
            </Text>
            <Button variant="light" onClick={() => void leave(open.continueUrl)} disabled={busy} w="fit-content">
              {t('lianlian.pending.continue')}
            </Button>
          </Stack>
        </Alert>
      )}
      <ConfirmAndPay
        order={order}
        note={t('lianlian.note')}
        pending={busy}
        error={request.error ?? refused}
        onPay={() => void pay()}
      />
    </Stack>
  );
};
