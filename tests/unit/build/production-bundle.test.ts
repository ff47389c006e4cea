import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';

const outDir = join(tmpdir(), `production-bundle-${process.pid}`);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** Strings only the mock backend's libraries and the scenario panel (its texts) carry. */
const MOCK_MARKERS = ['setupWorker', 'mockServiceWorker', 'faker', 'Scenario panel'];

const mockMarkersInBuild = async (mode: 'production' | 'demo'): Promise<string[]> => {
  await build({ mode, logLevel: 'silent', build: { outDir, emptyOutDir: true, sourcemap: false } });
  const scripts = readdirSync(join(outDir, 'assets')).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  return scripts.flatMap((file) => {
    const code = readFileSync(join(outDir, 'assets', file), 'utf8');
    return MOCK_MARKERS.filter((marker) => code.includes(marker)).map((marker) => `${file}: ${marker}`);
  });
};

describe('the production build', () => {
  it('carries no msw, mock-data, faker or scenario-panel code', async () => {
    expect(await mockMarkersInBuild('production')).toEqual([]);
  }, 120_000);

  it('differs from the demo build, which does embed the mock backend', async () => {
    expect((await mockMarkersInBuild('demo')).length).toBeGreaterThanOrEqual(MOCK_MARKERS.length);
  }, 120_000);
});
