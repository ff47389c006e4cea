import { readFileSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import { findScenario } from '@scenarios/index';
import { apiLocations, isApiPath } from '../../scripts/deploy/api-locations';
import { signInOverHttp } from '../../scripts/sign-in-over-http';
import { LIVE_STACK, liveOrigin, type LiveAccount } from './stack';

const API_LOCATIONS = apiLocations();

/** A 1×1 PNG: what the image hosts answer here (bank logos, the seeds' screenshots). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const standIn = (file: string) => readFileSync(new URL(`../stand-ins/${file}`, import.meta.url));

/**
 * The third parties a live page may reach, each answered here by a stand-in (these machines reach no
 * other host): Stripe.js, the robot check's script, the bank logos' host and the seeds' upload host.
 * Any other host is a failure.
 */
const PROVIDERS: ReadonlyArray<{ origin: string; body: () => Buffer; contentType: string }> = [
  { origin: 'https://js.stripe.com', body: () => standIn('stripe.js'), contentType: 'text/javascript' },
  { origin: 'https://challenges.cloudflare.com', body: () => standIn('turnstile.js'), contentType: 'text/javascript' },
  { origin: 'https://api.vietqr.io', body: () => PNG, contentType: 'image/png' },
  { origin: 'https://upload.mock.test', body: () => PNG, contentType: 'image/png' },
];

/** Everything the live build did wrong during a test; each must stay empty. */
interface Problems {
  consoleErrors: string[];
  cspViolations: string[];
  offOriginRequests: string[];
  htmlForJson: string[];
}

/** The e-mail and password of a live server's scenario account. */
export const credentialsOf = (account: LiveAccount) => {
  const credentials = findScenario(LIVE_STACK[account].scenario)?.credentials;
  if (!credentials) throw new Error(`scenario ${LIVE_STACK[account].scenario} has no account`);
  return credentials;
};

/** The announcement dialog a new session opens with: "Got it". */
export const acknowledgeAnnouncement = async (page: Page) => {
  await page.getByRole('dialog').getByRole('button', { name: 'Got it' }).click({ timeout: 30_000 });
  await expect(page.getByRole('dialog')).toHaveCount(0);
};

/**
 * The browser logs every 4xx answer as an error; on an API path it is the server refusing a request
 * (a wrong robot-check token, say), which the page handles and the test checks. A 5xx or a missing file stays an error.
 */
const isRefusedApiCall = (text: string, url: string, origin: string): boolean => {
  const status = /the server responded with a status of (\d{3})/.exec(text)?.[1];
  if (status === undefined || Number(status) >= 500 || !url.startsWith(origin)) return false;
  return isApiPath(new URL(url).pathname, API_LOCATIONS);
};

const watch = async (page: Page, origin: string): Promise<Problems> => {
  const problems: Problems = { consoleErrors: [], cspViolations: [], offOriginRequests: [], htmlForJson: [] };
  await page.exposeBinding('reportCspViolation', (_source, line: string) => problems.cspViolations.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (line: string) => void }).reportCspViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname} (${event.sourceFile}:${event.lineNumber}:${event.columnNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() !== 'error' || isRefusedApiCall(message.text(), message.location().url, origin)) return;
    problems.consoleErrors.push(`${message.text()} (${page.url()})`);
  });
  page.on('pageerror', (error) => problems.consoleErrors.push(`${error.message} (${page.url()})`));
  await page.route(
    (url) => url.origin !== origin,
    async (route) => {
      const url = route.request().url();
      const provider = PROVIDERS.find((candidate) => url.startsWith(`${candidate.origin}/`));
      if (provider) return route.fulfill({ body: provider.body(), contentType: provider.contentType });
      problems.offOriginRequests.push(url);
      return route.abort('blockedbyclient');
    },
  );
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== origin || !isApiPath(url.pathname, API_LOCATIONS)) return;
    const type = response.headers()['content-type'] ?? '';
    if (type.includes('text/html')) problems.htmlForJson.push(`${response.status()} ${url.pathname}`);
  });
  return problems;
};

export const test = base.extend<{
  /** Whose live server the test runs against; its origin is the test's baseURL. */
  account: LiveAccount;
  origin: string;
  problems: Problems;
  /**
   * Opens a page signed in as the account (the token in storage, as after the login form) and
   * acknowledges the announcement a new session is greeted with, as a seller would.
   */
  openSignedIn: (path: string) => Promise<void>;
}>({
  account: ['seller', { option: true }],
  origin: async ({ account }, use) => use(liveOrigin(account)),
  baseURL: async ({ origin }, use) => use(origin),
  problems: [
    async ({ page, origin }, use) => {
      const problems = await watch(page, origin);
      // English, so the assertions read as the spec's English texts.
      await page.addInitScript(() => {
        // Also runs in frames, where a sandboxed one has no storage.
        try {
          window.localStorage.setItem('locale', 'en');
        } catch {
          // not this frame's
        }
      });
      await use(problems);
      expect(problems, 'the live build must run without errors, CSP violations or off-site calls').toEqual({
        consoleErrors: [],
        cspViolations: [],
        offOriginRequests: [],
        htmlForJson: [],
      });
    },
    { auto: true },
  ],
  openSignedIn: async ({ page, origin, account }, use) => {
    await use(async (path) => {
      const token = await signInOverHttp(origin, LIVE_STACK[account].scenario);
      await page.addInitScript((value) => {
        try {
          window.localStorage.setItem('accessToken', value);
        } catch {
          // a sandboxed frame has no storage
        }
      }, token);
      await page.goto(path);
      await acknowledgeAnnouncement(page);
    });
  },
});

export { expect };
