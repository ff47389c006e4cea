import { datePresetRange } from '@contract/common/date-range';
import { DatePresetSchema, type DatePreset } from '@contract/common/enums.schema';
import { describe, expect, it } from 'vitest';

type Expected = Record<DatePreset, [string, string]>;

const check = (today: string, expected: Expected) => {
  for (const preset of DatePresetSchema.options) {
    const [from, to] = expected[preset];
    expect(datePresetRange(preset, today), `${preset} on ${today}`).toEqual({ from, to });
  }
};

describe('datePresetRange', () => {
  it('covers every preset in the middle of a month (Wednesday 15 May 2024)', () => {
    check('2024-05-15', {
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

  it('crosses a month boundary into a leap-year February (Friday 1 March 2024)', () => {
    check('2024-03-01', {
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

  it('counts the leap day itself as today (Thursday 29 February 2024)', () => {
    check('2024-02-29', {
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

  it('knows which Februaries have 29 days (2023 no, 2000 yes, 2100 no)', () => {
    expect(datePresetRange('yesterday', '2023-03-01')).toEqual({ from: '2023-02-28', to: '2023-02-28' });
    expect(datePresetRange('last_month', '2023-03-15')).toEqual({ from: '2023-02-01', to: '2023-02-28' });
    expect(datePresetRange('last_month', '2000-03-15')).toEqual({ from: '2000-02-01', to: '2000-02-29' });
    expect(datePresetRange('last_month', '2100-03-15')).toEqual({ from: '2100-02-01', to: '2100-02-28' });
  });

  it('crosses a year boundary (Wednesday 1 January 2025)', () => {
    check('2025-01-01', {
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

  it('gives last month whole from the last day of a long month (31 March 2024)', () => {
    expect(datePresetRange('last_month', '2024-03-31')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(datePresetRange('this_month', '2024-03-31')).toEqual({ from: '2024-03-01', to: '2024-03-31' });
  });

  it('starts weeks on Monday: on a Sunday "this week" began six days earlier, on a Monday it is that day', () => {
    // 2026-03-16 is a Monday.
    expect(datePresetRange('this_week', '2026-03-16')).toEqual({ from: '2026-03-16', to: '2026-03-16' });
    expect(datePresetRange('this_week', '2026-03-22')).toEqual({ from: '2026-03-16', to: '2026-03-22' });
    expect(datePresetRange('last_week', '2026-03-16')).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    expect(datePresetRange('last_week', '2026-03-22')).toEqual({ from: '2026-03-09', to: '2026-03-15' });
  });

  it('gives the ranges the mock backend has always answered around its seeded clock (Monday 16 March 2026)', () => {
    expect(datePresetRange('yesterday', '2026-03-01')).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(datePresetRange('last_7_days', '2026-03-16')).toEqual({ from: '2026-03-10', to: '2026-03-16' });
    expect(datePresetRange('last_30_days', '2026-03-16')).toEqual({ from: '2026-02-15', to: '2026-03-16' });
    expect(datePresetRange('last_week', '2026-03-18')).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    expect(datePresetRange('this_month', '2026-03-16')).toEqual({ from: '2026-03-01', to: '2026-03-16' });
    expect(datePresetRange('last_month', '2026-03-16')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(datePresetRange('last_month', '2026-01-05')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });

  it('refuses a text that is not a calendar day rather than rolling it over', () => {
    for (const notADay of ['2024-02-30', '2023-02-29', '2024-13-01', '2024-5-1', '2024-05-01T00:00:00Z', '']) {
      expect(() => datePresetRange('today', notADay), notADay).toThrow(RangeError);
    }
  });
});
