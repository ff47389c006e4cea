import type { DatePreset } from './enums.schema';

/** A first and last calendar day (`YYYY-MM-DD`), both included: the lists' `from`/`to` filters. */
export interface DateRange {
  from: string;
  to: string;
}

/*
 * Calendar arithmetic on UTC days: `Date.UTC` carries a day or month past its end into the next
 * (day 0 is the last day of the month before), and UTC has no daylight-saving jumps, so nothing
 * here depends on the machine's timezone.
 */
const isoDay = (year: number, monthIndex: number, day: number): string =>
  new Date(Date.UTC(year, monthIndex, day)).toISOString().slice(0, 10);

/**
 * The first and last calendar day a preset covers, both included, on the calendar day `today`
 * (`YYYY-MM-DD`, already taken in the user's timezone). The screen's filter and the server both
 * resolve `datePreset` with it. "Last 7/30 days" include today; weeks start on Monday (as in
 * Vietnam and ISO 8601); "this week/month" run from their first day up to today.
 */
export const datePresetRange = (preset: DatePreset, today: string): DateRange => {
  const [year = NaN, month = NaN, day = NaN] = today.split('-').map(Number);
  // The round trip refuses a malformed or impossible day ("2024-02-30") instead of rolling it over.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || isoDay(year, month - 1, day) !== today) {
    throw new RangeError(`Not a calendar day (YYYY-MM-DD): ${today}`);
  }
  const daysAgo = (days: number): string => isoDay(year, month - 1, day - days);
  const sinceMonday = (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: daysAgo(1), to: daysAgo(1) };
    case 'last_7_days':
      return { from: daysAgo(6), to: today };
    case 'last_30_days':
      return { from: daysAgo(29), to: today };
    case 'this_week':
      return { from: daysAgo(sinceMonday), to: today };
    case 'last_week':
      return { from: daysAgo(sinceMonday + 7), to: daysAgo(sinceMonday + 1) };
    case 'this_month':
      return { from: isoDay(year, month - 1, 1), to: today };
    case 'last_month':
      return { from: isoDay(year, month - 2, 1), to: isoDay(year, month - 1, 0) };
  }
};
