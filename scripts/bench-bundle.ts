/* eslint-disable no-console */
/**
 * `npm run bench:bundle`: what the production build makes a browser download.
 *
 * It builds the app twice as `npm run build` does (live API, no mock code): with the live suite's
 * settings (no monitoring) and with the README's deploy settings (`deploy/.env.production`: monitoring
 * on), each into a temporary folder; it serves it with `vite preview` with the API paths proxied to the mock backend over HTTP
 * (`startMockHttpServer`, as `npm run mock:serve`), and opens `/login`, then `/` signed in,
 * each in a fresh headless Chromium context, recording every JS and CSS file the page
 * loads until it is rendered and the network is idle. The error reporter's files, which the app loads
 * once the first page is shown and idle, are listed apart (`afterIdleFilesOf`). A browser, not the manifest's static
 * import graph, decides what "initial" is, so lazily loaded pieces a page needs at start
 * (locale namespaces, a lazily loaded shell, the route's chunk) count too. Each route
 * file's split chunks are found through the build manifest. Sizes are gzip level 9 of the
 * built files (deterministic); budgets: bench/bundle-budgets.json. Exits 1 naming every
 * figure over its budget.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { build, preview } from 'vite';
import { STORAGE_KEYS } from '@/lib/storage';
import { CHROMIUM_ARGS, findChromium } from './browser-path';
import {
  afterIdleFilesOf,
  BundleBudgetsSchema,
  compareBudgets,
  formatBreach,
  formatInitialTable,
  formatPageFiles,
  formatRouteTable,
  gzipBytes,
  routeChunksOf,
  type AssetKind,
  type BundleFigures,
  type Manifest,
  type PageFigures,
  type PageLoad,
} from './bench/bundle';
import { viteProxyOf } from './deploy/api-locations';
import { deployedBuildEnv, LIVE_TEST_ENV, useBuildEnv } from './deploy/live-test-env';
import { DEFAULT_SERVE_SCENARIO, startMockHttpServer } from './mock-serve';
import { signInOverHttp } from './sign-in-over-http';

const BUDGETS_FILE = new URL('../bench/bundle-budgets.json', import.meta.url);
/** The network must stay idle this long before a page counts as loaded. */
const QUIET_MS = 1_000;
const PAGE_TIMEOUT_MS = 30_000;

const assetKindOf = (pathname: string): AssetKind | null =>
  /\.m?js$/.test(pathname) ? 'js' : pathname.endsWith('.css') ? 'css' : null;

/** Resolves once no request of the page has been in flight for `QUIET_MS`. */
const networkQuiet = (page: Page): (() => Promise<void>) => {
  const inFlight = new Set<string>();
  let lastActivity = Date.now();
  page.on('request', (request) => {
    inFlight.add(request.url());
    lastActivity = Date.now();
  });
  const settle = (url: string) => {
    inFlight.delete(url);
    lastActivity = Date.now();
  };
  page.on('requestfinished', (request) => settle(request.url()));
  page.on('requestfailed', (request) => settle(request.url()));
  return async () => {
    const started = Date.now();
    while (inFlight.size > 0 || Date.now() - lastActivity < QUIET_MS) {
      if (Date.now() - started > PAGE_TIMEOUT_MS) {
        throw new Error(`the network never went idle; still loading: ${[...inFlight].join(', ')}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
};

interface PageRun {
  load: PageLoad;
  /** Requests to other origins, blocked: not ours to measure. */
  external: string[];
}

const measurePage = async (
  browser: Browser,
  origin: string,
  outDir: string,
  path: string,
  options: { ready: string; token?: string; afterIdleFiles: ReadonlySet<string> },
): Promise<PageRun> => {
  const context = await browser.newContext();
  const external = new Set<string>();
  await context.route(
    (url) => url.origin !== origin,
    (route) => {
      external.add(route.request().url());
      return route.abort();
    },
  );
  // The replay is drawn for a tenth of sessions: undrawn here, so a figure does not depend on the draw.
  await context.addInitScript(() => window.sessionStorage.setItem('monitoringReplay', 'skip'));
  if (options.token) {
    await context.addInitScript(([key, token]) => window.localStorage.setItem(key, token), [
      STORAGE_KEYS.accessToken,
      options.token,
    ] as const);
  }
  const page = await context.newPage();
  const loaded = new Map<string, AssetKind>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    const kind = assetKindOf(url.pathname);
    if (url.origin === origin && kind && response.ok()) loaded.set(url.pathname, kind);
  });
  const quiet = networkQuiet(page);
  try {
    await page.goto(`${origin}${path}`);
    await page.locator(options.ready).first().waitFor({ state: 'visible', timeout: PAGE_TIMEOUT_MS });
    await quiet();
    const landed = new URL(page.url()).pathname;
    if (landed !== path) throw new Error(`${path} ended on ${landed}, not the page meant to be measured`);
  } finally {
    await context.close();
  }
  const assets = await Promise.all(
    [...loaded].map(async ([pathname, kind]) => ({
      file: pathname.slice(1),
      kind,
      gzipBytes: gzipBytes(await readFile(join(outDir, pathname))),
    })),
  );
  const afterIdle = (asset: { file: string }) => options.afterIdleFiles.has(asset.file);
  return {
    load: { path, assets: assets.filter((asset) => !afterIdle(asset)), afterIdle: assets.filter(afterIdle) },
    external: [...external],
  };
};

type BuildEnv = Readonly<Record<string, string>>;

interface BuildRun extends PageFigures {
  manifest: Manifest;
  outDir: string;
  external: string[];
}

/** Builds with `env`, serves the build against the mock backend and measures /login, then / signed in. */
const measureBuild = async (
  browser: Browser,
  env: BuildEnv,
  cleanup: Array<() => Promise<unknown>>,
): Promise<BuildRun> => {
  // A folder of its own, so a demo build in dist/ (the e2e tests') is neither replaced nor measured.
  const outDir = await mkdtemp(join(tmpdir(), 'bench-bundle-'));
  cleanup.push(
    () => rm(outDir, { recursive: true, force: true }),
    () => rm(`${outDir}-sourcemaps`, { recursive: true, force: true }),
  );
  const restoreEnv = useBuildEnv(env);
  try {
    await build({ mode: 'production', logLevel: 'error', build: { outDir, emptyOutDir: true, manifest: true } });
    const manifest: Manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8'));
    const afterIdleFiles = afterIdleFilesOf(manifest);

    const mock = await startMockHttpServer({ port: 0, scenario: DEFAULT_SERVE_SCENARIO, log: false });
    cleanup.unshift(() => mock.close());
    const server = await preview({
      mode: 'production',
      logLevel: 'warn',
      build: { outDir },
      preview: { port: 0, open: false, proxy: viteProxyOf(mock.url) },
    });
    cleanup.unshift(() => server.close());
    const local = server.resolvedUrls?.local[0];
    if (!local) throw new Error('vite preview reported no local URL');
    const origin = new URL(local).origin;

    const login = await measurePage(browser, origin, outDir, '/login', {
      ready: 'input[type="password"]',
      afterIdleFiles,
    });
    const token = await signInOverHttp(origin, DEFAULT_SERVE_SCENARIO);
    const dashboard = await measurePage(browser, origin, outDir, '/', { ready: 'nav', token, afterIdleFiles });
    return {
      login: login.load,
      dashboard: dashboard.load,
      manifest,
      outDir,
      external: [...new Set([...login.external, ...dashboard.external])],
    };
  } finally {
    restoreEnv();
  }
};

const printPages = (run: BuildRun) => {
  for (const load of [run.login, run.dashboard]) {
    console.log(`\nLoaded by ${load.path}:`);
    console.log(formatPageFiles(load, run.manifest));
    if (load.afterIdle.length > 0) {
      console.log(`Once idle (the error reporter), not part of the first screen:`);
      console.log(formatPageFiles({ ...load, assets: load.afterIdle }, run.manifest));
    }
  }
  if (run.external.length > 0) console.log(`Blocked, other origins (not counted): ${run.external.join(', ')}`);
};

const main = async (): Promise<number> => {
  const budgets = BundleBudgetsSchema.parse(JSON.parse(await readFile(BUDGETS_FILE, 'utf8')));
  const browserLookup = findChromium();
  if (!browserLookup.found) throw new Error(browserLookup.message);

  const cleanup: Array<() => Promise<unknown>> = [];
  try {
    const browser = await chromium.launch({ executablePath: browserLookup.path, args: CHROMIUM_ARGS });
    cleanup.unshift(() => browser.close());
    console.log(`Measuring /login and / (scenario ${DEFAULT_SERVE_SCENARIO}) in ${browserLookup.path}.`);
    console.log('Building with the test settings (live API, no monitoring)…');
    // Beats any VITE_API_MODE in .env.local: what is measured is what production ships, no mock code.
    const tested = await measureBuild(browser, LIVE_TEST_ENV, cleanup);
    console.log('Building with the deploy settings (deploy/.env.production: monitoring on)…');
    const deployed = await measureBuild(browser, await deployedBuildEnv(), cleanup);

    const routeChunks = await Promise.all(
      routeChunksOf(tested.manifest).map(async (chunk) => ({
        ...chunk,
        gzipBytes: gzipBytes(await readFile(join(tested.outDir, chunk.file))),
      })),
    );
    const figures: BundleFigures = { login: tested.login, dashboard: tested.dashboard, routeChunks };

    console.log('\nKB = 1,024 bytes of gzip (level 9) of the built files.\n');
    console.log('Test settings (no monitoring):');
    console.log(formatInitialTable(figures, budgets));
    console.log('\nDeploy settings (deploy/.env.production, monitoring on):');
    console.log(formatInitialTable(deployed, budgets.deployed));
    console.log('\n— Test settings —');
    printPages(tested);
    console.log('\n— Deploy settings —');
    printPages(deployed);
    console.log('\nRoute chunks (own JS, test settings):');
    console.log(formatRouteTable(routeChunks, budgets));

    const breaches = compareBudgets(figures, budgets, deployed);
    if (breaches.length === 0) {
      console.log('\nEvery figure is within its budget (bench/bundle-budgets.json).');
      return 0;
    }
    console.error('\nOver budget (bench/bundle-budgets.json):');
    for (const breach of breaches) console.error(`  ${formatBreach(breach)}`);
    return 1;
  } finally {
    for (const step of cleanup) await step();
  }
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`bench:bundle failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
