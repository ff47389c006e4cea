/* eslint-disable no-console */
/**
 * `npm run bench:web`: Lighthouse's performance figures of the pages of issue 27, live and demo.
 *
 *   npm run bench:web -- [--only live,deployed,demo] [--pages /login,/payment] [--preset desktop|mobile]
 *                        [--runs N] [--no-build] [--out FILE] [--reports DIR]
 *
 * Builds: the live app as the live suite builds it (production, `LIVE_TEST_ENV`), as the README deploys
 * it (`deploy/.env.production`: monitoring on; served like the live one) and the demo
 * (`vite build --mode demo`), each into `$TMPDIR/bench-web/<build>` (not `dist/`, which the e2e
 * tests' demo build uses); they are kept there, so `--no-build` measures them again. Serving: the
 * live build as the live suite serves it (`serve` of scripts/live-stack.ts: nginx from `deploy/`, or
 * `vite preview`, with the API forwarded to `mock:serve`'s server; one per scenario), the demo with
 * `vite preview --mode demo`.
 *
 * Measuring: the system Chromium, headless, with a fresh profile per build and account, driven by the
 * `lighthouse` package (performance category only, simulated throttling, its desktop or default mobile
 * preset). `/login` is a first visit: Lighthouse clears the origin's storage and the HTTP cache before
 * each run. A signed-in page is reached by signing in first in the same profile (live: the token from
 * `POST /api/users/login` put in local storage; demo: the demo account on the login page, which also
 * seeds the mock backend in IndexedDB), dismissing the announcement; then each run clears the HTTP
 * cache and Cache Storage only, so the session and the demo's service worker stay. Third parties (every
 * https URL: Stripe.js, the robot check) are blocked: this machine reaches none and they are not ours.
 * Each figure is the median of its runs on its own. A benchmark, not a test: no budgets, exit 1 only
 * when a step fails.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import lighthouse, { desktopConfig, type Flags } from 'lighthouse';
import { build, preview } from 'vite';
import { STORAGE_KEYS } from '@/lib/storage';
import {
  ACCOUNT_SCENARIOS,
  BENCH_PAGES,
  figuresOf,
  formatWebTable,
  medianFigures,
  parseBenchOptions,
  type Account,
  type Build,
  type Preset,
  type WebFigures,
  type WebResult,
} from './bench/web';
import { CHROMIUM_ARGS, findChromium } from './browser-path';
import { deployedBuildEnv, LIVE_TEST_ENV, useBuildEnv } from './deploy/live-test-env';
import { findNginx } from './deploy/run-nginx';
import { serve } from './live-stack';
import { signInOverHttp } from './sign-in-over-http';

type Stop = () => Promise<unknown>;

const BUILD_ROOT = join(tmpdir(), 'bench-web');
const DEFAULT_OUT = join(tmpdir(), 'bench-web.json');
const STEP_TIMEOUT_MS = 60_000;
/** Times a run whose trace Lighthouse could not read is run again before the bench gives up. */
const TRACE_RETRIES = 2;

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

/** Builds (or, with `--no-build`, finds) one build in its folder. */
const prepareBuild = async (which: Build, fresh: boolean): Promise<string> => {
  const outDir = join(BUILD_ROOT, which);
  if (fresh) {
    console.log(`Building the ${which} app into ${outDir}…`);
    await build({
      mode: which === 'demo' ? 'demo' : 'production',
      logLevel: 'error',
      build: { outDir, emptyOutDir: true },
    });
  } else if (!existsSync(join(outDir, 'index.html'))) {
    throw new Error(`no ${which} build in ${outDir}: run without --no-build once`);
  }
  return outDir;
};

/** Where each account's pages are served: the live build has a server per scenario, the demo one for all. */
type Origins = Partial<Record<Account, string>>;

/** Only the scenarios the chosen pages need (a guest's /login is served by the seller's server). */
const serveLive = async (outDir: string, accounts: ReadonlySet<Account>, stops: Stop[]): Promise<Origins> => {
  const nginx = findNginx();
  if (nginx === null) console.warn('nginx is not installed: serving the live build with vite preview instead.');
  const originOf = async (scenario: string) => {
    const port = await freePort();
    stops.unshift(...(await serve(outDir, scenario, port, nginx)));
    return `http://127.0.0.1:${port}`;
  };
  const origins: Origins = {};
  if (accounts.has('guest') || accounts.has('seller')) {
    const seller = await originOf(ACCOUNT_SCENARIOS.seller);
    Object.assign(origins, { guest: seller, seller });
  }
  if (accounts.has('partner')) origins.partner = await originOf(ACCOUNT_SCENARIOS.partner);
  return origins;
};

const serveDemo = async (outDir: string, stops: Stop[]): Promise<Origins> => {
  const server = await preview({
    mode: 'demo',
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, open: false },
  });
  stops.unshift(() => server.close());
  const local = server.resolvedUrls?.local[0];
  if (!local) throw new Error('vite preview reported no local URL');
  const origin = new URL(local).origin;
  console.log(`Demo build on ${origin}: vite preview --mode demo`);
  return { guest: origin, seller: origin, partner: origin };
};

interface RunningChromium {
  port: number;
  close: () => Promise<void>;
}

/** Headless Chromium with a profile of its own and a DevTools port for Lighthouse (and Playwright, to sign in). */
const launchChromium = async (executable: string): Promise<RunningChromium> => {
  const profile = await mkdtemp(join(tmpdir(), 'bench-web-profile-'));
  const args = [
    '--headless=new',
    '--remote-debugging-port=0',
    `--user-data-dir=${profile}`,
    '--no-default-browser-check',
    ...CHROMIUM_ARGS,
    // Chromium refuses its sandbox as root (CI containers); Playwright passes the same flag there.
    ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
    'about:blank',
  ];
  const child = spawn(executable, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    let stderr = '';
    const timer = setTimeout(
      () => reject(new Error(`${executable} did not open its DevTools port: ${stderr}`)),
      30_000,
    );
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(stderr);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${executable} exited (${code ?? 'signal'}): ${stderr.trim()}`));
    });
  });
  return {
    port,
    close: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      await rm(profile, { recursive: true, force: true });
    },
  };
};

/** Drives one tab of the running Chromium's own profile with Playwright, then lets go of the browser. */
const inTab = async (port: number, steps: (page: Page) => Promise<void>): Promise<void> => {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default profile to sign in with');
    const page = await context.newPage();
    try {
      // The sign-in needs no third party; the login page's robot check script is unreachable here anyway.
      await page.route(/^https:/, (route) => route.abort('blockedbyclient'));
      await page.addInitScript((key) => window.localStorage.setItem(key, 'en'), STORAGE_KEYS.locale);
      await steps(page);
    } finally {
      await page.close();
    }
  } finally {
    await browser.close();
  }
};

/** The announcement a new session is greeted with: dismissed, as a returning user has. */
const dismissAnnouncement = (page: Page) =>
  page.getByRole('button', { name: 'Got it' }).click({ timeout: STEP_TIMEOUT_MS });

/** Signs the profile in as the account's scenario, as that build signs in. */
const signIn = async (port: number, which: Build, origin: string, account: Exclude<Account, 'guest'>) => {
  const scenario = ACCOUNT_SCENARIOS[account];
  await inTab(port, async (page) => {
    if (which !== 'demo') {
      const token = await signInOverHttp(origin, scenario);
      await page.goto(`${origin}/login`);
      await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
        STORAGE_KEYS.accessToken,
        token,
      ] as const);
      await page.goto(`${origin}/`);
      await dismissAnnouncement(page);
      return;
    }
    await page.goto(`${origin}/login?scenario=${scenario}`);
    await page.getByRole('button', { name: 'Use demo account' }).click({ timeout: STEP_TIMEOUT_MS });
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await dismissAnnouncement(page);
    // The mock backend writes itself to IndexedDB after a request: a reload that stays signed in proves it landed.
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: STEP_TIMEOUT_MS });
  });
};

/** What measured, read from the runs' reports, for the table's heading and the JSON. */
const tools = { lighthouse: '', userAgent: '' };

const lighthouseRun = async (port: number, url: string, preset: Preset, account: Account) => {
  const flags: Flags = {
    port,
    hostname: '127.0.0.1',
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    blockedUrlPatterns: ['https://*'],
    // A guest's first visit: nothing of the origin's kept. Signed in: only the HTTP cache and Cache
    // Storage go (Lighthouse clears the HTTP cache whenever it resets storage).
    clearStorageTypes: account === 'guest' ? ['all'] : ['cache_storage'],
  };
  const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`${url}: Lighthouse returned nothing`);
  tools.lighthouse = result.lhr.lighthouseVersion;
  tools.userAgent = result.lhr.environment.hostUserAgent;
  return result.lhr;
};

const figureLine = (figures: WebFigures): string =>
  `score ${figures.score.toFixed(2)}, LCP ${(figures.lcpMs / 1000).toFixed(1)} s, TBT ${Math.round(figures.tbtMs)} ms, ` +
  `JS ${(figures.jsBytes / 1024).toFixed(1)} KB`;

const measureBuild = async (
  which: Build,
  origins: Origins,
  executable: string,
  options: ReturnType<typeof parseBenchOptions>,
): Promise<WebResult[]> => {
  const results: WebResult[] = [];
  const accounts: Account[] = ['guest', 'seller', 'partner'];
  for (const account of accounts) {
    const pages = BENCH_PAGES.filter((page) => page.account === account && options.pages.includes(page.path));
    const origin = origins[account];
    if (pages.length === 0) continue;
    if (origin === undefined) throw new Error(`no ${which} server for the ${account} account`);
    const browser = await launchChromium(executable);
    try {
      if (account !== 'guest') {
        console.log(`Signing in to ${ACCOUNT_SCENARIOS[account]} (${which})…`);
        await signIn(browser.port, which, origin, account);
      }
      for (const { path } of pages) {
        for (const preset of options.presets) {
          const runs: WebFigures[] = [];
          for (let run = 1; run <= options.runs; run += 1) {
            let lhr = await lighthouseRun(browser.port, `${origin}${path}`, preset, account);
            // Lighthouse's own advice on a failed trace (NO_NAVSTART, NO_FCP, …) is to run again.
            for (let retry = 1; lhr.runtimeError && retry <= TRACE_RETRIES; retry += 1) {
              console.warn(`  ${which} ${path} ${preset} run ${run}: ${lhr.runtimeError.code}, running it again`);
              lhr = await lighthouseRun(browser.port, `${origin}${path}`, preset, account);
            }
            if (options.reports) {
              const name = `${which}-${path.slice(1).replaceAll('/', '_') || 'root'}-${preset}-${run}.json`;
              await writeFile(join(options.reports, name), JSON.stringify(lhr));
            }
            const figures = figuresOf(lhr, path);
            runs.push(figures);
            console.log(`  ${which} ${path} ${preset} run ${run}/${options.runs}: ${figureLine(figures)}`);
          }
          results.push({ path, build: which, preset, runs, median: medianFigures(runs) });
        }
      }
    } finally {
      await browser.close();
    }
  }
  return results;
};

const main = async (): Promise<number> => {
  const options = parseBenchOptions(process.argv.slice(2));
  const browserLookup = findChromium();
  if (!browserLookup.found) {
    console.error(`bench:web needs Chromium. ${browserLookup.message}`);
    return 1;
  }
  if (options.reports) await mkdir(options.reports, { recursive: true });
  const results: WebResult[] = [];
  for (const which of options.builds) {
    const stops: Stop[] = [];
    if (which !== 'demo') {
      const restoreEnv = useBuildEnv(which === 'live' ? LIVE_TEST_ENV : await deployedBuildEnv());
      stops.push(async () => restoreEnv());
    }
    try {
      const outDir = await prepareBuild(which, options.build);
      const accounts = new Set(
        BENCH_PAGES.filter((page) => options.pages.includes(page.path)).map((page) => page.account),
      );
      const origins = which === 'demo' ? await serveDemo(outDir, stops) : await serveLive(outDir, accounts, stops);
      results.push(...(await measureBuild(which, origins, browserLookup.path, options)));
    } finally {
      for (const step of stops) await step();
    }
  }

  // Page by page, live before demo, desktop before mobile, as in the table.
  const order = (result: WebResult) =>
    [
      BENCH_PAGES.findIndex((page) => page.path === result.path),
      options.builds.indexOf(result.build),
      options.presets.indexOf(result.preset),
    ] as const;
  results.sort((a, b) => {
    const [x, y] = [order(a), order(b)];
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
  });
  console.log(
    `\nLighthouse ${tools.lighthouse}, ${browserLookup.path}; median of ${options.runs} run(s) per row; ` +
      'KB = 1,024 bytes transferred (JS, CSS).\n',
  );
  console.log(formatWebTable(results));
  const out = options.out ?? DEFAULT_OUT;
  await writeFile(
    out,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), ...tools, chromium: browserLookup.path, runs: options.runs, results }, null, 2)}\n`,
  );
  console.log(`\nEvery run's figures: ${out}`);
  return 0;
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`bench:web failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
