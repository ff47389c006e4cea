import { contract, listRoutes } from '@contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { runBench } from '../../../scripts/bench-mock';
import { BENCH_CASES, fillPath, listShapeOf, NOT_BENCHED, planCases, queryString } from '../../../scripts/bench/routes';
import {
  formatSummary,
  formatTable,
  percentile,
  sortByP95,
  summarize,
  verdictOf,
  type BenchRow,
} from '../../../scripts/bench/stats';

const row = (key: string, p95: number, status = 200): BenchRow => ({
  key,
  method: 'GET',
  path: `/api/${key}`,
  query: '',
  status,
  iterations: status === 200 ? 10 : 0,
  p50: status === 200 ? p95 / 2 : Number.NaN,
  p95: status === 200 ? p95 : Number.NaN,
  max: status === 200 ? p95 * 2 : Number.NaN,
  sizeKb: 1.5,
});

describe('percentile (nearest rank)', () => {
  const hundred = Array.from({ length: 100 }, (_, index) => index + 1);

  it('picks the sample at rank ceil(p% of n) of the sorted samples', () => {
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 95)).toBe(95);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 100)).toBe(100);
    expect(percentile(hundred, 1)).toBe(1);
  });

  it('sorts numerically whatever the input order, without changing the input', () => {
    const samples = [10, 2, 33, 4, 1];
    expect(percentile(samples, 50)).toBe(4);
    expect(percentile(samples, 95)).toBe(33);
    expect(samples).toEqual([10, 2, 33, 4, 1]);
  });

  it('rounds the rank up on small samples', () => {
    expect(percentile([5], 50)).toBe(5);
    expect(percentile([1, 2], 50)).toBe(1);
    expect(percentile([1, 2], 51)).toBe(2);
    expect(percentile([3, 1, 2], 95)).toBe(3);
  });

  it('refuses no samples and ranks outside (0, 100]', () => {
    expect(() => percentile([], 50)).toThrow('no samples');
    expect(() => percentile([1], 0)).toThrow('(0, 100]');
    expect(() => percentile([1], 101)).toThrow('(0, 100]');
  });

  it('summarizes p50, p95 and max', () => {
    expect(summarize(hundred)).toEqual({ p50: 50, p95: 95, max: 100 });
  });
});

describe('table and summary', () => {
  const rows = [row('fast', 2), row('slow', 30), row('middle', 12)];

  it('sorts the worst p95 first, failed cases on top', () => {
    expect(sortByP95([...rows, row('broken', 0, 500)]).map((item) => item.key)).toEqual([
      'broken',
      'slow',
      'middle',
      'fast',
    ]);
  });

  it('prints one line per row under a header', () => {
    const lines = formatTable(sortByP95(rows)).split('\n');
    expect(lines).toHaveLength(2 + rows.length);
    expect(lines[0]).toMatch(/^route key\s+method path\s+query\s+status\s+p50 ms\s+p95 ms\s+max ms\s+size KB$/);
    expect(lines[2]).toMatch(/^slow\s+GET \/api\/slow\s+-\s+200\s+15\.00\s+30\.00\s+60\.00\s+1\.5$/);
  });

  it('names the worst p95 and the cases over the target', () => {
    expect(verdictOf(rows).targetMet).toBe(false);
    expect(formatSummary(rows)).toBe(
      'Worst p95: 30.00 ms (slow), over 3 measured cases.\nTarget p95 ≤ 20 ms: NOT met (1 over: slow).',
    );
    expect(formatSummary(rows, 50)).toContain('Target p95 ≤ 50 ms: met for every route.');
  });

  it('never calls the target met when a case did not answer 200', () => {
    const verdict = verdictOf([row('fast', 2), row('broken', 0, 403)]);
    expect(verdict.targetMet).toBe(false);
    expect(verdict.failed.map((item) => item.key)).toEqual(['broken']);
  });
});

describe('route selection', () => {
  it('classifies answers as bare, paged, embedded lists or records', () => {
    const item = z.object({ id: z.string() });
    expect(listShapeOf(z.array(item))).toBe('array');
    expect(listShapeOf(z.object({ content: z.array(item), paging: z.object({ total: z.number() }) }))).toBe('paged');
    expect(listShapeOf(z.object({ deposits: z.object({ statistics: z.array(item) }) }))).toBe('embedded');
    expect(listShapeOf(z.object({ id: z.string(), tags: z.object({ name: z.string() }) }))).toBe('record');
    expect(listShapeOf(undefined)).toBe('record');
  });

  it('plans every table case and covers every list-shaped GET route of the contract', () => {
    const planned = planCases(contract);
    const expected = Object.values(BENCH_CASES).reduce((sum, cases) => sum + cases.length, 0);
    expect(planned).toHaveLength(expected);
    expect(planned.every((item) => item.route.method === 'GET')).toBe(true);
    const gets = new Set(
      listRoutes(contract)
        .filter(({ route }) => route.method === 'GET')
        .map(({ key }) => key),
    );
    for (const key of [...Object.keys(BENCH_CASES), ...Object.keys(NOT_BENCHED)]) expect(gets).toContain(key);
  });

  it('fills path params and query strings', () => {
    expect(fillPath('/api/partnership/:id/gift-codes', { id: 'partner' })).toBe(
      '/api/partnership/{partner}/gift-codes',
    );
    expect(
      fillPath(
        '/api/partnership/:id/gift-codes',
        { id: 'partner' },
        { partner: 'usr 1', memberWithMostAdAccounts: 'x' },
      ),
    ).toBe('/api/partnership/usr%201/gift-codes');
    expect(() => fillPath('/api/pixels/:id', undefined)).toThrow(':id');
    expect(queryString({ period: 'day', year: '2026', month: '3' })).toBe('period=day&year=2026&month=3');
    expect(queryString(undefined)).toBe('');
  });
});

describe('runBench (smoke, no timing assertions)', () => {
  it('measures every planned case of the partner scenario with 200 answers', async () => {
    const rows = await runBench({ iterations: 2, warmup: 1 });
    expect(rows).toHaveLength(planCases(contract).length);
    for (const item of rows) {
      expect({ key: item.key, query: item.query, status: item.status, error: item.error }).toEqual({
        key: item.key,
        query: item.query,
        status: 200,
        error: undefined,
      });
      expect(item.iterations).toBe(2);
      expect(Number.isFinite(item.p50)).toBe(true);
      expect(Number.isFinite(item.p95)).toBe(true);
      expect(item.p50).toBeLessThanOrEqual(item.p95);
      expect(item.p95).toBeLessThanOrEqual(item.max);
      expect(item.sizeKb).toBeGreaterThan(0);
    }
  });
});
