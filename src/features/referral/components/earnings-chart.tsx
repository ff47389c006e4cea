import type { MonthlyReferralEarning } from '@contract/referrals/referrals.schema';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChartTable } from '@/components/charts/chart-table';
import { BarChart } from '@/components/charts/lazy-charts';
import { formatUsdCents } from '@/lib/money';

const SERIES = ['bonusEarnings', 'subscriptionEarnings', 'spendEarnings'] as const;
const COLORS: Record<(typeof SERIES)[number], string> = {
  bonusEarnings: 'teal.7',
  subscriptionEarnings: 'indigo.6',
  spendEarnings: 'orange.7',
};

const totalOf = (month: MonthlyReferralEarning): number =>
  month.bonusEarnings + month.subscriptionEarnings + month.spendEarnings;

/**
 * Referral earnings per month over the last twelve, stacked by kind, with exact amounts in the
 * tooltip and the same figures as a visually hidden table for screen readers.
 */
export const EarningsChart = ({ months }: { months: MonthlyReferralEarning[] }) => {
  const { t, i18n } = useTranslation('referral');
  const monthLabel = new Intl.DateTimeFormat(i18n.language, { month: 'short', year: '2-digit', timeZone: 'UTC' });
  const labelOf = (month: string) => monthLabel.format(new Date(`${month}-01T00:00:00Z`));
  const money = (cents: number) => formatUsdCents(cents, i18n.language);
  const quiet = months.every((month) => totalOf(month) === 0);

  return (
    <>
      <Text size="sm" c="dimmed" mb="md">
        {quiet ? t('chart.none') : t('chart.description')}
      </Text>
      <BarChart
        h={240}
        aria-hidden
        type="stacked"
        data={months.map((month) => ({ ...month, label: labelOf(month.month) }))}
        dataKey="label"
        series={SERIES.map((name) => ({ name, label: t(`earnings.${name}`), color: COLORS[name] }))}
        valueFormatter={money}
        withLegend
        tickLine="y"
        gridAxis="y"
        xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 8 }}
        yAxisProps={{ width: 72 }}
        // The table below is the accessible reading; the chart itself takes no focus.
        barChartProps={{ accessibilityLayer: false }}
      />
      <ChartTable
        caption={t('chart.title')}
        rowHeader={t('chart.month')}
        columns={[...SERIES.map((name) => t(`earnings.${name}`)), t('chart.total')]}
        rows={months.map((month) => ({
          key: month.month,
          label: labelOf(month.month),
          cells: [...SERIES.map((name) => money(month[name])), money(totalOf(month))],
        }))}
      />
    </>
  );
};
