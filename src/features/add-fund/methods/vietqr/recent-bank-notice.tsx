import { Group, Text } from '@mantine/core';
import IconBell from '@tabler/icons-react/icons/IconBell';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { formatDateTime } from '@/lib/dates';
import { formatUsdCents, formatVnd } from '@/lib/money';
import { paymentsApi, recentBankNotificationOptions } from '@/lib/queries/payments';

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
      <Icon icon={IconBell} size="xs" decorative />
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
