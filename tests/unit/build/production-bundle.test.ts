import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { BRANDS, DEFAULT_BRAND_ID } from '@brands';
import { DEMO_ISSUERS } from '@brands/demo-issuers';
import { DEMO_TOKEN_ADDRESSES } from '@contract/operator/demo-operator-settings';
import { LIVE_TEST_ENV } from '../../../scripts/deploy/live-test-env';

const outDir = join(tmpdir(), `production-bundle-${process.pid}`);
const mapsDir = `${outDir}-sourcemaps`;
afterAll(() => {
  for (const dir of [outDir, mapsDir]) rmSync(dir, { recursive: true, force: true });
});
afterEach(() => vi.unstubAllEnvs());

/** Strings only the mock backend's libraries and the scenario panel (its texts) carry. */
const MOCK_MARKERS = ['setupWorker', 'mockServiceWorker', 'faker', 'Scenario panel'];

/** A suffix only the public-suffix list (tldts) spells, and a name only Faker's own code uses. */
const PUBLIC_SUFFIX_LIST_MARKER = 'blogspot';
const FAKER_MARKER = 'FakerLocaleProxy';

/** Demo-only screens, by the translation keys their code names: the simulated checkout, card form and robot check. */
const DEMO_ONLY_MARKERS = ['checkout.simulated', 'add.testMode', 'captcha.mockHint', 'mock-captcha-token'];
/** Where @stripe/stripe-js loads Stripe.js from: only the card method's chunk may say it. */
const STRIPE_MARKER = 'js.stripe.com';
/** Values only the demo's operator settings hold: receiving details, wallet addresses, the demo's invoice issuer. */
const DEMO_SETTINGS_MARKERS = [
  'EXAMHKHHXXX',
  '000-000000-001',
  'paypal-payments@example.com',
  DEMO_TOKEN_ADDRESSES.TRC20,
  DEMO_TOKEN_ADDRESSES.ERC20,
  DEMO_ISSUERS.centre.legalName,
];
/** The live suite's own receiving account (tests/live/operator-settings.json), which the live build carries. */
const LIVE_SUITE_ACCOUNT = '478-392615-838';
/** A string of the add-fund page's own chunk. */
const ADD_FUND_PAGE_MARKER = 'add_fund_data';

/** Mantine's class names (`m_77c9d27d`), in scripts and as selectors. */
const MANTINE_CLASS = /\bm_[0-9a-f]{5,8}\b/g;
const MANTINE_CLASS_SELECTOR = /\.m_[0-9a-f]{5,8}\b/g;
const MANTINE_WHOLE_SHEETS = ['core', 'notifications', 'dates', 'dropzone', 'charts'].map((name) =>
  join('node_modules', '@mantine', name, 'styles.css'),
);
/** The root class of Mantine's ColorPicker. */
const UNUSED_COMPONENT_CLASS = 'm_fee9c77';

const filesIn = (dir: string): string[] => readdirSync(dir, { recursive: true, encoding: 'utf8' });

const buildApp = async (mode: 'production' | 'demo', env: Record<string, string> = {}) => {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  await build({ mode, logLevel: 'silent', build: { outDir, emptyOutDir: true } });
};

const scriptsOf = (): Map<string, string> => {
  const scripts = readdirSync(join(outDir, 'assets')).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  return new Map(scripts.map((file) => [file, readFileSync(join(outDir, 'assets', file), 'utf8')]));
};

const markersIn = (scripts: Map<string, string>, markers: readonly string[]): string[] =>
  [...scripts].flatMap(([file, code]) =>
    markers.filter((marker) => code.includes(marker)).map((marker) => `${file}: ${marker}`),
  );

describe('the production build', () => {
  it('carries no mock backend, no demo-only screen and no service worker, and Stripe.js only for cards', async () => {
    await buildApp('production', LIVE_TEST_ENV);
    const scripts = scriptsOf();
    expect(markersIn(scripts, [...MOCK_MARKERS, ...DEMO_ONLY_MARKERS])).toEqual([]);
    // The operator's settings, never the demo's.
    expect(markersIn(scripts, DEMO_SETTINGS_MARKERS)).toEqual([]);
    expect(markersIn(scripts, [LIVE_SUITE_ACCOUNT])).toHaveLength(1);
    // Only the brand it was built for: no other theme's name, colours or logos.
    const otherThemes = Object.values(BRANDS).filter((brand) => brand.id !== DEFAULT_BRAND_ID);
    expect(
      markersIn(
        scripts,
        otherThemes.map((brand) => brand.name),
      ),
    ).toEqual([]);
    expect(existsSync(join(outDir, 'mockServiceWorker.js'))).toBe(false);
    // The API reference is a demo page: the live build never carries it.
    expect(existsSync(join(outDir, 'docs'))).toBe(false);
    const stripeChunks = [...scripts].filter(([, code]) => code.includes(STRIPE_MARKER));
    expect(stripeChunks).toHaveLength(1);
    const [[file, code] = ['', '']] = stripeChunks;
    expect(file).not.toMatch(/^index-/);
    expect(code).not.toContain(ADD_FUND_PAGE_MARKER);
  });

  it('writes its source maps beside the output, not in it, and no script points to them', async () => {
    expect(filesIn(outDir).filter((file) => file.endsWith('.map'))).toEqual([]);
    expect(markersIn(scriptsOf(), ['sourceMappingURL'])).toEqual([]);
    const scripts = [...scriptsOf().keys()];
    const mapped = filesIn(mapsDir)
      .filter((file) => file.endsWith('.js.map'))
      .map((file) => file.replace(/^assets\//, '').replace(/\.map$/, ''));
    expect(mapped.filter((file) => !scripts.includes(file))).toEqual([]);
    expect(mapped.filter((file) => file.startsWith('index-'))).toHaveLength(1);
    // All but generated workers (Sentry's replay worker has no source of ours).
    expect(mapped.length).toBeGreaterThan(scripts.length * 0.9);
  });

  it('ships the stylesheet of every Mantine component its code uses, and none of one it does not use', async () => {
    const styleSheets = readdirSync(join(outDir, 'assets'))
      .filter((file) => file.endsWith('.css'))
      .map((file) => readFileSync(join(outDir, 'assets', file), 'utf8'))
      .join('\n');
    const styled = new Set(styleSheets.match(MANTINE_CLASS_SELECTOR)?.map((selector) => selector.slice(1)));
    // Some class names of Mantine's have no rule in its own whole sheets; those need none here either.
    const ruled = new Set(
      MANTINE_WHOLE_SHEETS.flatMap((sheet) => readFileSync(sheet, 'utf8').match(MANTINE_CLASS_SELECTOR) ?? []).map(
        (selector) => selector.slice(1),
      ),
    );
    const used = new Set(
      [...scriptsOf().values()].flatMap((code) => code.match(MANTINE_CLASS) ?? []).filter((name) => ruled.has(name)),
    );
    expect(used.size).toBeGreaterThan(100);
    expect([...used].filter((name) => !styled.has(name))).toEqual([]);
    // The app has no colour picker: its classes are neither in the code nor in the styles.
    expect(styleSheets).not.toContain(UNUSED_COMPONENT_CLASS);
  });

  it.each([
    ['VITE_STRIPE_PUBLISHABLE_KEY', 'VITE_STRIPE_PUBLISHABLE_KEY is not set: a live build needs it for cards'],
    ['VITE_CAPTCHA_SITE_KEY', 'VITE_CAPTCHA_SITE_KEY is not set'],
  ])(
    'refuses to build without %s, naming it',
    async (variable, line) => {
      await expect(buildApp('production', { ...LIVE_TEST_ENV, [variable]: '' })).rejects.toThrow(line);
    },
    60_000,
  );

  it.each([
    [
      "the README's example unchanged",
      'deploy/operator-settings.example.json',
      'operator settings: receivingAccounts[0].bankAccountNumber="000-000000-000": looks like a placeholder',
    ],
    [
      'a file that is not there',
      'tests/live/no-such-settings.json',
      'OPERATOR_SETTINGS_FILE="tests/live/no-such-settings.json": no such file',
    ],
  ])(
    "refuses to build with %s as the operator's settings",
    async (_case, file, line) => {
      await expect(buildApp('production', { ...LIVE_TEST_ENV, OPERATOR_SETTINGS_FILE: file })).rejects.toThrow(line);
    },
    60_000,
  );

  it('differs from the demo build, which embeds the mock backend and its service worker', async () => {
    await buildApp('demo');
    const scripts = scriptsOf();
    expect(markersIn(scripts, MOCK_MARKERS).length).toBeGreaterThanOrEqual(MOCK_MARKERS.length);
    expect(markersIn(scripts, DEMO_SETTINGS_MARKERS).length).toBeGreaterThanOrEqual(DEMO_SETTINGS_MARKERS.length);
    // No public-suffix list (msw's cookie jar gets a stub), and Faker only in the chunk that seeds.
    expect(markersIn(scripts, [PUBLIC_SUFFIX_LIST_MARKER])).toEqual([]);
    expect(markersIn(scripts, [FAKER_MARKER])).toEqual([expect.stringMatching(/^seeded-faker-.*: /)]);
    expect(existsSync(join(outDir, 'docs/api/index.html'))).toBe(true);
    expect(existsSync(join(outDir, 'docs/api/openapi.json'))).toBe(true);
    const worker = readFileSync(join(outDir, 'mockServiceWorker.js'), 'utf8');
    expect(worker).toContain('Mock Service Worker');
    // The built files bypass msw: the listener that stops their fetch event comes before msw's.
    expect(worker.indexOf('stopImmediatePropagation')).toBeGreaterThan(-1);
    expect(worker.indexOf('stopImmediatePropagation')).toBeLessThan(
      worker.indexOf("addEventListener('fetch', function"),
    );
  });
});
