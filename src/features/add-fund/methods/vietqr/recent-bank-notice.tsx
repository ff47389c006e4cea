import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/dates';
import { formatUsdCents, formatVnd } from '@/lib/money';
import { paymentsApi, recentBankNotificationOptions } from '@/lib/queries/payments';

const BellIcon = () => (
  <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
    <path d="M6 8a6 6 0 0112 0c0 7 3 9 3 9H3s3-2 3-9" strokeLinejoin="round" />
    <path d="M10.3 21a1.94 1.94 0 003.4 0" strokeLinecap="round" />
  </svg>
);

/**
 * The seller's latest bank transfer that reached the wallet: what arrived in VND, from which
 * bank, what was credited and when. Silent when there is none or it cannot be read.
 */
export const RecentBankNotice = () => {
  const { t, i18n } = useTranslation('payment-crypto');
  const recent = paymentsApi.localBank.getRecentLocalBankNotification.useQuery(recentBankNotificationOptions());
  const notice = recent.data?.body.notification;
  if (!notice) return null;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" c="dimmed">
      <BellIcon />
      <Text size="xs">
        {t('vietqr.notice', {
          received:
            notice.receivedAmount.currency === 'VND'
              ? formatVnd(notice.receivedAmount.amount, i18n.language)
              : `${notice.receivedAmount.amount} ${notice.receivedAmount.currency}`,
          bank: notice.bankShortName,
          credited: formatUsdCents(notice.creditedAmount, i18n.language),
          time: formatDateTime(notice.creditedAt, i18n.language),
        })}
      </Text>
    </Group>
  );
};
