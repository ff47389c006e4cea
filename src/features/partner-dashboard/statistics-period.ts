import type { StatisticsPeriodQuery } from '@contract/partnership/partnership-queries.schema';
import { getAppConfig } from '@/lib/config';
import { calendarDayIn } from '@/lib/dates';
import type { StatisticsSearch } from './statistics-search';

export type StatisticsPeriod = StatisticsPeriodQuery['period'];

/** A calendar day as numbers (month 1..12). */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** Today in the configured timezone, where the statistics' days and months are counted. */
export const statisticsToday = (now: Date = new Date()): CalendarDay => {
  const [year = 0, month = 0, day = 0] = calendarDayIn(now, getAppConfig().timezone).split('-').map(Number);
  return { year, month, day };
};

/**
 * The statistics query of a URL. By default the current month by day. A future period is read
 * as the current one, and the current month (year) stops at today (this month), so a chart never
 * shows days that have not happened as zeros.
 */
export const statisticsQuery = (search: StatisticsSearch, today: CalendarDay): StatisticsPeriodQuery => {
  const year = Math.min(search.year ?? today.year, today.year);
  if (search.period === 'month') {
    return year === today.year ? { period: 'month', year, limitMonth: today.month } : { period: 'month', year };
  }
  const asked = search.month ?? today.month;
  const month = year === today.year ? Math.min(asked, today.month) : asked;
  const current = year === today.year && month === today.month;
  return current ? { period: 'day', year, month, limitDay: today.day } : { period: 'day', year, month };
};

/**
 * The URL of a period. The current month (year) leaves its fields out, so the link keeps meaning
 * "now"; any other period writes them all, so the link keeps meaning that period.
 */
export const periodSearch = (
  view: { period: StatisticsPeriod; year: number; month?: number | undefined },
  today: CalendarDay,
): StatisticsSearch => ({
  period: view.period === 'day' ? undefined : view.period,
  year: view.year === today.year ? undefined : view.year,
  month: view.period === 'day' && (view.year !== today.year || view.month !== today.month) ? view.month : undefined,
});

/** The period before (`step` -1) or after (+1) the one shown: the month next to it, or the year. */
export const shiftPeriod = (query: StatisticsPeriodQuery, step: -1 | 1) => {
  if (query.period === 'month') return { period: query.period, year: query.year + step };
  const index = query.year * 12 + (query.month ?? 1) - 1 + step;
  return { period: query.period, year: Math.floor(index / 12), month: (index % 12) + 1 };
};

/** Whether the period shown is the latest one that has begun (nothing after it to show). */
export const isCurrentPeriod = (query: StatisticsPeriodQuery, today: CalendarDay): boolean =>
  query.year === today.year && (query.period === 'month' || query.month === today.month);
