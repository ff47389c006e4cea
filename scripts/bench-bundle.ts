/* eslint-disable no-console */
/**
 * `npm run bench:bundle`: what the production build makes a browser download.
 *
 * It builds the app as `npm run build` does (live API, no mock code) into a temporary
 * folder, serves it with `vite preview` with the API paths proxied to the mock backend over HTTP
 * (`startMockHttpServer`, as `npm run mock:serve`), and opens `/login`, then `/` signed in,
 * each in a fresh headless Chromium context, recording every JS and CSS file the page
 * loads until it is rendered and the network is idle. A browser, not the manifest's static
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
  type PageLoad,
} from './bench/bundle';
import { viteProxyOf } from './deploy/api-locations';
import { applyLiveTestEnv } from './deploy/live-test-env';
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
  options: { ready: string; token?: string },
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
  return { load: { path, assets }, external: [...external] };
};

const main = async (): Promise<number> => {
  const budgets = BundleBudgetsSchema.parse(JSON.parse(await readFile(BUDGETS_FILE, 'utf8')));
  const browserLookup = findChromium();
  if (!browserLookup.found) throw new Error(browserLookup.message);

  // A folder of its own, so a demo build in dist/ (the e2e tests') is neither replaced nor measured.
  const outDir = await mkdtemp(join(tmpdir(), 'bench-bundle-'));
  const cleanup: Array<() => Promise<unknown>> = [() => rm(outDir, { recursive: true, force: true })];
  try {
    console.log('Building the production app (live API)…');
    // Beats any VITE_API_MODE in .env.local: what is measured is what production ships, no mock code.
    applyLiveTestEnv();
    await build({ mode: 'production', logLevel: 'error', build: { outDir, emptyOutDir: true, manifest: true } });
    const manifest: Manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8'));

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

    const browser = await chromium.launch({ executablePath: browserLookup.path, args: CHROMIUM_ARGS });
    cleanup.unshift(() => browser.close());
    console.log(`Measuring /login and / (scenario ${DEFAULT_SERVE_SCENARIO}) on ${origin} in ${browserLookup.path}…`);
    const login = await measurePage(browser, origin, outDir, '/login', { ready: 'input[type="password"]' });
    const token = await signInOverHttp(origin, DEFAULT_SERVE_SCENARIO);
    const dashboard = await measurePage(browser, origin, outDir, '/', { ready: 'nav', token });

    const routeChunks = await Promise.all(
      routeChunksOf(manifest).map(async (chunk) => ({
        ...chunk,
        gzipBytes: gzipBytes(await readFile(join(outDir, chunk.file))),
      })),
    );
    const figures: BundleFigures = { login: login.load, dashboard: dashboard.load, routeChunks };

    console.log('\nKB = 1,024 bytes of gzip (level 9) of the built files.\n');
    console.log(formatInitialTable(figures, budgets));
    for (const run of [login, dashboard]) {
      console.log(`\nLoaded by ${run.load.path}:`);
      console.log(formatPageFiles(run.load, manifest));
      if (run.external.length > 0) console.log(`Blocked, other origins (not counted): ${run.external.join(', ')}`);
    }
    console.log('\nRoute chunks (own JS):');
    console.log(formatRouteTable(routeChunks, budgets));

    const breaches = compareBudgets(figures, budgets);
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
