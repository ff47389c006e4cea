import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  afterIdleFilesOf,
  BundleBudgetsSchema,
  compareBudgets,
  describeFile,
  formatBreach,
  formatInitialTable,
  formatRouteTable,
  formatTable,
  gzipBytes,
  routeChunksOf,
  routeChunkBudget,
  totalBytes,
  type BundleBudgets,
  type BundleFigures,
  type Manifest,
  type PageFigures,
} from '../../../scripts/bench/bundle';
import { routePathOfFile } from '../../../scripts/build/route-paths';

const KB = 1024;

const budgets: BundleBudgets = {
  loginJsKb: 100,
  loginCssKb: 10,
  dashboardJsKb: 200,
  dashboardCssKb: 10,
  loginFiles: 3,
  dashboardFiles: 2,
  routeChunkJsKb: 5,
  routeChunkJsKbByRoute: { '/register': 2 },
  deployed: {
    loginJsKb: 110,
    loginCssKb: 10,
    dashboardJsKb: 210,
    dashboardCssKb: 10,
    loginFiles: 3,
    dashboardFiles: 2,
    afterIdleJsKb: 50,
  },
};

const figures = (overrides: { loginJs?: number; dashboardCss?: number; chunk?: number } = {}): BundleFigures => ({
  login: {
    path: '/login',
    assets: [
      { file: 'assets/index-a.js', kind: 'js', gzipBytes: (overrides.loginJs ?? 60) * KB },
      { file: 'assets/login-b.js', kind: 'js', gzipBytes: 30 * KB },
      { file: 'assets/index-c.css', kind: 'css', gzipBytes: 8 * KB },
    ],
    afterIdle: [],
  },
  dashboard: {
    path: '/',
    assets: [
      { file: 'assets/index-a.js', kind: 'js', gzipBytes: 150 * KB },
      { file: 'assets/index-c.css', kind: 'css', gzipBytes: (overrides.dashboardCss ?? 8) * KB },
    ],
    afterIdle: [],
  },
  routeChunks: [
    { route: '/login', split: 'component', file: 'assets/login-b.js', gzipBytes: (overrides.chunk ?? 4) * KB },
    { route: '/register', split: 'component', file: 'assets/register-d.js', gzipBytes: 2 * KB },
  ],
});

/** The deployed build: the tests' build with monitoring, whose reporter loads once the page is idle. */
const deployedFigures = (reporterKb = 40): PageFigures => {
  const { login, dashboard } = figures({ loginJs: 65 });
  const afterIdle = [{ file: 'assets/reporter-r.js', kind: 'js' as const, gzipBytes: reporterKb * KB }];
  return { login: { ...login, afterIdle }, dashboard: { ...dashboard, afterIdle } };
};

describe('routePathOfFile (TanStack file-based routing)', () => {
  it.each([
    ['src/routes/_guest/login.tsx', '/login'],
    ['src/routes/_auth/_verified/index.tsx', '/'],
    ['src/routes/_auth/_verified/payment/index.tsx', '/payment'],
    ['src/routes/_auth/_verified/_partner/member/$id.tsx', '/member/$id'],
    ['src/routes/_auth/payment/tazapay/success.tsx', '/payment/tazapay/success'],
    ['src/routes/$.tsx', '/$'],
    ['src/routes/status.tsx', '/status'],
    ['src/routes/settings.profile.tsx', '/settings/profile'],
    ['src/routes/(marketing)/about.tsx', '/about'],
    ['src/routes/posts_/$id.edit.tsx', '/posts/$id/edit'],
    ['src/routes/billing/route.tsx', '/billing'],
  ])('%s serves %s', (file, path) => {
    expect(routePathOfFile(file)).toBe(path);
  });

  it('names pathless layouts and the root by their route id', () => {
    expect(routePathOfFile('src/routes/_auth.tsx')).toBe('/_auth (layout)');
    expect(routePathOfFile('src/routes/_auth/_verified.tsx')).toBe('/_auth/_verified (layout)');
    expect(routePathOfFile('src/routes/_auth/route.tsx')).toBe('/_auth (layout)');
    expect(routePathOfFile('src/routes/__root.tsx')).toBe('__root (layout)');
  });

  it('gives no route for ignored files and files outside src/routes', () => {
    expect(routePathOfFile('src/routes/-components/card.tsx')).toBeNull();
    expect(routePathOfFile('src/features/auth/login-form.tsx')).toBeNull();
  });
});

describe('routeChunksOf (build manifest)', () => {
  const manifest: Manifest = {
    'index.html': { file: 'assets/index-a.js', src: 'index.html', isEntry: true, css: ['assets/index-c.css'] },
    'src/routes/_guest/login.tsx?tsr-split=component': {
      file: 'assets/login-b.js',
      src: 'src/routes/_guest/login.tsx?tsr-split=component',
      name: 'login',
      isDynamicEntry: true,
    },
    'src/routes/status.tsx?tsr-split=errorComponent': { file: 'assets/status-e.js', isDynamicEntry: true },
    'src/routes/status.tsx?tsr-split=component': { file: 'assets/status-f.js', isDynamicEntry: true },
    'locales/en/auth.json': { file: 'assets/auth-g.js', src: 'locales/en/auth.json', isDynamicEntry: true },
    '_Button-h.js': { file: 'assets/Button-h.js', name: 'Button' },
  };

  it('keeps the router-split chunks of route files only, named by route and split, in route order', () => {
    expect(routeChunksOf(manifest)).toEqual([
      { route: '/login', split: 'component', file: 'assets/login-b.js' },
      { route: '/status', split: 'component', file: 'assets/status-f.js' },
      { route: '/status', split: 'errorComponent', file: 'assets/status-e.js' },
    ]);
  });

  it('describes each built file by what it is', () => {
    expect(describeFile(manifest, 'assets/login-b.js')).toBe('route /login');
    expect(describeFile(manifest, 'assets/index-a.js')).toBe('entry index.html');
    expect(describeFile(manifest, 'assets/index-c.css')).toBe('CSS of index.html');
    expect(describeFile(manifest, 'assets/auth-g.js')).toBe('lazy locales/en/auth.json');
    expect(describeFile(manifest, 'assets/Button-h.js')).toBe('shared Button');
    expect(describeFile(manifest, 'assets/unknown.js')).toBe('not in the manifest');
  });

  it("finds the error reporter's files, not what the entry loads anyway", () => {
    const withReporter: Manifest = {
      ...manifest,
      'index.html': { ...manifest['index.html']!, imports: ['_Button-h.js'] },
      'src/lib/monitoring/reporter.ts': {
        file: 'assets/reporter-r.js',
        src: 'src/lib/monitoring/reporter.ts',
        isDynamicEntry: true,
        imports: ['_Button-h.js', '_sentry-s.js'],
      },
      '_sentry-s.js': { file: 'assets/sentry-s.js', css: ['assets/sentry-t.css'] },
      'src/lib/monitoring/replay.ts': { file: 'assets/replay-u.js', src: 'src/lib/monitoring/replay.ts' },
    };
    expect([...afterIdleFilesOf(withReporter)].sort()).toEqual([
      'assets/replay-u.js',
      'assets/reporter-r.js',
      'assets/sentry-s.js',
      'assets/sentry-t.css',
    ]);
    expect(afterIdleFilesOf(manifest).size).toBe(0);
  });
});

describe('gzipBytes', () => {
  it('is the gzip level 9 size of the content, the same every time', () => {
    const content = new TextEncoder().encode('export const a = 1;\n'.repeat(200));
    expect(gzipBytes(content)).toBe(gzipSync(content, { level: 9 }).length);
    expect(gzipBytes(content)).toBe(gzipBytes(content));
    expect(gzipBytes(content)).toBeLessThan(content.length);
  });
});

describe('budgets', () => {
  it('reads the budgets file shape and refuses unknown or missing figures', () => {
    expect(BundleBudgetsSchema.parse(budgets)).toEqual(budgets);
    expect(BundleBudgetsSchema.parse({ ...budgets, routeChunkJsKbByRoute: undefined }).routeChunkJsKbByRoute).toEqual(
      {},
    );
    expect(BundleBudgetsSchema.safeParse({ ...budgets, loginJsKb: undefined }).success).toBe(false);
    expect(BundleBudgetsSchema.safeParse({ ...budgets, extraKb: 1 }).success).toBe(false);
    expect(BundleBudgetsSchema.safeParse({ ...budgets, loginCssKb: 0 }).success).toBe(false);
    expect(BundleBudgetsSchema.safeParse({ ...budgets, loginFiles: 2.5 }).success).toBe(false);
  });

  it('sums a page by kind', () => {
    expect(totalBytes(figures().login, 'js')).toBe(90 * KB);
    expect(totalBytes(figures().login, 'css')).toBe(8 * KB);
  });

  it('passes figures at or under their budget', () => {
    expect(compareBudgets(figures({ loginJs: 70, chunk: 5 }), budgets)).toEqual([]);
  });

  it('names every figure over its budget, with its size and budget', () => {
    const stricter = { ...budgets, routeChunkJsKbByRoute: { '/register': 1.5 } };
    const breaches = compareBudgets(figures({ loginJs: 71, dashboardCss: 12, chunk: 5.5 }), stricter);
    expect(breaches).toEqual([
      { what: 'login JS (/login)', figure: 101, budget: 100, unit: 'KB' },
      { what: 'dashboard CSS (/)', figure: 12, budget: 10, unit: 'KB' },
      { what: 'route chunk /login [component] (assets/login-b.js)', figure: 5.5, budget: 5, unit: 'KB' },
      { what: 'route chunk /register [component] (assets/register-d.js)', figure: 2, budget: 1.5, unit: 'KB' },
    ]);
    expect(breaches.map(formatBreach)).toEqual([
      'login JS (/login): 101.0 KB gzip is over its budget of 100.0 KB',
      'dashboard CSS (/): 12.0 KB gzip is over its budget of 10.0 KB',
      'route chunk /login [component] (assets/login-b.js): 5.5 KB gzip is over its budget of 5.0 KB',
      'route chunk /register [component] (assets/register-d.js): 2.0 KB gzip is over its budget of 1.5 KB',
    ]);
  });

  it('counts the files each page loads against their budgets', () => {
    const breaches = compareBudgets(figures(), { ...budgets, loginFiles: 2, dashboardFiles: 1 });
    expect(breaches.map(formatBreach)).toEqual([
      'login files (/login): 3 files is over its budget of 2',
      'dashboard files (/): 2 files is over its budget of 1',
    ]);
  });

  it('holds the deployed build to its own budgets, the reporter loaded once idle included', () => {
    expect(compareBudgets(figures(), budgets, deployedFigures())).toEqual([]);
    const stricter = { ...budgets, deployed: { ...budgets.deployed, loginJsKb: 90, afterIdleJsKb: 30 } };
    expect(compareBudgets(figures(), stricter, deployedFigures()).map(formatBreach)).toEqual([
      'deployed login JS (/login): 95.0 KB gzip is over its budget of 90.0 KB',
      'deployed after idle JS (/login): 40.0 KB gzip is over its budget of 30.0 KB',
      'deployed after idle JS (/): 40.0 KB gzip is over its budget of 30.0 KB',
    ]);
  });

  it('holds a route chunk to its own budget when it has one, else to the common one', () => {
    expect(routeChunkBudget(budgets, '/register')).toBe(2);
    expect(routeChunkBudget(budgets, '/login')).toBe(5);
  });
});

describe('tables', () => {
  it('pads columns to the widest cell and right-aligns numbers', () => {
    expect(
      formatTable(
        ['name', 'KB'],
        [
          ['a', '1.5'],
          ['longer', '12.0'],
        ],
        [false, true],
      ),
    ).toBe(['name      KB', '------  ----', 'a        1.5', 'longer  12.0'].join('\n'));
  });

  it("shows each page's initial JS and CSS in KB gzip beside its budgets", () => {
    expect(formatInitialTable(figures(), budgets).split('\n')).toEqual([
      'initial load  JS KB  budget  CSS KB  budget  files  budget',
      '------------  -----  ------  ------  ------  -----  ------',
      'login /login   90.0   100.0     8.0    10.0      3       3',
      'dashboard /   150.0   200.0     8.0    10.0      2       2',
    ]);
  });

  it('lists what each page loaded once idle beside its budget', () => {
    expect(formatInitialTable(deployedFigures(), budgets.deployed).split('\n').slice(4)).toEqual([
      '',
      'once idle (error reporter)  JS KB  budget  files',
      '--------------------------  -----  ------  -----',
      '/login                       40.0    50.0      1',
      '/                            40.0    50.0      1',
    ]);
  });

  it('lists route chunks largest first, to two decimals, with their budgets', () => {
    expect(formatRouteTable(figures().routeChunks, budgets).split('\n')).toEqual([
      'route      split      chunk                 JS KB  budget',
      '---------  ---------  --------------------  -----  ------',
      '/login     component  assets/login-b.js      4.00     5.0',
      '/register  component  assets/register-d.js   2.00     2.0',
    ]);
  });
});
