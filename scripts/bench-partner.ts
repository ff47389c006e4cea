/* eslint-disable no-console */
/**
 * `npm run bench:partner`: how the partner's members list feels in the demo (issue goals).
 *
 * It builds the demo (`vite build --mode demo`, the mock backend in the browser) into a
 * temporary folder, serves it with `vite preview` on a port of its own, signs in to the
 * `partner` scenario once (2,000 members seeded in the browser) and keeps that storage, then
 * over `--runs` runs, each in a fresh browser context from that storage (the demo warm: app
 * loaded, mock backend restored), measures in the page with performance.now():
 *
 * - table shown: a click on "Members" in the sidebar until the members table has rows;
 * - search: the search box's input until the list shows the one matching member, both from
 *   the keystroke (the search box waits 300 ms for typing to stop) and from the moment the
 *   search reaches the URL (the request), which is what the 100 ms goal is about;
 * - open a member: a click on a member's e-mail until the member page's h1 shows;
 * - export: a click on "Export CSV" until the browser gets the file (all 2,000 members; the
 *   file's rows are counted);
 * - scrolling: the longest task (PerformanceObserver `longtask`) while a 100-row page is
 *   scrolled to the bottom and back with the mouse wheel.
 *
 * It reports p50/p95/max per measure with its goal and a verdict; it is not a gate (exit 0
 * whatever the timings, 1 when a step fails). Not part of CI.
 *
 *   npm run bench:partner -- --runs 10 --json bench-partner.json
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { build, preview } from 'vite';
import { CHROMIUM_ARGS, findChromium } from './browser-path';
import { summarize, type LatencySummary } from './bench/stats';

export const DEFAULT_RUNS = 20;
const SCENARIO = 'partner';
const MEMBER_COUNT = 2_000;
const STEP_TIMEOUT_MS = 60_000;

/** The issue's goals, in ms. Opening a member has none there: the list's own second is used. */
export const GOALS = {
  tableShown: 1_000,
  searchRequestToRows: 100,
  searchKeystrokeToRows: 400,
  openMember: 1_000,
  exportAll: 3_000,
  longestScrollTask: 50,
} as const;
export type Measure = keyof typeof GOALS;

const LABELS: Record<Measure, string> = {
  tableShown: 'table shown (sidebar click → rows)',
  searchRequestToRows: 'search: URL updated → rows',
  searchKeystrokeToRows: 'search: keystroke → rows (300 ms debounce incl.)',
  openMember: 'open a member (click → h1)',
  exportAll: `export ${MEMBER_COUNT.toLocaleString('en')} members (click → file)`,
  longestScrollTask: 'longest task while scrolling 100 rows',
};

export interface MeasureResult extends LatencySummary {
  measure: Measure;
  label: string;
  goalMs: number;
  samples: number[];
  met: boolean;
}

/** One result per measure, its verdict on the p95. */
export const resultsOf = (samples: Record<Measure, number[]>): MeasureResult[] =>
  (Object.keys(GOALS) as Measure[]).map((measure) => {
    const summary = summarize(samples[measure]);
    return {
      measure,
      label: LABELS[measure],
      goalMs: GOALS[measure],
      samples: samples[measure],
      ...summary,
      met: summary.p95 <= GOALS[measure],
    };
  });

export const formatResults = (results: readonly MeasureResult[]): string => {
  const header = ['measure', 'goal ms', 'p50 ms', 'p95 ms', 'max ms', 'verdict'];
  const cells = results.map((result) => [
    result.label,
    `≤ ${result.goalMs}`,
    result.p50.toFixed(0),
    result.p95.toFixed(0),
    result.max.toFixed(0),
    result.met ? 'met' : 'NOT met',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((line) => line[column]?.length ?? 0)),
  );
  const render = (line: readonly string[]) =>
    line
      .map((cell, column) =>
        column === 0 || column === 5 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  return [render(header), render(widths.map((width) => '-'.repeat(width))), ...cells.map(render)].join('\n');
};

declare global {
  interface Window {
    benchMarks?: { click: number; input: number; url: number };
    benchLongTasks?: number[];
  }
}

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** Signs in once through the demo's login page and keeps the token and the seeded mock backend. */
const signIn = async (browser: Browser, origin: string): Promise<StorageState> => {
  const context = await browser.newContext({ baseURL: origin });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => window.localStorage.setItem('locale', 'en'));
    await page.goto(`/login?scenario=${SCENARIO}`);
    await page.getByRole('button', { name: 'Use demo account' }).click();
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Got it' }).click({ timeout: STEP_TIMEOUT_MS });
    // The mock backend writes itself to IndexedDB after a request: a reload that stays signed in proves it landed.
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: STEP_TIMEOUT_MS });
    return await context.storageState({ indexedDB: true });
  } finally {
    await context.close();
  }
};

/** Records, in the page, when the last click and input happened and when the URL next changed. */
const installMarks = (page: Page) =>
  page.evaluate(() => {
    const marks = { click: 0, input: 0, url: 0 };
    window.benchMarks = marks;
    window.addEventListener('click', () => (marks.click = performance.now()), { capture: true });
    window.addEventListener(
      'input',
      () => {
        marks.input = performance.now();
        marks.url = 0;
      },
      { capture: true },
    );
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (...args: Parameters<History['pushState']>) => {
        if (marks.input > 0 && marks.url === 0) marks.url = performance.now();
        original(...args);
      };
    }
  });

/** performance.now() in the page the first time the list shows `rows` rows (and `text`, if given). */
const rowsShownAt = (page: Page, rows: number, text: string | null = null): Promise<number> =>
  page.evaluate(
    ({ rows, text, timeoutMs }) =>
      new Promise<number>((resolve, reject) => {
        const check = () => {
          const body = document.querySelector('table[aria-label="Members"] tbody');
          const count = body?.querySelectorAll('tr').length ?? 0;
          return count === rows && (text === null || (body?.textContent ?? '').includes(text));
        };
        // Checked on every DOM change, so the moment is exact rather than a polling interval late.
        const observer = new MutationObserver(() => {
          if (!check()) return;
          observer.disconnect();
          resolve(performance.now());
        });
        if (check()) {
          resolve(performance.now());
          return;
        }
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        window.setTimeout(() => {
          observer.disconnect();
          reject(new Error(`the list never showed ${rows} row(s)${text ? ` with ${text}` : ''}`));
        }, timeoutMs);
      }),
    { rows, text, timeoutMs: STEP_TIMEOUT_MS },
  );

/** performance.now() in the page the first time a member page's h1 shows. */
const memberHeadingAt = (page: Page): Promise<number> =>
  page.evaluate(
    (timeoutMs) =>
      new Promise<number>((resolve, reject) => {
        const check = () =>
          location.pathname.startsWith('/member/') &&
          (document.querySelector('h1')?.textContent ?? 'Members') !== 'Members';
        const observer = new MutationObserver(() => {
          if (!check()) return;
          observer.disconnect();
          resolve(performance.now());
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        window.setTimeout(() => {
          observer.disconnect();
          reject(new Error('the member page never showed its heading'));
        }, timeoutMs);
      }),
    STEP_TIMEOUT_MS,
  );

const marks = async (page: Page) => {
  const value = await page.evaluate(() => window.benchMarks);
  if (!value) throw new Error('the page lost its marks (it reloaded)');
  return value;
};

/** Waits until the page has had no long task for `quietMs` (the app and its mock backend at rest). */
const settle = (page: Page, quietMs = 1_000) =>
  page.evaluate(
    (quiet) =>
      new Promise<void>((resolve) => {
        let timer = window.setTimeout(done, quiet);
        const observer = new PerformanceObserver(() => {
          window.clearTimeout(timer);
          timer = window.setTimeout(done, quiet);
        });
        observer.observe({ type: 'longtask' });
        function done() {
          observer.disconnect();
          resolve();
        }
      }),
    quietMs,
  );

const oneRun = async (browser: Browser, origin: string, state: StorageState): Promise<Record<Measure, number>> => {
  const context = await browser.newContext({
    baseURL: origin,
    storageState: state,
    viewport: { width: 1280, height: 900 },
  });
  // NOTE: tsx compiles this file with esbuild's keepNames, which wraps the named functions inside
  // page.evaluate callbacks in a `__name(…)` helper that only exists in Node: give the page one.
  await context.addInitScript({ content: 'window.__name = (fn) => fn;' });
  try {
    const page = await context.newPage();
    // A light partner page first, so the app, the partner sidebar and the mock backend are up.
    await page.goto('/partner-info-url');
    // The page previews the visitor's sign-up form (inert), whose own heading is an h1 too.
    await page.getByRole('heading', { level: 1, name: 'Embed form' }).waitFor({ timeout: STEP_TIMEOUT_MS });
    await settle(page);
    await installMarks(page);

    // Each waiter is set up before the action, so it sees the first DOM change after it.
    const shown = rowsShownAt(page, 10);
    await page.getByRole('navigation').getByRole('link', { name: 'Members', exact: true }).click();
    const tableShown = (await shown) - (await marks(page)).click;

    const email = (
      await page.locator('table[aria-label="Members"] tbody tr').nth(3).getByRole('link').innerText()
    ).trim();
    await settle(page, 500);
    const found = rowsShownAt(page, 1, email);
    await page.getByRole('searchbox', { name: 'Search members' }).fill(email);
    const foundAt = await found;
    const searched = await marks(page);
    const searchKeystrokeToRows = foundAt - searched.input;
    const searchRequestToRows = foundAt - searched.url;

    await page.getByRole('button', { name: 'Clear search' }).click();
    await rowsShownAt(page, 10);
    await settle(page, 500);
    const downloading = page.waitForEvent('download', { timeout: STEP_TIMEOUT_MS });
    const exportStarted = Date.now();
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    const exportAll = Date.now() - exportStarted;
    const lines = (await readFile(await download.path(), 'utf8')).trim().split('\n').length;
    if (lines !== MEMBER_COUNT + 1) throw new Error(`the export held ${lines - 1} members, not ${MEMBER_COUNT}`);

    const firstEmail = (
      await page.locator('table[aria-label="Members"] tbody tr').first().getByRole('link').innerText()
    ).trim();
    await settle(page, 500);
    const memberShown = memberHeadingAt(page);
    await page.getByRole('link', { name: `Open ${firstEmail}` }).click();
    const openMember = (await memberShown) - (await marks(page)).click;

    await page.goto('/partner-management-member?limit=100');
    await rowsShownAt(page, 100);
    await settle(page);
    await page.evaluate(() => {
      const tasks: number[] = [];
      window.benchLongTasks = tasks;
      new PerformanceObserver((list) => tasks.push(...list.getEntries().map((entry) => entry.duration))).observe({
        type: 'longtask',
      });
    });
    await page.mouse.move(640, 600);
    for (const direction of [1, -1]) {
      for (let step = 0; step < 40; step += 1) {
        await page.mouse.wheel(0, direction * 200);
        await page.waitForTimeout(16);
      }
    }
    await page.waitForTimeout(300);
    const tasks = await page.evaluate(() => window.benchLongTasks ?? []);
    const longestScrollTask = Math.max(0, ...tasks);

    return { tableShown, searchRequestToRows, searchKeystrokeToRows, openMember, exportAll, longestScrollTask };
  } finally {
    await context.close();
  }
};

const main = async (): Promise<number> => {
  const { values } = parseArgs({ options: { runs: { type: 'string' }, json: { type: 'string' } } });
  const runs = values.runs === undefined ? DEFAULT_RUNS : Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number ≥ 1, got ${values.runs}`);
  const browserLookup = findChromium();
  if (!browserLookup.found) throw new Error(browserLookup.message);

  const outDir = await mkdtemp(join(tmpdir(), 'bench-partner-'));
  const cleanup: Array<() => Promise<unknown>> = [() => rm(outDir, { recursive: true, force: true })];
  try {
    console.log('Building the demo (mock backend in the browser)…');
    await build({ mode: 'demo', logLevel: 'error', build: { outDir, emptyOutDir: true } });
    const server = await preview({
      mode: 'demo',
      logLevel: 'warn',
      build: { outDir },
      preview: { port: 0, open: false },
    });
    cleanup.unshift(() => server.close());
    const local = server.resolvedUrls?.local[0];
    if (!local) throw new Error('vite preview reported no local URL');
    const origin = new URL(local).origin;

    const browser = await chromium.launch({ executablePath: browserLookup.path, args: CHROMIUM_ARGS });
    cleanup.unshift(() => browser.close());
    console.log(`Signing in to the ${SCENARIO} scenario on ${origin} (seeds ${MEMBER_COUNT} members)…`);
    const state = await signIn(browser, origin);

    const samples: Record<Measure, number[]> = {
      tableShown: [],
      searchRequestToRows: [],
      searchKeystrokeToRows: [],
      openMember: [],
      exportAll: [],
      longestScrollTask: [],
    };
    for (let run = 1; run <= runs; run += 1) {
      const result = await oneRun(browser, origin, state);
      for (const measure of Object.keys(result) as Measure[]) samples[measure].push(result[measure]);
      console.log(
        `  run ${run}/${runs}: ${(Object.keys(result) as Measure[]).map((m) => `${m} ${result[m].toFixed(0)}`).join(', ')}`,
      );
    }

    const results = resultsOf(samples);
    console.log(`\n${formatResults(results)}\n`);
    const missed = results.filter((result) => !result.met);
    console.log(
      missed.length === 0
        ? `Every goal met (p95, ${runs} runs).`
        : `Goals NOT met (p95, ${runs} runs): ${missed.map((result) => result.measure).join(', ')}.`,
    );
    if (values.json) {
      await writeFile(values.json, `${JSON.stringify(results, null, 2)}\n`);
      console.log(`Results written to ${values.json}`);
    }
    return 0;
  } finally {
    for (const step of cleanup) await step();
  }
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`bench:partner failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
