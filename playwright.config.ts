import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/browser-path';

// E2E_PORT lets two checkouts run their suites side by side without sharing a server.
const PORT = Number(process.env.E2E_PORT ?? 4173);

// `npm run test:e2e` checks first (scripts/check-browser.ts) that this finds a browser.
const chromium = findChromium();

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // A signed-in screen waits for the demo's mock backend, its chunks and its data; on 2 busy
  // cores (CI's machine is slower than a workstation) a route change can take over 10 s.
  expect: { timeout: 15_000 },
  // Three times Playwright's default: every screen is also scanned with axe (tests/e2e/fixtures.ts).
  timeout: 90_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    locale: 'vi-VN',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          ...(chromium.found ? { executablePath: chromium.path } : {}),
          args: CHROMIUM_ARGS,
        },
      },
    },
  ],
  webServer: {
    // The demo build runs the whole product on the embedded mock backend.
    command: `npm run build:demo && npx vite preview --mode demo --port ${PORT} --strictPort`,
    url: `http://localhost:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});
