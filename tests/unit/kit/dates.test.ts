import { datePresetRange } from '@contract/common/date-range';
import { DatePresetSchema, type DatePreset } from '@contract/common/enums.schema';
import { describe, expect, it } from 'vitest';
import { dateRangeOfSearch, dateRangeSearchOf, presetRange, resolveDateRange } from '@/lib/dates';
import { calendarDay } from '@mocks/rules/ledger/history';

const HCM = 'Asia/Ho_Chi_Minh';
const LA = 'America/Los_Angeles';

type Expected = Record<DatePreset, [string, string]>;

const check = (now: string, timezone: string, expected: Expected) => {
  for (const preset of DatePresetSchema.options) {
    const [from, to] = expected[preset];
    expect(presetRange(preset, new Date(now), timezone), `${preset} at ${now} in ${timezone}`).toEqual({ from, to });
  }
};

describe('presetRange', () => {
  it('covers every preset in the middle of a month (Wednesday 15 May 2024)', () => {
    check('2024-05-15T05:00:00Z', HCM, {
      today: ['2024-05-15', '2024-05-15'],
      yesterday: ['2024-05-14', '2024-05-14'],
      last_7_days: ['2024-05-09', '2024-05-15'],
      last_30_days: ['2024-04-16', '2024-05-15'],
      this_week: ['2024-05-13', '2024-05-15'],
      last_week: ['2024-05-06', '2024-05-12'],
      this_month: ['2024-05-01', '2024-05-15'],
      last_month: ['2024-04-01', '2024-04-30'],
    });
  });

  it('crosses a month boundary, with a leap-year February (Friday 1 March 2024)', () => {
    check('2024-03-01T03:00:00Z', HCM, {
      today: ['2024-03-01', '2024-03-01'],
      yesterday: ['2024-02-29', '2024-02-29'],
      last_7_days: ['2024-02-24', '2024-03-01'],
      last_30_days: ['2024-02-01', '2024-03-01'],
      this_week: ['2024-02-26', '2024-03-01'],
      last_week: ['2024-02-19', '2024-02-25'],
      this_month: ['2024-03-01', '2024-03-01'],
      last_month: ['2024-02-01', '2024-02-29'],
    });
  });

  it('crosses a year boundary (Wednesday 1 January 2025)', () => {
    check('2025-01-01T02:00:00Z', HCM, {
      today: ['2025-01-01', '2025-01-01'],
      yesterday: ['2024-12-31', '2024-12-31'],
      last_7_days: ['2024-12-26', '2025-01-01'],
      last_30_days: ['2024-12-03', '2025-01-01'],
      this_week: ['2024-12-30', '2025-01-01'],
      last_week: ['2024-12-23', '2024-12-29'],
      this_month: ['2025-01-01', '2025-01-01'],
      last_month: ['2024-12-01', '2024-12-31'],
    });
  });

  it('uses the configured timezone, not UTC: 31 Dec 2024 20:00 UTC is already New Year in Ho Chi Minh City', () => {
    const now = '2024-12-31T20:00:00Z';
    expect(presetRange('today', new Date(now), 'UTC')).toEqual({ from: '2024-12-31', to: '2024-12-31' });
    check(now, HCM, {
      today: ['2025-01-01', '2025-01-01'],
      yesterday: ['2024-12-31', '2024-12-31'],
      last_7_days: ['2024-12-26', '2025-01-01'],
      last_30_days: ['2024-12-03', '2025-01-01'],
      this_week: ['2024-12-30', '2025-01-01'],
      last_week: ['2024-12-23', '2024-12-29'],
      this_month: ['2025-01-01', '2025-01-01'],
      last_month: ['2024-12-01', '2024-12-31'],
    });
  });

  it('and the other way round: 1 March 2024 03:00 UTC is still 29 February in Los Angeles', () => {
    check('2024-03-01T03:00:00Z', LA, {
      today: ['2024-02-29', '2024-02-29'],
      yesterday: ['2024-02-28', '2024-02-28'],
      last_7_days: ['2024-02-23', '2024-02-29'],
      last_30_days: ['2024-01-31', '2024-02-29'],
      this_week: ['2024-02-26', '2024-02-29'],
      last_week: ['2024-02-19', '2024-02-25'],
      this_month: ['2024-02-01', '2024-02-29'],
      last_month: ['2024-01-01', '2024-01-31'],
    });
  });

  it('starts weeks on Monday: on a Sunday "this week" began six days earlier, on a Monday it is that day', () => {
    expect(presetRange('this_week', new Date('2024-05-19T05:00:00Z'), HCM)).toEqual({
      from: '2024-05-13',
      to: '2024-05-19',
    });
    expect(presetRange('this_week', new Date('2024-05-20T05:00:00Z'), HCM)).toEqual({
      from: '2024-05-20',
      to: '2024-05-20',
    });
    expect(presetRange('last_week', new Date('2024-05-20T05:00:00Z'), HCM)).toEqual({
      from: '2024-05-13',
      to: '2024-05-19',
    });
  });

  it('keeps calendar days across a daylight-saving change (New York, 10 March 2024)', () => {
    expect(presetRange('last_7_days', new Date('2024-03-11T12:00:00Z'), 'America/New_York')).toEqual({
      from: '2024-03-05',
      to: '2024-03-11',
    });
  });

  it('agrees with the mock backend, which resolves a datePreset on its own "today" in the timezone', () => {
    // Either side of midnight in Ho Chi Minh City (17:00 UTC).
    const instants = ['2024-03-01T03:00:00Z', '2024-12-31T20:00:00Z', '2024-05-19T16:59:59Z', '2024-05-19T17:00:00Z'];
    for (const instant of instants) {
      const serverToday = calendarDay(instant, HCM);
      for (const preset of DatePresetSchema.options) {
        expect(presetRange(preset, new Date(instant), HCM)).toEqual(datePresetRange(preset, serverToday));
      }
    }
  });
});

describe('resolveDateRange', () => {
  const now = new Date('2024-05-15T05:00:00Z');

  it('recomputes a preset at call time, ignoring the range it was picked with', () => {
    expect(resolveDateRange({ preset: 'today', from: '2024-05-01', to: '2024-05-01' }, now, HCM)).toEqual({
      from: '2024-05-15',
      to: '2024-05-15',
    });
  });

  it('passes a custom range through and gives nothing for no filter', () => {
    expect(resolveDateRange({ from: '2024-05-02', to: '2024-05-09' }, now, HCM)).toEqual({
      from: '2024-05-02',
      to: '2024-05-09',
    });
    expect(resolveDateRange({}, now, HCM)).toEqual({});
  });
});

describe('a date filter kept in the URL', () => {
  it('keeps a preset as a preset and a custom range as its days', () => {
    expect(dateRangeSearchOf({ preset: 'last_7_days' })).toEqual({
      datePreset: 'last_7_days',
      from: undefined,
      to: undefined,
    });
    expect(dateRangeSearchOf({ from: '2026-11-01', to: '2026-11-15' })).toEqual({
      datePreset: undefined,
      from: '2026-11-01',
      to: '2026-11-15',
    });
  });

  it('reads a custom range before a preset, and nothing as no filter', () => {
    expect(dateRangeOfSearch({ datePreset: 'today', from: '2026-11-01' })).toEqual({
      from: '2026-11-01',
      to: undefined,
    });
    expect(dateRangeOfSearch({ datePreset: 'today' })).toEqual({ preset: 'today' });
    expect(dateRangeOfSearch({})).toEqual({});
  });
});
