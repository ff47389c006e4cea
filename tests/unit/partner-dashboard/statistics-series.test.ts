import { describe, expect, it } from 'vitest';
import { daysInMonth, fillSeries, statisticsBuckets } from '@contract/partnership/statistics-series';

const days = (buckets: ReturnType<typeof statisticsBuckets>) => buckets.map((bucket) => bucket.day);

describe('statisticsBuckets', () => {
  it('counts days 1..limitDay, by default every day of the month', () => {
    expect(days(statisticsBuckets({ period: 'day', year: 2025, month: 4 }))).toHaveLength(30);
    expect(days(statisticsBuckets({ period: 'day', year: 2025, month: 4, limitDay: 9 }))).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
    expect(statisticsBuckets({ period: 'day', year: 2025, month: 4 })[0]).toEqual({ day: 1, month: 4 });
  });

  it('knows February of a leap year and never passes the last day of the month', () => {
    expect(statisticsBuckets({ period: 'day', year: 2024, month: 2 })).toHaveLength(29);
    expect(statisticsBuckets({ period: 'day', year: 2025, month: 2 })).toHaveLength(28);
    expect(statisticsBuckets({ period: 'day', year: 2100, month: 2 })).toHaveLength(28);
    expect(statisticsBuckets({ period: 'day', year: 2025, month: 2, limitDay: 31 })).toHaveLength(28);
    expect(daysInMonth(2000, 2)).toBe(29);
  });

  it('counts months 1..limitMonth, 12 by default, with no day', () => {
    expect(statisticsBuckets({ period: 'month', year: 2025 })).toHaveLength(12);
    expect(statisticsBuckets({ period: 'month', year: 2025, limitMonth: 3 })).toEqual([
      { day: null, month: 1 },
      { day: null, month: 2 },
      { day: null, month: 3 },
    ]);
  });

  it('has no bucket for a by-day query without its month (the contract refuses one)', () => {
    expect(statisticsBuckets({ period: 'day', year: 2025 })).toEqual([]);
  });
});

describe('fillSeries', () => {
  const total = (entry: { total: number }) => entry.total;

  it('gives 0 to the days no entry reports', () => {
    const series = fillSeries(
      [
        { day: 2, month: 3, total: 4 },
        { day: 5, month: 3, total: 1 },
      ],
      { period: 'day', year: 2026, month: 3, limitDay: 6 },
      total,
    );
    expect(series).toEqual([0, 4, 0, 0, 1, 0]);
  });

  it('ignores entries outside the period: another month, past limitDay or limitMonth', () => {
    const byDay = { period: 'day', year: 2026, month: 3, limitDay: 10 } as const;
    expect(
      fillSeries(
        [
          { day: 2, month: 4, total: 9 },
          { day: 11, month: 3, total: 9 },
          { day: null, month: 3, total: 9 },
          { day: 10, month: 3, total: 2 },
        ],
        byDay,
        total,
      ),
    ).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 2]);
    expect(
      fillSeries(
        [
          { day: null, month: 5, total: 9 },
          { day: null, month: 2, total: 3 },
        ],
        { period: 'month', year: 2026, limitMonth: 4 },
        total,
      ),
    ).toEqual([0, 3, 0, 0]);
  });

  it('adds up several entries of one bucket, e.g. the plans charged on one day', () => {
    const charged = [
      { day: 1, month: 6, plan: 'regular_1', totalAmount: 2_900 },
      { day: 1, month: 6, plan: 'regular_3', totalAmount: 9_900 },
      { day: 3, month: 6, plan: 'regular_1', totalAmount: 2_900 },
    ];
    const query = { period: 'day', year: 2025, month: 6, limitDay: 3 } as const;
    expect(fillSeries(charged, query, (entry) => entry.totalAmount)).toEqual([12_800, 0, 2_900]);
    expect(
      fillSeries(
        charged.filter((entry) => entry.plan === 'regular_1'),
        query,
        (entry) => entry.totalAmount,
      ),
    ).toEqual([2_900, 0, 2_900]);
  });

  it('fills a whole year by month', () => {
    expect(fillSeries([{ day: null, month: 12, total: 7 }], { period: 'month', year: 2025 }, total)).toEqual([
      0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7,
    ]);
  });
});
