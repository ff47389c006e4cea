/**
 * Pure helpers of `npm run bench:web`: the pages measured, the command line, the figures read from a
 * Lighthouse result, medians and the table. No I/O here, so the unit test can check them on known inputs.
 */
import { parseArgs } from 'node:util';

/** `live`: the live suite's settings; `deployed`: the README's deploy settings (monitoring on); `demo`: the mock build. */
const BUILDS = ['live', 'deployed', 'demo'] as const;
export type Build = (typeof BUILDS)[number];

const PRESETS = ['desktop', 'mobile'] as const;
export type Preset = (typeof PRESETS)[number];

/** Who is signed in when a page is measured: nobody, or a scenario's account. */
export type Account = 'guest' | 'seller' | 'partner';

/** The scenario each signed-in account is, in both builds (the live servers' and the demo's `?scenario=`). */
export const ACCOUNT_SCENARIOS: Readonly<Record<Exclude<Account, 'guest'>, string>> = {
  seller: 'verified-seller',
  partner: 'partner',
};

/** The pages of issue 27, in the order they are measured and printed. */
export const BENCH_PAGES: ReadonlyArray<{ path: string; account: Account }> = [
  { path: '/login', account: 'guest' },
  { path: '/', account: 'seller' },
  { path: '/payment', account: 'seller' },
  { path: '/payment/add-fund', account: 'seller' },
  { path: '/my-ads-account', account: 'seller' },
  { path: '/partner-management', account: 'partner' },
  { path: '/partner-management-member', account: 'partner' },
];

export const DEFAULT_RUNS = 3;

export interface BenchOptions {
  builds: Build[];
  pages: string[];
  presets: Preset[];
  runs: number;
  /** False with `--no-build`: the builds left by an earlier run are measured. */
  build: boolean;
  /** Where the JSON goes; null for the default file. */
  out: string | null;
  /** A folder for every run's full Lighthouse report (JSON, opens in the Lighthouse viewer); null for none. */
  reports: string | null;
}

const listOption = <T extends string>(name: string, raw: string | undefined, allowed: readonly T[]): T[] => {
  if (raw === undefined) return [...allowed];
  const picked = raw
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  const unknown = picked.filter((item) => !(allowed as readonly string[]).includes(item));
  if (picked.length === 0 || unknown.length > 0) {
    throw new Error(`--${name} ${raw}: expected one or more of ${allowed.join(', ')} (comma-separated)`);
  }
  // In the canonical order, each once, whatever order they were given in.
  return allowed.filter((item) => picked.includes(item));
};

/** The command line (without `node` and the script). Throws with a usable message on a bad option. */
export const parseBenchOptions = (args: readonly string[]): BenchOptions => {
  const { values } = parseArgs({
    args: [...args],
    options: {
      only: { type: 'string' },
      pages: { type: 'string' },
      preset: { type: 'string' },
      runs: { type: 'string' },
      'no-build': { type: 'boolean', default: false },
      out: { type: 'string' },
      reports: { type: 'string' },
    },
    strict: true,
  });
  const runs = values.runs === undefined ? DEFAULT_RUNS : Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number ≥ 1, got ${values.runs}`);
  return {
    builds: listOption('only', values.only, BUILDS),
    pages: listOption(
      'pages',
      values.pages,
      BENCH_PAGES.map((page) => page.path),
    ),
    presets: listOption('preset', values.preset, PRESETS),
    runs,
    build: !values['no-build'],
    out: values.out ?? null,
    reports: values.reports ?? null,
  };
};

/** What one Lighthouse run gives: the score 0–1, times in ms, CLS unitless, bytes as transferred. */
export interface WebFigures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
  cssBytes: number;
}

/** The part of a Lighthouse result (`LH.Result`) read here. */
export interface LighthouseResultLike {
  finalDisplayedUrl: string;
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
}

const numericAudit = (result: LighthouseResultLike, id: string): number => {
  const value = result.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse gave no value for ${id}`);
  return value;
};

/** Transferred bytes of one resource type, from the `resource-summary` audit's rows. */
const transferred = (result: LighthouseResultLike, resourceType: 'script' | 'stylesheet'): number => {
  const details = result.audits['resource-summary']?.details as
    { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined;
  const row = details?.items?.find((item) => item.resourceType === resourceType);
  if (row?.transferSize === undefined) throw new Error(`Lighthouse gave no ${resourceType} bytes`);
  return row.transferSize;
};

/**
 * The figures of one run of `path`. Throws when Lighthouse failed or the page ended elsewhere
 * (a lost session lands on /login, which would otherwise be measured in its place).
 */
export const figuresOf = (result: LighthouseResultLike, path: string): WebFigures => {
  if (result.runtimeError)
    throw new Error(`${path}: Lighthouse ${result.runtimeError.code}: ${result.runtimeError.message}`);
  const landed = new URL(result.finalDisplayedUrl).pathname;
  if (landed !== path) throw new Error(`${path} ended on ${landed}, not the page meant to be measured`);
  const score = result.categories.performance?.score;
  if (score === null || score === undefined) throw new Error(`${path}: Lighthouse gave no performance score`);
  return {
    score,
    fcpMs: numericAudit(result, 'first-contentful-paint'),
    lcpMs: numericAudit(result, 'largest-contentful-paint'),
    tbtMs: numericAudit(result, 'total-blocking-time'),
    cls: numericAudit(result, 'cumulative-layout-shift'),
    jsBytes: transferred(result, 'script'),
    cssBytes: transferred(result, 'stylesheet'),
  };
};

/** The middle value; with an even count, the mean of the two middle ones. */
export const median = (values: readonly number[]): number => {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  // NOTE: middle < length, and middle - 1 ≥ 0 whenever the count is even and not zero.
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** Each figure's median over the runs on its own (as the issue's table reports them). */
export const medianFigures = (runs: readonly WebFigures[]): WebFigures => {
  const of = (key: keyof WebFigures) => median(runs.map((run) => run[key]));
  return {
    score: of('score'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    jsBytes: of('jsBytes'),
    cssBytes: of('cssBytes'),
  };
};

/** One page of one build under one preset: every run and their medians. */
export interface WebResult {
  path: string;
  build: Build;
  preset: Preset;
  runs: WebFigures[];
  median: WebFigures;
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
const milliseconds = (ms: number): string => `${Math.round(ms).toLocaleString('en')} ms`;
/** 1 KB = 1,024 bytes, as in bench:bundle. */
const kilobytes = (bytes: number): string => (bytes / 1024).toFixed(1);

/** A markdown table, one row per result in the given order, medians only. */
export const formatWebTable = (results: readonly WebResult[]): string => {
  const header = ['page', 'build', 'preset', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'JS KB', 'CSS KB', 'runs'];
  const rows = results.map(({ path, build, preset, runs, median: figures }) => [
    path,
    build,
    preset,
    figures.score.toFixed(2),
    seconds(figures.fcpMs),
    seconds(figures.lcpMs),
    milliseconds(figures.tbtMs),
    figures.cls.toFixed(3),
    kilobytes(figures.jsBytes),
    kilobytes(figures.cssBytes),
    String(runs.length),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const numeric = (column: number) => column >= 3;
  const render = (cells: readonly string[]) =>
    `| ${cells
      .map((cell, column) => (numeric(column) ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0)))
      .join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (numeric(column) ? `${'-'.repeat(width + 1)}:` : '-'.repeat(width + 2))).join('|')}|`;
  return [render(header), rule, ...rows.map(render)].join('\n');
};
