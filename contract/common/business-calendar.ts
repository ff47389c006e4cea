/*
 * The business calendar: the business keeps its books in Vietnam (UTC+7, no daylight saving since
 * 1975), so a calendar day, month or year of a rule (a tax's first day, an invoice's year, a
 * statistics bucket, a working day) is Vietnam's whatever the reader's or the server's time zone.
 * The contract's rules, the mock and the app all take these days from here.
 */

/** The IANA name of the business's time zone: the app's default display zone too. */
export const BUSINESS_TIME_ZONE = 'Asia/Ho_Chi_Minh';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Vietnam's offset from UTC; fixed, so plain arithmetic on it is exact. */
const BUSINESS_UTC_OFFSET_MS = 7 * HOUR_MS;

/** An instant as Unix ms, from an ISO date-time or Unix ms. */
const millisOf = (instant: string | number): number => (typeof instant === 'number' ? instant : Date.parse(instant));

/** The instant shifted so its UTC fields read Vietnam's wall clock. */
const wallClock = (instant: string | number): Date => new Date(millisOf(instant) + BUSINESS_UTC_OFFSET_MS);

/** The calendar day (`YYYY-MM-DD`) of an instant in Vietnam. */
export const businessDayOf = (instant: string | number): string => wallClock(instant).toISOString().slice(0, 10);

/** The calendar month (`YYYY-MM`) of an instant in Vietnam. */
export const businessMonthOf = (instant: string | number): string => wallClock(instant).toISOString().slice(0, 7);

/** The year, month (1–12) and day of the month of an instant in Vietnam. */
export const businessDatePartsOf = (instant: string | number): { year: number; month: number; day: number } => {
  const date = wallClock(instant);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
};

/** The calendar year of an instant in Vietnam. */
export const businessYearOf = (instant: string | number): number => wallClock(instant).getUTCFullYear();

/** The instant (Unix ms) a calendar day (`YYYY-MM-DD`) begins in Vietnam: its midnight. */
export const businessDayStart = (day: string): number => Date.parse(`${day}T00:00:00Z`) - BUSINESS_UTC_OFFSET_MS;

/** The next midnight in Vietnam strictly after an instant (Unix ms). */
export const nextBusinessMidnight = (at: number): number =>
  (Math.floor((at + BUSINESS_UTC_OFFSET_MS) / DAY_MS) + 1) * DAY_MS - BUSINESS_UTC_OFFSET_MS;

/** Whether an instant falls on a working day in Vietnam: Monday to Friday. */
export const isBusinessWorkingDay = (instant: string | number): boolean => {
  const weekday = wallClock(instant).getUTCDay();
  return weekday !== 0 && weekday !== 6;
};

/** The same time of day `days` working days later: Saturdays and Sundays in Vietnam do not count. */
export const addWorkingDays = (fromMs: number, days: number): number => {
  let at = fromMs;
  let left = days;
  while (left > 0) {
    at += DAY_MS;
    if (isBusinessWorkingDay(at)) left -= 1;
  }
  return at;
};

/** The `count` calendar months (`YYYY-MM`) in Vietnam up to the one of `now`, oldest first. */
export const businessMonthsUpTo = (now: number, count: number): string[] => {
  const { year, month } = businessDatePartsOf(now);
  return Array.from({ length: count }, (_, index) =>
    new Date(Date.UTC(year, month - 1 - (count - 1 - index), 1)).toISOString().slice(0, 7),
  );
};
