import type { StatisticsPeriodQuery } from './partnership.schema';

/** One point of a statistics chart: a day of the asked month, or a month of the asked year (day null). */
export interface StatisticsBucket {
  day: number | null;
  month: number;
}

export const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The points a chart of the period has (spec section 4, "Charts"): days 1..limitDay of the month
 * (limitDay defaults to, and never passes, the month's last day) or months 1..limitMonth (default 12).
 */
export const statisticsBuckets = (query: StatisticsPeriodQuery): StatisticsBucket[] => {
  if (query.period === 'month') {
    return Array.from({ length: query.limitMonth ?? 12 }, (_, index) => ({ day: null, month: index + 1 }));
  }
  // The contract refuses a by-day query without its month.
  if (query.month === undefined) return [];
  const { month } = query;
  const last = Math.min(query.limitDay ?? daysInMonth(query.year, month), daysInMonth(query.year, month));
  return Array.from({ length: last }, (_, index) => ({ day: index + 1, month }));
};

/** The index of the bucket an entry falls in, or null when it is outside the period. */
const bucketIndex = (query: StatisticsPeriodQuery, buckets: number, entry: StatisticsBucket): number | null => {
  if (query.period === 'month') return entry.month <= buckets ? entry.month - 1 : null;
  if (entry.month !== query.month || entry.day === null) return null;
  return entry.day <= buckets ? entry.day - 1 : null;
};

/**
 * One value per bucket of the period, in bucket order: the sum of `pick` over the entries in that
 * bucket (several plans charged on one day add up), 0 where no entry falls; entries outside the
 * period are ignored. The server sends only the buckets it has figures for.
 */
export const fillSeries = <Entry extends StatisticsBucket>(
  entries: readonly Entry[],
  query: StatisticsPeriodQuery,
  pick: (entry: Entry) => number,
): number[] => {
  const values = statisticsBuckets(query).map(() => 0);
  for (const entry of entries) {
    const index = bucketIndex(query, values.length, entry);
    if (index !== null && index >= 0) values[index] = (values[index] ?? 0) + pick(entry);
  }
  return values;
};
