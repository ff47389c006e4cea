import { DURATIONS } from '@contract/common/constants';
import type { VietqrPayment as VietqrPaymentData } from '@contract/payments/vietqr.schema';
import {
  ActionIcon,
  Alert,
  Button,
  Divider,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import IconRefresh from '@tabler/icons-react/icons/IconRefresh';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { CopyButton } from '@/components/copy-button';
import { Icon } from '@/components/icon';
import { QrCode } from '@/components/qr-code';
import { formatDateTime } from '@/lib/dates';
import { formatUsdCents, formatVnd, formatVndRate } from '@/lib/money';
import { useTopUpNavigation } from '../../flow/use-top-up-navigation';
import { RecentBankNotice } from './recent-bank-notice';
import { isUnsettled, useCancelVietqrPayment, useRefreshVietqrCode, useVietqrPayment } from './vietqr-queries';

/** One line of the transfer details: label, value, and its actions (copy, refresh). */
const Detail = ({
  label,
  value,
  actions,
  strong = false,
}: {
  label: string;
  value: ReactNode;
  actions?: ReactNode;
  strong?: boolean;
}) => (
  <Group justify="space-between" wrap="nowrap" gap="xs" align="center">
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : 600} style={{ wordBreak: 'break-word' }}>
        {value}
      </Text>
    </div>
    {actions && (
      <Group gap={2} wrap="nowrap">
        {actions}
      </Group>
    )}
  </Group>
);

/**
 * The pay step of a bank-QR top-up: the QR of the transfer, the VND amount at the exchange rate,
 * the receiving account and the one-time transfer code (copy, refresh), the live status (read
 * every few seconds until settled, then the result page) and a cancel that asks first.
 */
export const VietqrPayment = ({ requested }: { requested: VietqrPaymentData }) => {
  const { t, i18n } = useTranslation(['payment-crypto', 'common']);
  const language = i18n.language;
  const { payment, error: readError } = useVietqrPayment(requested);
  const refresh = useRefreshVietqrCode();
  const cancel = useCancelVietqrPayment();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [refreshedCode, setRefreshedCode] = useState<string | null>(null);
  const { toResult } = useTopUpNavigation('topUp');

  const left = useRef(false);
  const finish = useCallback(
    (transaction: VietqrPaymentData['transaction']) => {
      if (left.current) return;
      left.current = true;
      void toResult(transaction);
    },
    [toResult],
  );

  useEffect(() => {
    if (!isUnsettled(payment)) finish(payment.transaction);
  }, [finish, payment]);

  const vnd = formatVnd(payment.transferAmount.amount, language);
  const account = payment.account;

  const refreshCode = () => {
    if (refresh.isPending) return;
    refresh.mutate(
      { params: { id: payment.transactionId } },
      { onSuccess: (response) => setRefreshedCode(response.body.transferContent) },
    );
  };

  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('payment-crypto:vietqr.pay.title')}
      </Title>
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Stack align="center" gap="xs">
            <QrCode
              value={payment.qrContent}
              label={t('payment-crypto:vietqr.pay.qrLabel', { amount: vnd, bank: account.bankShortName })}
              size={220}
              fallback={
                <Text size="sm" c="dimmed" ta="center">
                  {t('payment-crypto:vietqr.pay.qrUnavailable')}
                </Text>
              }
            />
            <Text size="xs" c="dimmed" ta="center">
              {t('payment-crypto:vietqr.pay.scan')}
            </Text>
          </Stack>
          <Stack gap="sm">
            <Detail
              label={t('payment-crypto:vietqr.pay.amount')}
              value={vnd}
              strong
              actions={
                <CopyButton
                  value={String(payment.transferAmount.amount)}
                  label={t('payment-crypto:vietqr.pay.copyAmount')}
                />
              }
            />
            <Text size="xs" c="dimmed" mt={-8}>
              {t('payment-crypto:vietqr.pay.rate', {
                usd: formatUsdCents(payment.charge.total, language),
                rate: formatVndRate(payment.transferAmount.exchangeRate, language),
              })}
            </Text>
            <Divider />
            <Detail
              label={t('payment-crypto:vietqr.pay.bank')}
              value={`${account.bankShortName} · ${account.bankName}`}
            />
            <Detail
              label={t('payment-crypto:vietqr.pay.accountNumber')}
              value={account.accountNumber}
              actions={
                <CopyButton value={account.accountNumber} label={t('payment-crypto:vietqr.pay.copyAccountNumber')} />
              }
            />
            <Detail
              label={t('payment-crypto:vietqr.pay.accountName')}
              value={account.accountName}
              actions={
                <CopyButton value={account.accountName} label={t('payment-crypto:vietqr.pay.copyAccountName')} />
              }
            />
            <Detail
              label={t('payment-crypto:vietqr.pay.content')}
              value={payment.transferContent}
              actions={
                <>
                  <CopyButton value={payment.transferContent} label={t('payment-crypto:vietqr.pay.copyContent')} />
                  <Tooltip label={t('payment-crypto:vietqr.pay.refresh')} withArrow>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t('payment-crypto:vietqr.pay.refresh')}
                      onClick={refreshCode}
                      loading={refresh.isPending}
                    >
                      <Icon icon={IconRefresh} decorative />
                    </ActionIcon>
                  </Tooltip>
                </>
              }
            />
            <Text size="xs" c="dimmed">
              {t('payment-crypto:vietqr.pay.contentNote')}
            </Text>
            <Text size="xs" role="status">
              {refreshedCode === payment.transferContent ? `${t('payment-crypto:vietqr.pay.refreshed')} ` : ''}
              {t('payment-crypto:vietqr.pay.expires', { time: formatDateTime(payment.expiresAt, language) })}
            </Text>
          </Stack>
        </SimpleGrid>
      </Paper>
      <ApiErrorAlert error={refresh.error} />
      <Alert color="blue" variant="light">
        <Stack gap={6}>
          <Group gap="xs" wrap="nowrap" role="status">
            <Loader size="xs" aria-hidden />
            <Text size="sm" fw={600}>
              {t('payment-crypto:vietqr.pay.waiting')}
            </Text>
          </Group>
          <Text size="sm">
            {t('payment-crypto:vietqr.pay.credited', { minutes: DURATIONS.bankTransferCreditMinutes })}
          </Text>
        </Stack>
      </Alert>
      {readError && <ApiErrorAlert error={readError} />}
      <RecentBankNotice />
      <Group justify="flex-end">
        <Button variant="default" color="red" onClick={() => setConfirmingCancel(true)}>
          {t('payment-crypto:vietqr.cancel.button')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirmingCancel}
        title={t('payment-crypto:vietqr.cancel.title')}
        message={t('payment-crypto:vietqr.cancel.message')}
        confirmLabel={t('payment-crypto:vietqr.cancel.confirm')}
        cancelLabel={t('payment-crypto:vietqr.cancel.keep')}
        danger
        error={cancel.error}
        onClose={() => {
          setConfirmingCancel(false);
          cancel.reset();
        }}
        onConfirm={() =>
          cancel.mutateAsync({ params: { id: payment.transactionId } }).then((response) => {
            setConfirmingCancel(false);
            finish(response.body.transaction);
          })
        }
      />
    </Stack>
  );
};
