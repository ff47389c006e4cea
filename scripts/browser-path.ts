/**
 * Which Chromium the browser tests and `bench:bundle` launch: one rule, shared by
 * playwright.config.ts, scripts/check-browser.ts and scripts/bench-bundle.ts.
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Debian's package (`apt-get install -y chromium`), what CI installs. */
export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/** Flags that keep a headless run quiet and repeatable: no background updates, sync or QUIC. */
export const CHROMIUM_ARGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const INSTALL = 'install one with `npx playwright install chromium` (or `apt-get install -y chromium`)';

export type ChromiumSource = 'CHROMIUM_PATH' | 'system' | 'playwright';

export type ChromiumLookup = { found: true; path: string; source: ChromiumSource } | { found: false; message: string };

export interface ChromiumLookupDeps {
  env: Readonly<Record<string, string | undefined>>;
  exists: (path: string) => boolean;
  /** Where Playwright's own Chromium would be (`npx playwright install chromium`), installed or not. */
  playwrightPath: () => string;
}

const defaultDeps: ChromiumLookupDeps = {
  env: process.env,
  exists: existsSync,
  playwrightPath: () => chromium.executablePath(),
};

/** CHROMIUM_PATH, then Debian's Chromium, then Playwright's own browser (on a laptop). */
export const findChromium = (deps: ChromiumLookupDeps = defaultDeps): ChromiumLookup => {
  const configured = deps.env.CHROMIUM_PATH?.trim();
  if (configured) {
    // A path someone set on purpose is not silently replaced by another browser.
    return deps.exists(configured)
      ? { found: true, path: configured, source: 'CHROMIUM_PATH' }
      : {
          found: false,
          message: `CHROMIUM_PATH=${configured} does not exist: point it at a Chromium binary, or unset it and ${INSTALL}.`,
        };
  }
  if (deps.exists(SYSTEM_CHROMIUM)) return { found: true, path: SYSTEM_CHROMIUM, source: 'system' };
  let bundled = '';
  try {
    bundled = deps.playwrightPath();
  } catch {
    // NOTE: Playwright throws on platforms it has no Chromium build for; that is "not found" too.
  }
  if (bundled !== '' && deps.exists(bundled)) return { found: true, path: bundled, source: 'playwright' };
  return {
    found: false,
    message: `No Chromium found for the browser tests: ${INSTALL}, or set CHROMIUM_PATH to a Chromium binary.`,
  };
};
