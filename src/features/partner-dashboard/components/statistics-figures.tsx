import type { StatisticsPeriodQuery } from '@contract/partnership/partnership.schema';
import { Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/error-state';
import { Money } from '@/components/money';
import {
  useAdAccountStatistics,
  useMemberStatistics,
  usePlanChargedStatistics,
  useSpendingDepositStatistics,
} from '../api/statistics-queries';
import type { StatisticsResult } from './statistics-section';
import { useFormatCount, usePeriodLabels } from './use-period-labels';

/** One total: its label, the figure and a line about the period, or its own skeleton or error. */
const Figure = <Body,>({
  label,
  result,
  children,
}: {
  label: string;
  result: StatisticsResult<Body>;
  children: (body: Body) => { value: ReactNode; hint: ReactNode };
}) => {
  const labelId = useId();
  const body = result.data?.body;
  const shown = body === undefined ? null : children(body);
  return (
    <Card withBorder padding="md" role="group" aria-labelledby={labelId}>
      <Text size="sm" c="dimmed" id={labelId}>
        {label}
      </Text>
      {shown ? (
        <>
          <Text fw={700} fz={{ base: 'lg', sm: 'xl' }} mt={4} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {shown.value}
          </Text>
          <Text size="xs" c="dimmed" mt={4}>
            {shown.hint}
          </Text>
        </>
      ) : result.isError ? (
        <ErrorState error={result.error} onRetry={() => void result.refetch()} />
      ) : (
        <>
          <Skeleton height={28} mt={4} width="60%" aria-hidden />
          <Skeleton height={12} mt={8} aria-hidden />
        </>
      )}
    </Card>
  );
};

/**
 * The totals: all members and ad accounts (and how many came in the period), and the period's
 * spending, deposits and plan charges. Each card reads its own call.
 */
export const StatisticsFigures = ({ query }: { query: StatisticsPeriodQuery }) => {
  const { t } = useTranslation('partner-dashboard');
  const { period } = usePeriodLabels(query);
  const count = useFormatCount();
  const members = useMemberStatistics(query);
  const adAccounts = useAdAccountStatistics(query);
  const spendingDeposit = useSpendingDepositStatistics(query);
  const planCharged = usePlanChargedStatistics(query);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 3, xl: 5 }} spacing={{ base: 'xs', sm: 'md' }}>
      <Figure label={t('figures.members')} result={members}>
        {(body) => {
          const joined = (status: 'active' | 'blocked') =>
            body.statisticsUser.filter((entry) => entry.status === status).reduce((sum, entry) => sum + entry.total, 0);
          return {
            value: count(body.totalUsers),
            hint: t('figures.membersHint', {
              period,
              active: count(joined('active')),
              blocked: count(joined('blocked')),
            }),
          };
        }}
      </Figure>
      <Figure label={t('figures.adAccounts')} result={adAccounts}>
        {({ adsAccounts }) => ({
          value: count(adsAccounts.totalAdsAccounts),
          hint: t('figures.adAccountsHint', {
            count: adsAccounts.monthlyTotalAdsAccount,
            formatted: count(adsAccounts.monthlyTotalAdsAccount),
            period,
          }),
        })}
      </Figure>
      <Figure label={t('figures.spending')} result={spendingDeposit}>
        {({ deposits }) => ({
          value: <Money cents={deposits.totalSpending} />,
          hint: t('figures.inPeriod', { period }),
        })}
      </Figure>
      <Figure label={t('figures.deposits')} result={spendingDeposit}>
        {({ deposits }) => ({
          value: <Money cents={deposits.totalDeposit} />,
          hint: t('figures.inPeriod', { period }),
        })}
      </Figure>
      <Figure label={t('figures.planCharges')} result={planCharged}>
        {(body) => ({
          value: <Money cents={body.totalAmount} />,
          hint: t('figures.planChargesHint', { count: body.totalUser, formatted: count(body.totalUser), period }),
        })}
      </Figure>
    </SimpleGrid>
  );
};
