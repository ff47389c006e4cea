import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPERATOR_SETTINGS_FILE, liveOperatorSettings } from '../../../scripts/deploy/build-settings';

const root = process.cwd();

/** The refusal's lines, as `npm run build` prints them. */
const refusalOf = (options: Parameters<typeof liveOperatorSettings>[0]): string[] => {
  try {
    liveOperatorSettings(options);
  } catch (error) {
    if (error instanceof Error && error.name === 'ConfigError') return error.message.split('\n');
    throw error;
  }
  throw new Error('expected the build to refuse the settings');
};

describe("a live build's operator settings file", () => {
  it('refuses to build without one, saying where it looked', () => {
    const empty = mkdtempSync(join(tmpdir(), 'operator-settings-'));
    expect(refusalOf({ root: empty, file: undefined, brandId: 'centre' })).toEqual([
      `OPERATOR_SETTINGS_FILE is not set: a live build needs the operator's receiving accounts and invoice issuer; write them to ${join(empty, DEFAULT_OPERATOR_SETTINGS_FILE)} or name your file here (README, "Deploying")`,
    ]);
    expect(refusalOf({ root: empty, file: 'settings/acme.json', brandId: 'centre' })).toEqual([
      `OPERATOR_SETTINGS_FILE="settings/acme.json": no such file (${join(empty, 'settings/acme.json')}); a live build needs the operator's receiving accounts and invoice issuer`,
    ]);
  });

  it('refuses a file that is not JSON', () => {
    const dir = mkdtempSync(join(tmpdir(), 'operator-settings-'));
    writeFileSync(join(dir, DEFAULT_OPERATOR_SETTINGS_FILE), '{ "centre": { receivingAccounts: [] } }');
    const [line, ...rest] = refusalOf({ root: dir, file: undefined, brandId: 'centre' });
    expect(line).toMatch(/^OPERATOR_SETTINGS_FILE="operator-settings\.json": not JSON: /);
    expect(rest).toEqual([]);
  });

  it("refuses the README's example unchanged, a line per placeholder", () => {
    const lines = refusalOf({ root, file: 'deploy/operator-settings.example.json', brandId: 'centre' });
    expect(lines.length).toBeGreaterThan(30);
    expect(lines).toContain(
      'operator settings: receivingAccounts[0].bankAccountNumber="000-000000-000": looks like a placeholder; give the agency\'s real account number',
    );
  });

  it("hands the build only its brand's checked settings", () => {
    const settings = liveOperatorSettings({ root, file: 'tests/live/operator-settings.json', brandId: 'centre' });
    expect(Object.keys(settings)).toEqual(['centre']);
    expect(settings).toHaveProperty('centre.receivingAccounts.0.bankAccountNumber', '478-392615-838');
  });
});
