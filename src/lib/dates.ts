import { datePresetRange, type DateRange } from '@contract/common/date-range';
import { DatePresetSchema, type DatePreset } from '@contract/common/enums.schema';
import dayjs from 'dayjs';
import timezonePlugin from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { getAppConfig } from './config';

dayjs.extend(utc);
dayjs.extend(timezonePlugin);

/** An ISO calendar date, `YYYY-MM-DD`: what the API's `from`/`to` filters take. */
export type IsoDate = string;

/**
 * What a date filter holds: a preset (with the range it gave when picked) or a custom range.
 * `{}` means no filter.
 */
export interface DateRangeValue {
  preset?: DatePreset;
  from?: IsoDate;
  to?: IsoDate;
}

export const DATE_PRESETS: readonly DatePreset[] = DatePresetSchema.options;

/** The calendar day an instant falls on in an IANA timezone (not the browser's). */
export const calendarDayIn = (now: Date, timezone: string): IsoDate => dayjs(now).tz(timezone).format('YYYY-MM-DD');

/**
 * The first and last calendar day a preset covers, both included, for `now` as seen in `timezone`:
 * the contract's rule, which the mock backend also applies to a `datePreset` sent instead of from/to.
 */
export const presetRange = (preset: DatePreset, now: Date, timezone: string): DateRange =>
  datePresetRange(preset, calendarDayIn(now, timezone));

/**
 * The range to send to the API for a filter value, or nothing when there is no filter. A preset
 * is resolved again at call time, so "Today" still means today after midnight on an open page.
 */
export const resolveDateRange = (value: DateRangeValue, now: Date, timezone: string): Partial<DateRange> => {
  if (value.preset) return presetRange(value.preset, now, timezone);
  const resolved: Partial<DateRange> = {};
  if (value.from) resolved.from = value.from;
  if (value.to) resolved.to = value.to;
  return resolved;
};

// Building an Intl.DateTimeFormat costs about 0.1 ms, formatting with one a hundredth of that: a
// table of dates reuses one per language and timezone.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const dateFormat = (kind: 'day' | 'moment', language: string, timeZone: string): Intl.DateTimeFormat => {
  const key = `${kind}|${language}|${timeZone}`;
  let format = dateFormats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(
      language,
      kind === 'day' ? { dateStyle: 'long', timeZone } : { dateStyle: 'medium', timeStyle: 'short', timeZone },
    );
    dateFormats.set(key, format);
  }
  return format;
};

/** A calendar day (YYYY-MM-DD) in the reader's language, in UTC so no time zone moves it ("1 February 2022"). */
export const formatCalendarDay = (day: string, language: string): string =>
  dateFormat('day', language, 'UTC').format(new Date(`${day}T00:00:00Z`));

/** A moment in the reader's language, in the configured timezone ("3 thg 3, 2026, 09:00"). */
export const formatDateTime = (iso: string, language: string): string =>
  dateFormat('moment', language, getAppConfig().timezone).format(new Date(iso));

/**
 * A moment as ISO 8601 with the timezone's offset, for files read by other programs:
 * `2026-11-26T04:55:00+07:00`.
 */
export const toOffsetDateTime = (iso: string, timezone: string): string => dayjs(iso).tz(timezone).format();

/** Where a list keeps its date filter in the URL: a preset by name, or a custom range. */
export interface DateRangeSearch {
  datePreset?: DatePreset | undefined;
  from?: IsoDate | undefined;
  to?: IsoDate | undefined;
}

/** The date filter's value from the URL; a custom range wins over a preset. */
export const dateRangeOfSearch = (search: DateRangeSearch): DateRangeValue => {
  if (search.from !== undefined || search.to !== undefined) return { from: search.from, to: search.to };
  return search.datePreset ? { preset: search.datePreset } : {};
};

/** The URL fields of a chosen range: a preset stays a preset, so "Today" still means today when the link is opened later. */
export const dateRangeSearchOf = (range: DateRangeValue): DateRangeSearch =>
  range.preset
    ? { datePreset: range.preset, from: undefined, to: undefined }
    : { datePreset: undefined, from: range.from, to: range.to };
