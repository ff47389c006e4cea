import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { aliases } from './vite.config';

const TEST_DIRS = ['tests/unit', 'tests/contract'];
const isTestFile = (path: string) => /\.test\.tsx?$/.test(path);

/**
 * Test files that need a fresh module graph: those that render into a DOM (they opt into happy-dom
 * with the file comment and keep state in singletons: i18n, the DOM, the session) and those that
 * replace modules, since a module another file loaded first would keep its real version.
 */
const needsFreshModules = (source: string) =>
  source.includes('@vitest-environment happy-dom') || /\bvi\.(do)?mock\(/.test(source);

const isolatedTestFiles = TEST_DIRS.flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((path) => `${dir}/${path}`)
    .filter((path) => isTestFile(path) && needsFreshModules(readFileSync(path, 'utf8'))),
);

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    environment: 'node',
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
    // A test fails by its assertions, never by the machine's speed: these only end a hung test.
    // (The slowest test takes 12 s on a quiet CI machine and 157 s with two builds and more beside it.)
    testTimeout: 600_000,
    hookTimeout: 600_000,
    // One worker per core. Vitest's default leaves one core idle, which on CI's 2 cores ran the
    // suite on one worker (224 → 142 s).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'rules',
          include: TEST_DIRS.map((dir) => `${dir}/**/*.test.{ts,tsx}`),
          exclude: isolatedTestFiles,
          // Rules, schemas and the mock share one module graph per worker: loading a graph per file
          // took half of their time (195 → 108 s for 95 files on 2 cores).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'isolated',
          include: isolatedTestFiles,
          isolate: true,
          setupFiles: ['tests/unit/dom-waits.ts'],
        },
      },
    ],
  },
});
