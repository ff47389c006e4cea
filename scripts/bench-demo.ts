/* eslint-disable no-console */
/**
 * `npm run bench:demo`: how long the README's sales demo waits at each page change (issue 46). It builds
 * the demo into a temporary folder and serves it (or measures `--base <origin>`, a demo already served),
 * then per run, in a fresh English browser context: signs in with the demo account, puts the notice away,
 * and times, from the click to the page's heading, My Ad Account, Payment and Add funds, as the README's
 * steps 4 and 5 go. A reader looks at each page before the next tap (`--read-ms`, 3 s by default), as a
 * sales person does: what the app does while idle counts. `--throttle <n>` slows the CPU n times (Chrome's
 * emulation), for a phone or a laptop busy with other work. A report, not a gate; not part of CI.
 *
 *   npm run bench:demo -- --runs 5 --throttle 8
 *   npm run bench:demo -- --base http://localhost:4173 --runs 3
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from '@playwright/test';
import { build, preview } from 'vite';
import { CHROMIUM_ARGS, findChromium } from './browser-path';
import { summarize } from './bench/stats';

const STEP_TIMEOUT_MS = 120_000;
const STEPS = ['myAdAccount', 'payment', 'addFunds'] as const;
type Step = (typeof STEPS)[number];

const LABELS: Record<Step, string> = {
  myAdAccount: 'sidebar "My Ad Account" → its heading',
  payment: 'sidebar "Payment" → its heading',
  addFunds: 'Payment\'s "Add funds" → its heading',
};

const wholeNumber = (name: string, value: string | undefined, fallback: number): number => {
  const parsed = value === undefined ? fallback : Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`--${name} must be a whole number, got ${value}`);
  return parsed;
};

/** The time from `click` until the level-1 heading `heading` shows. */
const timed = async (page: Page, click: () => Promise<void>, heading: string): Promise<number> => {
  const started = performance.now();
  await click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: STEP_TIMEOUT_MS });
  return performance.now() - started;
};

const oneRun = async (browser: Browser, origin: string, readMs: number, throttle: number) => {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1366, height: 800 } });
  await context.addInitScript(() => window.localStorage.setItem('locale', 'en'));
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/login?scenario=verified-seller&reset`);
    await page.getByRole('button', { name: 'Use demo account' }).click({ timeout: STEP_TIMEOUT_MS });
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Got it' }).click({ timeout: STEP_TIMEOUT_MS });
    if (throttle > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    }
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const read = () => page.waitForTimeout(readMs);
    await read();
    const myAdAccount = await timed(
      page,
      () => nav.getByRole('link', { name: 'My Ad Account' }).click(),
      'My Ad Account',
    );
    await read();
    const payment = await timed(page, () => nav.getByRole('link', { name: 'Payment', exact: true }).click(), 'Payment');
    await read();
    const addFunds = await timed(
      page,
      () => page.getByRole('main').getByRole('link', { name: 'Add funds' }).first().click(),
      'Add funds',
    );
    return { myAdAccount, payment, addFunds } satisfies Record<Step, number>;
  } finally {
    await context.close();
  }
};

const main = async (): Promise<void> => {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string' },
      throttle: { type: 'string' },
      'read-ms': { type: 'string' },
      base: { type: 'string' },
    },
  });
  const runs = wholeNumber('runs', values.runs, 5);
  const throttle = wholeNumber('throttle', values.throttle, 1);
  const readMs = wholeNumber('read-ms', values['read-ms'], 3_000);
  const lookup = findChromium();
  if (!lookup.found) throw new Error(lookup.message);

  const cleanup: Array<() => Promise<unknown>> = [];
  try {
    let origin = values.base;
    if (origin === undefined) {
      const outDir = await mkdtemp(join(tmpdir(), 'bench-demo-'));
      cleanup.push(() => rm(outDir, { recursive: true, force: true }));
      console.log('Building the demo…');
      await build({ mode: 'demo', logLevel: 'error', build: { outDir, emptyOutDir: true } });
      const server = await preview({ mode: 'demo', logLevel: 'warn', build: { outDir }, preview: { port: 0 } });
      cleanup.unshift(() => server.close());
      const local = server.resolvedUrls?.local[0];
      if (!local) throw new Error('vite preview reported no local URL');
      origin = new URL(local).origin;
    }
    const browser = await chromium.launch({ executablePath: lookup.path, args: CHROMIUM_ARGS });
    cleanup.unshift(() => browser.close());
    console.log(`Sales demo on ${origin}: ${runs} runs, CPU ${throttle}× slower, ${readMs} ms on each page.`);
    const samples: Record<Step, number[]> = { myAdAccount: [], payment: [], addFunds: [] };
    for (let run = 1; run <= runs; run += 1) {
      const result = await oneRun(browser, origin, readMs, throttle);
      for (const step of STEPS) samples[step].push(result[step]);
      console.log(`  run ${run}: ${STEPS.map((step) => `${step} ${result[step].toFixed(0)} ms`).join(', ')}`);
    }
    for (const step of STEPS) {
      const { p50, max } = summarize(samples[step]);
      console.log(`${LABELS[step].padEnd(42)} median ${p50.toFixed(0).padStart(6)} ms   max ${max.toFixed(0)} ms`);
    }
  } finally {
    for (const step of cleanup) await step();
  }
};

main().catch((error: unknown) => {
  console.error(`bench:demo failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
