import {
  addWorkingDays,
  BUSINESS_TIME_ZONE,
  businessDatePartsOf,
  businessDayOf,
  businessDayStart,
  businessMonthOf,
  businessMonthsUpTo,
  businessYearOf,
  isBusinessWorkingDay,
  nextBusinessMidnight,
} from '@contract/common/business-calendar';
import { describe, expect, it } from 'vitest';

/** What the platform's own time-zone data says the day is in Vietnam: the reference for the arithmetic. */
const dayByIntl = (instant: string): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(instant));

describe('the business calendar (Vietnam, UTC+7)', () => {
  it('turns the day at 17:00 UTC, as the time-zone database does', () => {
    for (const instant of [
      '2026-03-15T16:59:59.999Z',
      '2026-03-15T17:00:00.000Z',
      '2026-12-31T17:00:00.000Z',
      '2024-02-28T17:30:00.000Z',
    ]) {
      expect(businessDayOf(instant)).toBe(dayByIntl(instant));
    }
    expect(businessDayOf('2026-03-15T17:00:00.000Z')).toBe('2026-03-16');
  });

  it('reads months and years on the same calendar, from an ISO time or Unix ms', () => {
    expect(businessMonthOf('2026-03-31T17:00:00.000Z')).toBe('2026-04');
    expect(businessYearOf('2026-12-31T16:59:59.000Z')).toBe(2026);
    expect(businessYearOf(Date.parse('2026-12-31T17:00:00.000Z'))).toBe(2027);
    expect(businessDatePartsOf('2024-02-28T18:00:00.000Z')).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it('starts a day at its midnight in Vietnam, and finds the next one', () => {
    expect(new Date(businessDayStart('2022-02-01')).toISOString()).toBe('2022-01-31T17:00:00.000Z');
    const start = businessDayStart('2026-03-16');
    expect(nextBusinessMidnight(start)).toBe(businessDayStart('2026-03-17'));
    expect(nextBusinessMidnight(start - 1)).toBe(start);
  });

  it('counts working days in Vietnam: a Friday evening in UTC is already Saturday there', () => {
    expect(isBusinessWorkingDay('2026-03-20T16:59:00.000Z')).toBe(true);
    expect(isBusinessWorkingDay('2026-03-20T17:00:00.000Z')).toBe(false);
    // Friday 2026-03-20, 10:00 in Ho Chi Minh City → the Tuesday after, same time.
    expect(new Date(addWorkingDays(Date.parse('2026-03-20T03:00:00.000Z'), 2)).toISOString()).toBe(
      '2026-03-24T03:00:00.000Z',
    );
    // Monday 2026-03-16 09:00 → Wednesday.
    expect(new Date(addWorkingDays(Date.parse('2026-03-16T02:00:00.000Z'), 2)).toISOString()).toBe(
      '2026-03-18T02:00:00.000Z',
    );
  });

  it('lists the months up to now across a year boundary, oldest first', () => {
    expect(businessMonthsUpTo(Date.parse('2026-01-31T20:00:00.000Z'), 3)).toEqual(['2025-12', '2026-01', '2026-02']);
    expect(businessMonthsUpTo(Date.parse('2026-01-15T00:00:00.000Z'), 2)).toEqual(['2025-12', '2026-01']);
  });
});
