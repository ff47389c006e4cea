import { Card, Skeleton, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartTable } from '@/components/charts/chart-table';
import { BarChart } from '@/components/charts/lazy-charts';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { formatUsdCents } from '@/lib/money';
import type { DailyMovement } from '../wallet-movements';
import { walletMovementsOptions } from '../api/dashboard-queries';

/**
 * Money into and out of the wallet per day over the last 30 days (zero on quiet days), with
 * exact amounts in the tooltip and the same figures as a table for screen readers. It reads
 * every page of a month's history, so it loads on its own and never holds the dashboard up.
 */
export const WalletMovementsChart = () => {
  const { t } = useTranslation('dashboard');
  const movements = useQuery(walletMovementsOptions());
  const titleId = useId();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {t('movements.title')}
      </Title>
      {movements.isSuccess ? (
        <MovementsChart days={movements.data} />
      ) : movements.isError ? (
        <ErrorState error={movements.error} onRetry={() => void movements.refetch()} />
      ) : (
        <Skeleton height={260} mt="md" aria-hidden />
      )}
    </Card>
  );
};

const MovementsChart = ({ days }: { days: DailyMovement[] }) => {
  const { t, i18n } = useTranslation('dashboard');
  const dayLabel = new Intl.DateTimeFormat(i18n.language, { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
  const labelOf = (date: string) => dayLabel.format(new Date(`${date}T00:00:00Z`));
  const money = (cents: number) => formatUsdCents(cents, i18n.language);
  const quiet = days.every((day) => day.moneyIn === 0 && day.moneyOut === 0);

  // Nothing moved: an empty state in the chart's place, not bars of zero on a cents axis.
  if (quiet) return <EmptyState title={t('movements.none')} />;

  return (
    <>
      <Text size="sm" c="dimmed" mb="md">
        {t('movements.description')}
      </Text>
      <BarChart
        h={240}
        aria-hidden
        data={days.map((day) => ({ ...day, label: labelOf(day.date) }))}
        dataKey="label"
        series={[
          { name: 'moneyIn', label: t('movements.moneyIn'), color: 'teal.7' },
          { name: 'moneyOut', label: t('movements.moneyOut'), color: 'red.7' },
        ]}
        valueFormatter={money}
        withLegend
        tickLine="y"
        gridAxis="y"
        xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 16 }}
        yAxisProps={{ width: 72 }}
        // The table below is the accessible reading; the chart itself takes no focus.
        barChartProps={{ accessibilityLayer: false }}
      />
      <ChartTable
        caption={t('movements.title')}
        rowHeader={t('movements.day')}
        columns={[t('movements.moneyIn'), t('movements.moneyOut')]}
        rows={days.map((day) => ({
          key: day.date,
          label: labelOf(day.date),
          cells: [money(day.moneyIn), money(day.moneyOut)],
        }))}
      />
    </>
  );
};
