import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';

const outDir = join(tmpdir(), `production-bundle-${process.pid}`);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** Strings only the mock backend's libraries and the scenario panel (its texts) carry. */
const MOCK_MARKERS = ['setupWorker', 'mockServiceWorker', 'faker', 'Scenario panel'];

/** The simulated provider checkout (its translation keys stay in the code), demo builds only. */
const SIMULATED_CHECKOUT_MARKER = 'checkout.simulated';
/** Where @stripe/stripe-js loads Stripe.js from: only the card method's chunk may say it. */
const STRIPE_MARKER = 'js.stripe.com';
/** A string of the add-fund page's own chunk. */
const ADD_FUND_PAGE_MARKER = 'add_fund_data';

const buildScripts = async (mode: 'production' | 'demo'): Promise<Map<string, string>> => {
  await build({ mode, logLevel: 'silent', build: { outDir, emptyOutDir: true, sourcemap: false } });
  const scripts = readdirSync(join(outDir, 'assets')).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  return new Map(scripts.map((file) => [file, readFileSync(join(outDir, 'assets', file), 'utf8')]));
};

const markersIn = (scripts: Map<string, string>, markers: readonly string[]): string[] =>
  [...scripts].flatMap(([file, code]) =>
    markers.filter((marker) => code.includes(marker)).map((marker) => `${file}: ${marker}`),
  );

const mockMarkersInBuild = async (mode: 'production' | 'demo'): Promise<string[]> =>
  markersIn(await buildScripts(mode), MOCK_MARKERS);

describe('the production build', () => {
  it('carries no msw, mock-data, faker, scenario-panel or simulated-checkout code, and Stripe.js only for cards', async () => {
    const scripts = await buildScripts('production');
    expect(markersIn(scripts, [...MOCK_MARKERS, SIMULATED_CHECKOUT_MARKER])).toEqual([]);
    const stripeChunks = [...scripts].filter(([, code]) => code.includes(STRIPE_MARKER));
    expect(stripeChunks).toHaveLength(1);
    const [[file, code] = ['', '']] = stripeChunks;
    expect(file).not.toMatch(/^index-/);
    expect(code).not.toContain(ADD_FUND_PAGE_MARKER);
  }, 120_000);

  it('differs from the demo build, which does embed the mock backend', async () => {
    expect((await mockMarkersInBuild('demo')).length).toBeGreaterThanOrEqual(MOCK_MARKERS.length);
  }, 120_000);
});
