import { describe, expect, it } from 'vitest';
import {
  BENCH_PAGES,
  DEFAULT_RUNS,
  figuresOf,
  formatWebTable,
  median,
  medianFigures,
  parseBenchOptions,
  type LighthouseResultLike,
  type WebFigures,
} from '../../../scripts/bench/web';

const figures = (overrides: Partial<WebFigures> = {}): WebFigures => ({
  score: 0.9,
  fcpMs: 1_000,
  lcpMs: 2_000,
  tbtMs: 100,
  cls: 0,
  jsBytes: 200 * 1024,
  cssBytes: 15 * 1024,
  ...overrides,
});

const lighthouseResult = (overrides: Partial<LighthouseResultLike> = {}): LighthouseResultLike => ({
  finalDisplayedUrl: 'http://127.0.0.1:4000/payment?tab=history',
  categories: { performance: { score: 0.83 } },
  audits: {
    'first-contentful-paint': { numericValue: 1_234 },
    'largest-contentful-paint': { numericValue: 2_345 },
    'total-blocking-time': { numericValue: 456 },
    'cumulative-layout-shift': { numericValue: 0.012 },
    'resource-summary': {
      details: {
        items: [
          { resourceType: 'total', transferSize: 9_999 },
          { resourceType: 'script', transferSize: 7_000 },
          { resourceType: 'stylesheet', transferSize: 2_000 },
        ],
      },
    },
  },
  ...overrides,
});

describe('parseBenchOptions', () => {
  it('measures every build, page and preset, 3 runs, building first, by default', () => {
    expect(parseBenchOptions([])).toEqual({
      builds: ['live', 'deployed', 'demo'],
      pages: BENCH_PAGES.map((page) => page.path),
      presets: ['desktop', 'mobile'],
      runs: DEFAULT_RUNS,
      build: true,
      out: null,
      reports: null,
    });
    expect(DEFAULT_RUNS).toBe(3);
  });

  it('narrows to the given lists, in the canonical order, each once', () => {
    const options = parseBenchOptions([
      '--only',
      'demo',
      '--pages',
      '/payment, /login,/payment',
      '--preset',
      'mobile',
      '--runs',
      '5',
      '--no-build',
      '--out',
      '/tmp/x.json',
      '--reports',
      '/tmp/reports',
    ]);
    expect(options).toEqual({
      builds: ['demo'],
      pages: ['/login', '/payment'],
      presets: ['mobile'],
      runs: 5,
      build: false,
      out: '/tmp/x.json',
      reports: '/tmp/reports',
    });
  });

  it('refuses what it cannot measure, naming what it can', () => {
    expect(() => parseBenchOptions(['--pages', '/login,/nowhere'])).toThrow(/--pages \/login,\/nowhere: expected/);
    expect(() => parseBenchOptions(['--only', 'staging'])).toThrow('expected one or more of live, deployed, demo');
    expect(() => parseBenchOptions(['--preset', ','])).toThrow('expected one or more of desktop, mobile');
    expect(() => parseBenchOptions(['--runs', '0'])).toThrow('--runs must be a whole number ≥ 1, got 0');
    expect(() => parseBenchOptions(['--runs', '1.5'])).toThrow('--runs must be a whole number');
    expect(() => parseBenchOptions(['--fast'])).toThrow(/--fast/);
  });
});

describe('median', () => {
  it('is the middle value of an odd count, whatever the order', () => {
    expect(median([7])).toBe(7);
    expect(median([300, 100, 200])).toBe(200);
  });

  it('is the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('refuses no values', () => {
    expect(() => median([])).toThrow('median of no values');
  });
});

describe('medianFigures', () => {
  it('takes each figure’s median on its own, so the result may match no single run', () => {
    const runs = [
      figures({ score: 0.5, lcpMs: 3_000, tbtMs: 50 }),
      figures({ score: 0.9, lcpMs: 1_000, tbtMs: 500 }),
      figures({ score: 0.7, lcpMs: 2_000, tbtMs: 900 }),
    ];
    expect(medianFigures(runs)).toEqual(figures({ score: 0.7, lcpMs: 2_000, tbtMs: 500 }));
  });
});

describe('figuresOf', () => {
  it('reads score, metrics and transferred JS and CSS bytes of the page meant', () => {
    expect(figuresOf(lighthouseResult(), '/payment')).toEqual({
      score: 0.83,
      fcpMs: 1_234,
      lcpMs: 2_345,
      tbtMs: 456,
      cls: 0.012,
      jsBytes: 7_000,
      cssBytes: 2_000,
    });
  });

  it('refuses a run that ended on another page (a lost session lands on /login)', () => {
    const result = lighthouseResult({ finalDisplayedUrl: 'http://127.0.0.1:4000/login?redirect=%2Fpayment' });
    expect(() => figuresOf(result, '/payment')).toThrow('/payment ended on /login, not the page meant to be measured');
  });

  it('refuses a failed run and a run without a score or a metric', () => {
    expect(() =>
      figuresOf(lighthouseResult({ runtimeError: { code: 'NO_FCP', message: 'no paint' } }), '/payment'),
    ).toThrow('/payment: Lighthouse NO_FCP: no paint');
    expect(() => figuresOf(lighthouseResult({ categories: { performance: { score: null } } }), '/payment')).toThrow(
      'no performance score',
    );
    const { 'total-blocking-time': _dropped, ...audits } = lighthouseResult().audits;
    expect(() => figuresOf(lighthouseResult({ audits }), '/payment')).toThrow('no value for total-blocking-time');
  });
});

describe('formatWebTable', () => {
  it('prints a markdown table of medians: seconds, grouped milliseconds, KB of 1,024 bytes', () => {
    const table = formatWebTable([
      { path: '/login', build: 'live', preset: 'desktop', runs: [figures()], median: figures() },
      {
        path: '/partner-management-member',
        build: 'demo',
        preset: 'mobile',
        runs: [figures(), figures(), figures()],
        median: figures({ score: 0.32, fcpMs: 3_540, lcpMs: 9_260, tbtMs: 2_284.6, cls: 0.1234, jsBytes: 735_232 }),
      },
    ]);
    expect(table).toBe(
      [
        '| page                       | build | preset  | score |   FCP |   LCP |      TBT |   CLS | JS KB | CSS KB | runs |',
        '|----------------------------|-------|---------|------:|------:|------:|---------:|------:|------:|-------:|-----:|',
        '| /login                     | live  | desktop |  0.90 | 1.0 s | 2.0 s |   100 ms | 0.000 | 200.0 |   15.0 |    1 |',
        '| /partner-management-member | demo  | mobile  |  0.32 | 3.5 s | 9.3 s | 2,285 ms | 0.123 | 718.0 |   15.0 |    3 |',
      ].join('\n'),
    );
  });
});
