/**
 * Pure helpers of `npm run bench:mock`: percentiles, the result table and the summary line.
 * No I/O here, so the unit test can check them on known inputs.
 */

/** The latency target every measured route should meet. */
const TARGET_P95_MS = 20;

/**
 * The p-th percentile (0 < p ≤ 100) by the nearest-rank method: the smallest sample
 * with at least p% of the samples at or below it. Always one of the samples.
 */
export const percentile = (samples: readonly number[], p: number): number => {
  if (samples.length === 0) throw new Error('percentile of no samples');
  if (!(p > 0 && p <= 100)) throw new Error(`percentile rank must be in (0, 100], got ${p}`);
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  // NOTE: 1 ≤ rank ≤ length for p in (0, 100], so the index is always in range.
  return sorted[rank - 1] as number;
};

export interface LatencySummary {
  p50: number;
  p95: number;
  max: number;
}

export const summarize = (samples: readonly number[]): LatencySummary => ({
  p50: percentile(samples, 50),
  p95: percentile(samples, 95),
  max: percentile(samples, 100),
});

/** One measured case: a route with one set of params and query. */
export interface BenchRow {
  /** Dotted contract key, e.g. "partnership.listMembers". */
  key: string;
  method: string;
  /** The route's path, its params shown as `{what}` (e.g. `{partner}`). */
  path: string;
  /** The query string sent, without "?" ("" when none). */
  query: string;
  /** The status answered (the bench stops measuring a case at the first non-200). */
  status: number;
  /** Timed calls (after the warm-up); 0 when the case failed. */
  iterations: number;
  p50: number;
  p95: number;
  max: number;
  /** Size of the response body in KB (1 KB = 1,024 bytes). */
  sizeKb: number;
  /** The start of the body of a non-200 answer. */
  error?: string;
}

/** Worst p95 first; failed cases (no timings) at the top. */
export const sortByP95 = (rows: readonly BenchRow[]): BenchRow[] =>
  [...rows].sort((a, b) => Number(a.status === 200) - Number(b.status === 200) || b.p95 - a.p95);

const ms = (value: number): string => (Number.isFinite(value) ? value.toFixed(2) : '-');

/** A plain-text table, right-aligned numbers, one row per case in the given order. */
export const formatTable = (rows: readonly BenchRow[]): string => {
  const header = ['route key', 'method path', 'query', 'status', 'p50 ms', 'p95 ms', 'max ms', 'size KB'];
  const numeric = [false, false, false, true, true, true, true, true];
  const cells = rows.map((row) => [
    row.key,
    `${row.method} ${row.path}`,
    row.query === '' ? '-' : row.query,
    String(row.status),
    ms(row.p50),
    ms(row.p95),
    ms(row.max),
    row.sizeKb.toFixed(1),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((line) => line[column]?.length ?? 0)),
  );
  const render = (line: readonly string[]) =>
    line
      .map((cell, column) => {
        const width = widths[column] ?? 0;
        return numeric[column] ? cell.padStart(width) : cell.padEnd(width);
      })
      .join('  ')
      .trimEnd();
  return [render(header), render(widths.map((width) => '-'.repeat(width))), ...cells.map(render)].join('\n');
};

export interface BenchVerdict {
  /** The measured case with the highest p95 (undefined when nothing was measured). */
  worst: BenchRow | undefined;
  /** Measured cases over the target. */
  over: BenchRow[];
  failed: BenchRow[];
  targetMet: boolean;
}

export const verdictOf = (rows: readonly BenchRow[], targetMs = TARGET_P95_MS): BenchVerdict => {
  const measured = rows.filter((row) => row.status === 200);
  const failed = rows.filter((row) => row.status !== 200);
  const worst = sortByP95(measured)[0];
  const over = sortByP95(measured.filter((row) => row.p95 > targetMs));
  return { worst, over, failed, targetMet: failed.length === 0 && over.length === 0 };
};

const caseName = (row: BenchRow): string => (row.query === '' ? row.key : `${row.key}?${row.query}`);

/** The closing lines: worst p95 and whether every case meets the target. */
export const formatSummary = (rows: readonly BenchRow[], targetMs = TARGET_P95_MS): string => {
  const { worst, over, failed, targetMet } = verdictOf(rows, targetMs);
  const measured = rows.length - failed.length;
  const lines = [
    worst
      ? `Worst p95: ${ms(worst.p95)} ms (${caseName(worst)}), over ${measured} measured cases.`
      : 'Worst p95: - (nothing measured).',
    targetMet
      ? `Target p95 ≤ ${targetMs} ms: met for every route.`
      : `Target p95 ≤ ${targetMs} ms: NOT met` +
        (over.length > 0 ? ` (${over.length} over: ${over.map(caseName).join(', ')})` : '') +
        (failed.length > 0 ? ` (${failed.length} not answered 200: ${failed.map(caseName).join(', ')})` : '') +
        '.',
  ];
  return lines.join('\n');
};
