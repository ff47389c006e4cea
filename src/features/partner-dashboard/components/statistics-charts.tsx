import type { StatisticsPeriodQuery } from '@contract/partnership/partnership.schema';
import { PlanIdSchema, type PlanId } from '@contract/common/enums.schema';
import { fillSeries, statisticsBuckets } from '@contract/partnership/statistics-series';
import { SegmentedControl } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '@/components/money';
import { usePlanName } from '@/lib/plan-names';
import {
  useAdAccountStatistics,
  useMemberStatistics,
  usePlanChargedStatistics,
  useSpendingDepositStatistics,
} from '../api/statistics-queries';
import { PeriodChart } from './period-chart';
import { StatisticsSection } from './statistics-section';
import { useFormatCount, usePeriodLabels } from './use-period-labels';

/** Axis ticks of money: "$1.2K" rather than "$1,234.56", which the tooltip and table give. */
const useCompactMoney = () => {
  const { i18n } = useTranslation();
  return (cents: number) =>
    new Intl.NumberFormat(i18n.language, {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
      notation: 'compact',
      maximumFractionDigits: 1,
    }).format(cents / 100);
};

/** $100: the money axes of a period without any money moved. */
const EMPTY_MONEY_SCALE = 10_000;

/** New members per day (month), stacked by account status. */
export const MembersChart = ({ query }: { query: StatisticsPeriodQuery }) => {
  const { t } = useTranslation('partner-dashboard');
  const { period } = usePeriodLabels(query);
  const count = useFormatCount();
  const title = t('charts.members.title');
  return (
    <StatisticsSection
      title={title}
      description={t('charts.members.description', { period })}
      result={useMemberStatistics(query)}
    >
      {(body, table) => (
        <PeriodChart
          query={query}
          kind="stacked"
          caption={title}
          format={count}
          table={table}
          series={(['active', 'blocked'] as const).map((status) => ({
            name: status,
            label: t(`charts.members.${status}`),
            color: status === 'active' ? 'teal.7' : 'red.7',
            values: fillSeries(
              body.statisticsUser.filter((entry) => entry.status === status),
              query,
              (entry) => entry.total,
            ),
          }))}
        />
      )}
    </StatisticsSection>
  );
};

/** Ad accounts the members opened per day (month). */
export const AdAccountsChart = ({ query }: { query: StatisticsPeriodQuery }) => {
  const { t } = useTranslation('partner-dashboard');
  const { period } = usePeriodLabels(query);
  const count = useFormatCount();
  const title = t('charts.adAccounts.title');
  return (
    <StatisticsSection
      title={title}
      description={t('charts.adAccounts.description', { period })}
      result={useAdAccountStatistics(query)}
    >
      {(body, table) => (
        <PeriodChart
          query={query}
          kind="bars"
          caption={title}
          format={count}
          table={table}
          series={[
            {
              name: 'opened',
              label: t('charts.adAccounts.opened'),
              color: 'indigo.6',
              values: fillSeries(body.adsAccounts.monthlyStatisticsAdsAccount, query, (entry) => entry.total),
            },
          ]}
        />
      )}
    </StatisticsSection>
  );
};

/** The members' ad spend and top-ups per day (month), in dollars. */
export const SpendingDepositChart = ({ query }: { query: StatisticsPeriodQuery }) => {
  const { t } = useTranslation('partner-dashboard');
  const { period } = usePeriodLabels(query);
  const money = useFormatMoney();
  const compactMoney = useCompactMoney();
  const title = t('charts.spendingDeposit.title');
  return (
    <StatisticsSection
      title={title}
      description={t('charts.spendingDeposit.description', { period })}
      result={useSpendingDepositStatistics(query)}
    >
      {(body, table) => (
        <PeriodChart
          query={query}
          kind="bars"
          caption={title}
          format={money}
          tickFormat={compactMoney}
          emptyScale={EMPTY_MONEY_SCALE}
          table={table}
          series={[
            {
              name: 'spending',
              label: t('charts.spendingDeposit.spending'),
              color: 'orange.7',
              values: fillSeries(body.deposits.statistics, query, (entry) => entry.spending),
            },
            {
              name: 'deposit',
              label: t('charts.spendingDeposit.deposit'),
              color: 'teal.7',
              values: fillSeries(body.deposits.statistics, query, (entry) => entry.deposit),
            },
          ]}
        />
      )}
    </StatisticsSection>
  );
};

/*
 * One colour per plan from Okabe and Ito's palette, whose eight colours stay apart for every common
 * colour-vision deficiency. Neighbouring tiers (stacked side by side) get hues far apart; the
 * yellow, faint on white, goes to the rarest plan.
 */
const PLAN_COLORS: Record<PlanId, string> = {
  regular_1: '#0072B2',
  regular_2: '#E69F00',
  regular_3: '#009E73',
  regular_4: '#CC79A7',
  regular_5: '#56B4E9',
  enterprise: '#D55E00',
  black_agency: '#000000',
  white_agency: '#F0E442',
};

type PlanMetric = 'amount' | 'members';

/** What the members paid for plans per day (month), stacked by plan: the amount or the members charged. */
export const PlanChargedChart = ({ query }: { query: StatisticsPeriodQuery }) => {
  const { t } = useTranslation('partner-dashboard');
  const { period } = usePeriodLabels(query);
  const money = useFormatMoney();
  const compactMoney = useCompactMoney();
  const count = useFormatCount();
  const planName = usePlanName();
  const [metric, setMetric] = useState<PlanMetric>('amount');
  const title = t('charts.planCharged.title');
  return (
    <StatisticsSection
      title={title}
      description={t('charts.planCharged.description', { period })}
      result={usePlanChargedStatistics(query)}
      controls={
        <SegmentedControl
          size="xs"
          aria-label={t('charts.planCharged.metric')}
          value={metric}
          onChange={(value) => setMetric(value === 'members' ? 'members' : 'amount')}
          data={[
            { value: 'amount', label: t('charts.planCharged.amount') },
            { value: 'members', label: t('charts.planCharged.members') },
          ]}
          style={{ alignSelf: 'flex-start' }}
        />
      }
    >
      {(body, table) => {
        const pick =
          metric === 'amount'
            ? (entry: { totalAmount: number }) => entry.totalAmount
            : (entry: { totalUser: number }) => entry.totalUser;
        const plans = PlanIdSchema.options.filter((plan) => body.planCharged.some((entry) => entry.plan === plan));
        // A period nobody paid in still draws its zeros, as one series for every plan.
        const series =
          plans.length > 0
            ? plans.map((plan) => ({
                name: plan,
                label: planName(plan),
                color: PLAN_COLORS[plan],
                values: fillSeries(
                  body.planCharged.filter((entry) => entry.plan === plan),
                  query,
                  pick,
                ),
              }))
            : [
                {
                  name: 'all',
                  label: t('charts.planCharged.noPlan'),
                  color: 'gray.6',
                  values: statisticsBuckets(query).map(() => 0),
                },
              ];
        return (
          <PeriodChart
            query={query}
            kind="stacked"
            caption={`${title}: ${t(`charts.planCharged.${metric}`)}`}
            format={metric === 'amount' ? money : count}
            tickFormat={metric === 'amount' ? compactMoney : count}
            emptyScale={metric === 'amount' ? EMPTY_MONEY_SCALE : undefined}
            table={table}
            series={series}
          />
        );
      }}
    </StatisticsSection>
  );
};
