/* eslint-disable no-console */
/**
 * `npm run bench:mock`: latency of the mock backend's list handlers for the partner scenario
 * (2,000 referred members), in process: msw's `getResponse` answers each Request from the
 * same handlers as `createMockServer`, with no socket in between. Each case is warmed up,
 * then timed `--iterations` times with performance.now() (request handling plus reading the
 * body). It reports; it is not a gate: exit 0 whatever the timings, 1 only when a route does
 * not answer 200. What is measured: scripts/bench/routes.ts.
 *
 *   npm run bench:mock -- --iterations 500 --json bench.json
 */
import { writeFile } from 'node:fs/promises';
import { resolve as resolvePath } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { contract } from '@contract';
import { getResponse } from 'msw';
import { createMockServer, type MockServer } from '@mocks/node';
import { scenarioCatalogue } from '@scenarios/index';
import { fillPath, planCases, queryString, type ParamSource, type PlannedCase } from './bench/routes';
import { formatSummary, formatTable, sortByP95, summarize, verdictOf, type BenchRow } from './bench/stats';

export const BENCH_SCENARIO = 'partner';
export const DEFAULT_ITERATIONS = 200;
export const DEFAULT_WARMUP = 20;
/** Any origin: the handlers match paths on every origin (`anyOrigin`), as in vitest. */
const ORIGIN = 'http://localhost';

export interface BenchOptions {
  /** Timed calls per case (default 200). */
  iterations?: number;
  /** Untimed calls per case first (default 20). */
  warmup?: number;
  /** Called after each case (progress). */
  onCase?: (row: BenchRow, index: number, total: number) => void;
}

/** The ids the table's path params stand for, read from the seeded db. */
const paramValues = (mock: MockServer): Record<ParamSource, string> => {
  const email = mock.scenario.credentials?.email;
  const partner = mock.db.users.all().find((user) => user.email === email);
  if (!partner) throw new Error(`Scenario ${mock.scenario.id} has no signed-in account`);
  const accounts = new Map<string, number>();
  for (const account of mock.db.adAccounts.all()) accounts.set(account.userId, (accounts.get(account.userId) ?? 0) + 1);
  const members = mock.db.users.all().filter((user) => user.referredBy === partner.referralCode);
  const busiest = members.reduce<{ id: string; count: number } | null>((best, user) => {
    const count = accounts.get(user.id) ?? 0;
    return best === null || count > best.count ? { id: user.id, count } : best;
  }, null);
  if (!busiest) throw new Error(`Scenario ${mock.scenario.id} has no members`);
  return { partner: partner.id, memberWithMostAdAccounts: busiest.id };
};

interface Answer {
  status: number;
  bytes: number;
  text: string;
}

const call = async (mock: MockServer, url: string, token: string): Promise<Answer> => {
  const response = await getResponse(
    mock.handlers,
    new Request(url, { headers: { authorization: `Bearer ${token}` } }),
  );
  if (!response) return { status: 404, bytes: 0, text: `no handler for ${url}` };
  const text = await response.text();
  return { status: response.status, bytes: Buffer.byteLength(text), text };
};

const measure = async (
  mock: MockServer,
  token: string,
  item: PlannedCase,
  values: Record<ParamSource, string>,
  iterations: number,
  warmup: number,
): Promise<BenchRow> => {
  const query = queryString(item.query);
  const url = `${ORIGIN}${fillPath(item.route.path, item.params, values)}${query ? `?${query}` : ''}`;
  const base = { key: item.key, method: item.route.method, path: fillPath(item.route.path, item.params), query };
  const failed = (answer: Answer): BenchRow => ({
    ...base,
    status: answer.status,
    iterations: 0,
    p50: Number.NaN,
    p95: Number.NaN,
    max: Number.NaN,
    sizeKb: answer.bytes / 1024,
    error: answer.text.slice(0, 300),
  });

  // The warm-up also checks the answer: at least one call, even with warmup 0.
  let last = await call(mock, url, token);
  if (last.status !== 200) return failed(last);
  for (let i = 1; i < warmup; i += 1) {
    last = await call(mock, url, token);
    if (last.status !== 200) return failed(last);
  }

  const samples: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const request = new Request(url, { headers: { authorization: `Bearer ${token}` } });
    const started = performance.now();
    const response = await getResponse(mock.handlers, request);
    const text = response ? await response.text() : '';
    samples.push(performance.now() - started);
    if (response?.status !== 200) {
      return failed({ status: response?.status ?? 404, bytes: Buffer.byteLength(text), text });
    }
    last = { status: 200, bytes: Buffer.byteLength(text), text };
  }
  return { ...base, status: 200, iterations, ...summarize(samples), sizeKb: last.bytes / 1024 };
};

/** Seeds the partner scenario, signs the partner in and measures every planned case, in contract order. */
export const runBench = async (options: BenchOptions = {}): Promise<BenchRow[]> => {
  const iterations = options.iterations ?? DEFAULT_ITERATIONS;
  const warmup = options.warmup ?? Math.min(DEFAULT_WARMUP, iterations);
  if (!Number.isInteger(iterations) || iterations < 1) throw new Error(`iterations must be ≥ 1, got ${iterations}`);
  if (!Number.isInteger(warmup) || warmup < 0) throw new Error(`warmup must be ≥ 0, got ${warmup}`);

  const cases = planCases(contract);
  const mock = await createMockServer({ catalogue: scenarioCatalogue, scenario: BENCH_SCENARIO });
  const token = await mock.signIn();
  const values = paramValues(mock);
  const rows: BenchRow[] = [];
  for (const [index, item] of cases.entries()) {
    const row = await measure(mock, token, item, values, iterations, warmup);
    rows.push(row);
    options.onCase?.(row, index, cases.length);
  }
  return rows;
};

const positiveInt = (name: string, value: string | undefined, fallback: number): number => {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`--${name} must be a whole number, got ${value}`);
  return parsed;
};

const main = async (): Promise<number> => {
  const { values } = parseArgs({
    options: { iterations: { type: 'string' }, warmup: { type: 'string' }, json: { type: 'string' } },
  });
  const iterations = positiveInt('iterations', values.iterations, DEFAULT_ITERATIONS);
  const warmup = positiveInt('warmup', values.warmup, Math.min(DEFAULT_WARMUP, iterations));
  console.log(
    `Mock handler latency, scenario ${BENCH_SCENARIO}: ${warmup} warm-up + ${iterations} timed calls per case`,
  );

  const started = performance.now();
  const rows = await runBench({
    iterations,
    warmup,
    onCase: (row, index, total) => {
      if (process.stderr.isTTY) process.stderr.write(`\r  ${index + 1}/${total} ${row.key}`.padEnd(80));
    },
  });
  if (process.stderr.isTTY) process.stderr.write(`\r${''.padEnd(80)}\r`);

  console.log(`\n${formatTable(sortByP95(rows))}\n`);
  console.log(formatSummary(rows));
  console.log(`(${rows.length} cases in ${((performance.now() - started) / 1000).toFixed(1)} s, seeding included)`);

  if (values.json) {
    await writeFile(values.json, `${JSON.stringify(sortByP95(rows), null, 2)}\n`);
    console.log(`Rows written to ${values.json}`);
  }

  const { failed } = verdictOf(rows);
  for (const row of failed) {
    console.error(`✗ ${row.key} ${row.method} ${row.path}?${row.query} answered ${row.status}: ${row.error ?? ''}`);
  }
  return failed.length > 0 ? 1 : 0;
};

// Run only as the entry point, not when the unit test imports runBench.
if (process.argv[1] && import.meta.url === pathToFileURL(resolvePath(process.argv[1])).href) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
