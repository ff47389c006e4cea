import type { StatisticsPeriodQuery } from '@contract/partnership/partnership.schema';
import { statisticsBuckets } from '@contract/partnership/statistics-series';
import { ChartTable } from '@/components/charts/chart-table';
import { BarChart } from '@/components/charts/lazy-charts';
import type { TableView } from './statistics-section';
import { usePeriodLabels } from './use-period-labels';

/** One set of bars: a value per day (month) of the period, zero-filled by `fillSeries`. */
export interface PeriodSeries {
  name: string;
  label: string;
  color: string;
  values: readonly number[];
}

const CHART_HEIGHT = 260;

/**
 * A bar chart over the days (months) of the period with exact figures in its tooltip, and the same
 * figures as a table: the chart is hidden from screen readers and takes no focus, the table is
 * their reading (and everyone's, once shown).
 */
export const PeriodChart = ({
  query,
  kind,
  series,
  caption,
  format,
  tickFormat = format,
  emptyScale = 4,
  table,
}: {
  query: StatisticsPeriodQuery;
  kind: 'bars' | 'stacked';
  series: readonly PeriodSeries[];
  caption: string;
  /** The exact figure, for the tooltip and the table. */
  format: (value: number) => string;
  /** A short figure for the axis ticks. */
  tickFormat?: (value: number) => string;
  /** The top of the scale when every value is 0, so the axis still reads as a scale (not "$0" five times). */
  emptyScale?: number;
  table: TableView;
}) => {
  const labels = usePeriodLabels(query);
  const buckets = statisticsBuckets(query);
  const data = buckets.map((bucket, index) => ({
    bucket: labels.axis(bucket),
    ...Object.fromEntries(series.map((line) => [line.name, line.values[index] ?? 0])),
  }));
  const empty = series.every((line) => line.values.every((value) => value === 0));
  const chartProps = {
    h: CHART_HEIGHT,
    'aria-hidden': true,
    data,
    dataKey: 'bucket',
    series: series.map(({ name, label, color }) => ({ name, label, color })),
    valueFormatter: format,
    withLegend: true,
    tickLine: 'y',
    gridAxis: 'y',
    accessibilityLayer: false,
    xAxisProps: { interval: 'preserveStartEnd', minTickGap: 6 },
    yAxisProps: {
      width: 64,
      allowDecimals: false,
      tickFormatter: tickFormat,
      ...(empty ? { domain: [0, emptyScale] } : {}),
    },
  } as const;
  return (
    <>
      <BarChart {...chartProps} type={kind === 'stacked' ? 'stacked' : 'default'} />
      <ChartTable
        caption={caption}
        rowHeader={labels.rowHeader}
        columns={series.map((line) => line.label)}
        rows={buckets.map((bucket, index) => ({
          key: labels.key(bucket),
          label: labels.row(bucket),
          cells: series.map((line) => format(line.values[index] ?? 0)),
        }))}
        visible={table.visible}
        id={table.id}
      />
    </>
  );
};
