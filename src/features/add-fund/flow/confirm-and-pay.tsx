import { Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { useFormatMoney } from '@/components/money';
import { TopUpChargeLines } from '@/components/top-up-charge';
import type { TopUpOrder } from './top-up-order';

/**
 * The confirm step a method shows before paying: the charge as quoted, what happens next,
 * and one pay button that waits for the answer (a second press cannot pay twice).
 */
export const ConfirmAndPay = ({
  order,
  note,
  payLabel,
  pending,
  error,
  onPay,
  children,
}: {
  order: TopUpOrder;
  note?: ReactNode;
  payLabel?: string;
  pending: boolean;
  error: Error | { body: unknown } | null;
  onPay: () => void;
  children?: ReactNode;
}) => {
  const { t } = useTranslation('add-fund');
  const formatMoney = useFormatMoney();
  return (
    <Stack gap="md">
      <Text fw={700}>{t('confirm.title')}</Text>
      <TopUpChargeLines charge={order.charge} label={t('confirm.title')} />
      {children}
      {note && (
        <Text size="sm" c="dimmed">
          {note}
        </Text>
      )}
      <ApiErrorAlert error={error} />
      <Button onClick={onPay} loading={pending} disabled={pending}>
        {payLabel ?? t('confirm.pay', { total: formatMoney(order.charge.total) })}
      </Button>
    </Stack>
  );
};
