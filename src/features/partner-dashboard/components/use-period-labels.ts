import type { StatisticsPeriodQuery } from '@contract/partnership/partnership.schema';
import type { StatisticsBucket } from '@contract/partnership/statistics-series';
import { useTranslation } from 'react-i18next';

// Calendar days and months only: formatted in UTC so no time zone moves them.
const monthDate = (year: number, month: number, day = 1) => new Date(Date.UTC(year, month - 1, day));

/** How the period, its days or months, and the axis ticks read in the current language. */
export const usePeriodLabels = (query: StatisticsPeriodQuery) => {
  const { t, i18n } = useTranslation('partner-dashboard');
  const language = i18n.language;
  const byDay = query.period === 'day';
  const month = query.month ?? 1;
  const format = (options: Intl.DateTimeFormatOptions, date: Date) =>
    new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(date);
  return {
    /** "March 2026" by day, "2026" by month. */
    period: byDay
      ? format({ month: 'long', year: 'numeric' }, monthDate(query.year, month))
      : t('period.yearLabel', { year: query.year }),
    rowHeader: byDay ? t('charts.day') : t('charts.month'),
    /** Short tick under a bar: the day's number or the month's short name. */
    axis: (bucket: StatisticsBucket) =>
      bucket.day === null ? format({ month: 'short' }, monthDate(query.year, bucket.month)) : String(bucket.day),
    /** The table's row header: "March 5" or "January 2026". */
    row: (bucket: StatisticsBucket) =>
      bucket.day === null
        ? format({ month: 'long', year: 'numeric' }, monthDate(query.year, bucket.month))
        : format({ month: 'long', day: 'numeric' }, monthDate(query.year, bucket.month, bucket.day)),
    key: (bucket: StatisticsBucket) => `${bucket.month}-${bucket.day ?? 0}`,
  };
};

/** A whole number in the reader's language (1,234 or 1.234). */
export const useFormatCount = () => {
  const { i18n } = useTranslation();
  return (value: number) => value.toLocaleString(i18n.language);
};
