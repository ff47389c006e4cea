import { describe, expect, it } from 'vitest';
import { findChromium, SYSTEM_CHROMIUM, type ChromiumLookupDeps } from '../../../scripts/browser-path';

const PLAYWRIGHT_CHROMIUM = '/home/me/.cache/ms-playwright/chromium-1/chrome-linux64/chrome';

/** A machine with exactly these files and environment. */
const machine = (files: string[], env: Record<string, string | undefined> = {}): ChromiumLookupDeps => ({
  env,
  exists: (path) => files.includes(path),
  playwrightPath: () => PLAYWRIGHT_CHROMIUM,
});

describe('findChromium', () => {
  it('takes CHROMIUM_PATH first', () => {
    const deps = machine(['/opt/chrome', SYSTEM_CHROMIUM, PLAYWRIGHT_CHROMIUM], { CHROMIUM_PATH: '/opt/chrome' });
    expect(findChromium(deps)).toEqual({ found: true, path: '/opt/chrome', source: 'CHROMIUM_PATH' });
  });

  it("then Debian's Chromium", () => {
    expect(findChromium(machine([SYSTEM_CHROMIUM, PLAYWRIGHT_CHROMIUM]))).toEqual({
      found: true,
      path: SYSTEM_CHROMIUM,
      source: 'system',
    });
  });

  it("then Playwright's own Chromium when it is installed", () => {
    expect(findChromium(machine([PLAYWRIGHT_CHROMIUM], { CHROMIUM_PATH: '' }))).toEqual({
      found: true,
      path: PLAYWRIGHT_CHROMIUM,
      source: 'playwright',
    });
  });

  it('says in one line how to get a browser when there is none', () => {
    const lookup = findChromium(machine([]));
    expect(lookup.found).toBe(false);
    if (lookup.found) return;
    expect(lookup.message).not.toContain('\n');
    expect(lookup.message).toContain('npx playwright install chromium');
    expect(lookup.message).toContain('apt-get install -y chromium');
    expect(lookup.message).toContain('CHROMIUM_PATH');
  });

  it('does not fall back to another browser when CHROMIUM_PATH names a missing file', () => {
    const lookup = findChromium(machine([SYSTEM_CHROMIUM], { CHROMIUM_PATH: '/opt/missing' }));
    expect(lookup).toEqual({
      found: false,
      message: expect.stringContaining('CHROMIUM_PATH=/opt/missing does not exist'),
    });
  });

  it('treats a platform Playwright has no Chromium for as none', () => {
    const deps: ChromiumLookupDeps = {
      ...machine([]),
      playwrightPath: () => {
        throw new Error('unsupported platform');
      },
    };
    expect(findChromium(deps).found).toBe(false);
  });
});
