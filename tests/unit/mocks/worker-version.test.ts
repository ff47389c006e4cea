import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const readJson = (path: string): { version: string } => JSON.parse(readFileSync(path, 'utf8'));

describe('the committed MSW service worker', () => {
  it('belongs to the installed msw version (npm does not regenerate it on install)', () => {
    const worker = readFileSync('mocks/public/mockServiceWorker.js', 'utf8');
    const workerVersion = /const PACKAGE_VERSION = '([^']+)'/.exec(worker)?.[1];
    expect(workerVersion).toBe(readJson('node_modules/msw/package.json').version);
  });
});
