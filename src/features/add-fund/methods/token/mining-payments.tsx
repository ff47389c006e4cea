import type { UsdtPayment } from '@contract/payments/token.schema';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/money';
import { formatDateTime } from '@/lib/dates';
import { miningTokenPaymentsOptions, paymentsApi } from '@/lib/queries/payments';
import { shortenHex } from './token-format';

/**
 * The seller's token payments still waiting for block confirmations (a transfer reported on an
 * earlier visit), each opening its status. Nothing is shown when there are none, or when the
 * list cannot be read: it is a reminder, not the payment being made.
 */
export const MiningPayments = ({ onOpen }: { onOpen: (payment: UsdtPayment) => void }) => {
  const { t, i18n } = useTranslation('payment-crypto');
  const titleId = useId();
  const mining = paymentsApi.token.listMiningTransactions.useQuery(miningTokenPaymentsOptions());
  const payments = mining.data?.body ?? [];
  if (payments.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={titleId}>
          {t('token.mining.title')}
        </Title>
        {payments.map((payment) => (
          <Group key={payment.transactionId} justify="space-between" wrap="wrap" gap="xs">
            <div>
              <Text size="sm" fw={600}>
                <Money cents={payment.charge.amount} /> · {t(`token.networks.${payment.network}.name`)}
              </Text>
              <Text size="xs" c="dimmed">
                {t('token.mining.line', {
                  hash: shortenHex(payment.transactionHash ?? ''),
                  done: payment.confirmations,
                  required: payment.requiredConfirmations,
                  time: formatDateTime(payment.submittedAt ?? payment.transaction.createdAt, i18n.language),
                })}
              </Text>
            </div>
            <Button
              size="xs"
              variant="light"
              onClick={() => onOpen(payment)}
              aria-label={t('token.mining.openLabel', { hash: shortenHex(payment.transactionHash ?? '') })}
            >
              {t('token.mining.open')}
            </Button>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
};
