import type { StatisticsPeriodQuery } from '@contract/partnership/partnership.schema';
import { Card } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import {
  useAdAccountStatistics,
  useMemberStatistics,
  usePlanChargedStatistics,
  useSpendingDepositStatistics,
} from '../api/statistics-queries';
import { usePeriodLabels } from './use-period-labels';

/**
 * Says so when every call answered and nothing happened in the period (no member joined, no ad
 * account, no money moved, no plan paid); the charts below still draw their zeros.
 */
export const QuietPeriodNotice = ({ query }: { query: StatisticsPeriodQuery }) => {
  const { t } = useTranslation('partner-dashboard');
  const { period } = usePeriodLabels(query);
  const members = useMemberStatistics(query).data?.body;
  const adAccounts = useAdAccountStatistics(query).data?.body;
  const money = useSpendingDepositStatistics(query).data?.body;
  const plans = usePlanChargedStatistics(query).data?.body;
  if (!members || !adAccounts || !money || !plans) return null;
  const quiet =
    members.statisticsUser.every((entry) => entry.total === 0) &&
    adAccounts.adsAccounts.monthlyTotalAdsAccount === 0 &&
    money.deposits.totalSpending === 0 &&
    money.deposits.totalDeposit === 0 &&
    plans.totalAmount === 0 &&
    plans.totalUser === 0;
  if (!quiet) return null;
  return (
    <Card withBorder padding="md">
      <EmptyState title={t('empty.title', { period })} description={t('empty.description')} />
    </Card>
  );
};
