import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/browser-path';
import { LIVE_STACK, liveOrigin } from './tests/live/stack';

// E2E_PORT lets two checkouts run their suites side by side without sharing a server.
const PORT = Number(process.env.E2E_PORT ?? 4173);

// `npm run test:e2e` checks first (scripts/check-browser.ts) that this finds a browser.
const chromium = findChromium();

/**
 * One worker per core (each drives a browser beside the two servers): more oversubscribes a
 * 2-core laptop, and a slow machine is what makes a browser test fail. E2E_WORKERS overrides it.
 */
function e2eWorkers(env: NodeJS.ProcessEnv): number {
  const asked = Number(env.E2E_WORKERS);
  return Number.isInteger(asked) && asked > 0 ? asked : availableParallelism();
}

const launchOptions = {
  ...(chromium.found ? { executablePath: chromium.path } : {}),
  args: CHROMIUM_ARGS,
};

export default defineConfig({
  fullyParallel: true,
  // A folder the workers share: the screen states axe scanned and the sign-in states (tests/e2e/run-shared.ts).
  globalSetup: './tests/e2e/run-shared.ts',
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // A test that passes only on its retry is reported and fails the run: it would fail a newcomer's first run.
  failOnFlakyTests: !!process.env.CI,
  workers: e2eWorkers(process.env),
  // A signed-in screen waits for the demo's mock backend, its chunks and its data; on 2 busy
  // cores (CI's machine is slower than a workstation) a route change can take over 10 s.
  expect: { timeout: 15_000 },
  // Three times Playwright's default: every screen is also scanned with axe (tests/e2e/fixtures.ts).
  timeout: 90_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Recording a trace costs about a fifth of the suite's time, so only a retry records one
    // (CI retries once). Locally: `npx playwright test --trace retain-on-failure`.
    trace: 'on-first-retry',
    locale: 'vi-VN',
  },
  projects: [
    {
      // The demo build: the whole product on the embedded mock backend.
      name: 'chromium',
      testDir: './tests/e2e',
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    {
      // The live build as sellers get it: nginx from deploy/, the API over HTTP (tests/live/stack.ts).
      name: 'live',
      testDir: './tests/live',
      use: { ...devices['Desktop Chrome'], launchOptions, locale: 'en-US' },
    },
  ],
  webServer: [
    {
      command: `npm run build:demo && npx vite preview --mode demo --port ${PORT} --strictPort`,
      url: `http://localhost:${PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    {
      command: `npx tsx scripts/live-stack.ts ${Object.values(LIVE_STACK)
        .map(({ scenario, port }) => `--serve ${scenario}=${port}`)
        .join(' ')}`,
      url: `${liveOrigin('partner')}/login`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      // Says whether nginx or the vite preview fallback serves the build.
      stdout: 'pipe',
      // Lets the stack stop nginx and remove its build folder.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
  ],
});
