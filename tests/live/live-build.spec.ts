import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { readOperatorSettings } from '@contract/operator/read-operator-settings';
import { acknowledgeAnnouncement, credentialsOf, expect, PNG, test } from './fixtures';

/**
 * The production build as sellers and partners get it: served by nginx with the configuration from
 * deploy/, the API over HTTP. Every test also fails on a console error, a CSP violation, a request to
 * a host other than the providers, or an HTML answer on an API path (tests/live/fixtures.ts).
 */

/** A signed-in page can take a while on two busy cores: the shell, its data and the route's chunk. */
const SLOW_MS = 20_000;

const money = (cents: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' }).format(
    cents / 100,
  );

/** The receiving accounts the live stack builds with (`LIVE_TEST_ENV`), read as the build reads them. */
const liveSuiteAccounts = () => {
  const file: unknown = JSON.parse(readFileSync(new URL('./operator-settings.json', import.meta.url), 'utf8'));
  const reading = readOperatorSettings(file, 'centre', { requireRealValues: true });
  if ('problems' in reading) throw new Error(`tests/live/operator-settings.json: ${JSON.stringify(reading.problems)}`);
  const [hongKong, unitedStates] = reading.settings.receivingAccounts ?? [];
  if (hongKong?.type !== 'HK' || unitedStates?.type !== 'US') throw new Error('expected the HK, then the US account');
  return { hongKong, unitedStates };
};

const walletLink = (page: Page) => page.getByRole('link', { name: /^Wallet balance .*, open the wallet$/ });

/** The wallet balance the header shows, in cents. */
const walletCents = async (page: Page): Promise<number> => {
  const name = (await walletLink(page).getAttribute('aria-label')) ?? '';
  return Number(name.replace(/^Wallet balance (.*), open the wallet$/, '$1').replace(/\D/g, ''));
};

/** The pages the main navigation links to, in its order. */
const navigationTargets = async (page: Page): Promise<string[]> => {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link').first()).toBeVisible({ timeout: SLOW_MS });
  const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  return [...new Set(hrefs.filter((href): href is string => href !== null && href.startsWith('/')))];
};

/** Opens every page of the main navigation by clicking its link, and waits for its heading. */
const visitNavigation = async (page: Page, expected: readonly string[]) => {
  const targets = await navigationTargets(page);
  expect(targets).toEqual(expect.arrayContaining([...expected]));
  for (const target of targets) {
    await page.getByRole('navigation', { name: 'Main navigation' }).locator(`a[href="${target}"]`).first().click();
    await expect(page).toHaveURL((url) => url.pathname === target.split('?')[0], { timeout: SLOW_MS });
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: SLOW_MS });
    await expect(page.getByRole('alert').filter({ hasText: /could not be loaded|went wrong/i })).toHaveCount(0);
  }
};

test.describe('The live build, as a seller', () => {
  test('signs in through the login form', async ({ page }) => {
    const { email, password } = credentialsOf('seller');
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await acknowledgeAnnouncement(page);
    await expect(walletLink(page)).toBeVisible({ timeout: SLOW_MS });
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test('signs out through the user menu, and the server refuses the old token after', async ({
    page,
    openSignedIn,
  }) => {
    await openSignedIn('/');
    const token = await page.evaluate(() => window.localStorage.getItem('accessToken'));
    if (!token) throw new Error('not signed in');
    // Through nginx to the API, as another device holding the token would ask.
    const accountReadStatus = () =>
      page.evaluate(
        async (bearer) => (await fetch('/api/users', { headers: { Authorization: `Bearer ${bearer}` } })).status,
        token,
      );
    expect(await accountReadStatus()).toBe(200);

    await page.getByRole('button', { name: 'Your account' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();

    await expect(page).toHaveURL((url) => url.pathname === '/login');
    // The page does not wait for the sign-out's answer; the server has it a moment later.
    await expect.poll(accountReadStatus, { timeout: SLOW_MS }).toBe(401);
  });

  test('opens every page of the sidebar', async ({ page, openSignedIn }) => {
    await openSignedIn('/');
    await visitNavigation(page, ['/', '/payment', '/my-ads-account']);
  });

  test('transfers $25 from the wallet to an ad account', async ({ page, openSignedIn }) => {
    await openSignedIn('/my-ads-account');
    await expect(walletLink(page)).toBeVisible({ timeout: SLOW_MS });
    const before = await walletCents(page);
    await page.getByRole('button', { name: 'Actions for Lan Boutique - Main' }).click();
    await page.getByRole('menuitem', { name: 'Transfer from wallet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Transfer from wallet' });
    await dialog.getByRole('textbox', { name: 'Amount' }).fill('25');
    await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(dialog).toBeHidden({ timeout: SLOW_MS });
    await expect(walletLink(page)).toHaveAccessibleName(`Wallet balance ${money(before - 2_500)}, open the wallet`);
  });

  test('starts a VietQR top-up', async ({ page, openSignedIn }) => {
    await openSignedIn('/payment/add-fund?method=localBank&amount=10000&tip=0&step=pay');
    await page.getByRole('searchbox', { name: 'Search banks' }).fill('vietcom');
    await page.getByRole('radio', { name: /Vietcombank/ }).click();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('button', { name: 'Create the QR code' }).click();
    const qr = page.getByRole('img', { name: /^VietQR code for a transfer of ₫[\d,]+ to Vietcombank$/ });
    await expect(qr).toBeVisible({ timeout: SLOW_MS });
    await expect(page.getByText(/^NAP\d{9}$/)).toBeVisible();
  });

  test('uploads an image with a Wise top-up request', async ({ page, openSignedIn }) => {
    await openSignedIn('/payment/add-fund?method=transferWise&amount=10000&tip=0&step=pay');
    await expect(page.getByRole('region', { name: 'Send the money' })).toBeVisible({ timeout: SLOW_MS });
    await page.locator('input[type="file"]').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: /Billing attachment/ })).toBeVisible({ timeout: SLOW_MS });
    await page.getByRole('button', { name: 'Review and send' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send your top-up request?' });
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByRole('region', { name: 'Request sent: pending admin review' })).toBeVisible({
      timeout: SLOW_MS,
    });
  });

  test("shows the operator's receiving accounts for a wire, not the demo's, and no method set to null", async ({
    page,
    openSignedIn,
  }) => {
    const { hongKong, unitedStates } = liveSuiteAccounts();
    await openSignedIn('/payment/add-fund?method=transferWire&amount=10000&tip=0&step=pay');
    const send = page.getByRole('region', { name: 'Send the money' });
    await expect(send).toBeVisible({ timeout: SLOW_MS });
    await expect(send.getByText(hongKong.bankAccountNumber, { exact: true })).toBeVisible();
    await expect(send.getByText(hongKong.SWIFTCode, { exact: true })).toBeVisible();
    await expect(send.getByText(hongKong.accountName, { exact: true })).toBeVisible();
    await send.getByRole('tab', { name: 'United States' }).click();
    await expect(send.getByText(unitedStates.fedwireRoutingNumber, { exact: true })).toBeVisible();
    // Nothing of the demo: no made-up account, no demo note.
    await expect(send.getByText(/example|000-000000/i)).toHaveCount(0);
    await expect(send.getByRole('note')).toHaveCount(0);

    // TPBank is null in these settings: not offered, though the server lists it.
    await page.goto('/payment/add-fund?method=TPBank&amount=10000&tip=0&step=pay');
    await expect(
      page.getByRole('alert').filter({ hasText: 'This payment method is not offered. Please choose another one.' }),
    ).toBeVisible({ timeout: SLOW_MS });
  });

  test('adds a card through Stripe Elements', async ({ page, openSignedIn }) => {
    await openSignedIn('/payment/add-fund?method=creditCard&amount=10000&tip=0&step=pay');
    await page
      .getByRole('button', { name: /add a card/i })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Add a card' });
    await dialog.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242 12/34 123');
    await dialog.getByRole('textbox', { name: 'Name on card' }).fill('Nguyen Thi Lan');
    await dialog.getByRole('textbox', { name: 'Cardholder e-mail' }).fill('lan.nguyen@example.com');
    await dialog.getByRole('button', { name: 'Save card' }).click();
    await expect(dialog).toBeHidden({ timeout: SLOW_MS });
    // Saving charges the card's $0.50 verification at once and asks for the code shown with it.
    const verify = page.getByRole('dialog', { name: 'Verify Visa •••• 4242' });
    await expect(verify).toBeVisible({ timeout: SLOW_MS });
    await expect(verify).toContainText('We charged $0.50 to Visa •••• 4242.');
  });
});

test.describe('The live build, signed out', () => {
  test("sends the robot check's token with a password reset, and says when the server refuses it", async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByRole('textbox', { name: 'Email' }).fill(credentialsOf('seller').email);
    // The Turnstile stand-in (tests/stand-ins/turnstile.js), served at Cloudflare's script URL.
    await page.getByRole('checkbox', { name: 'Verify you are human' }).check({ timeout: SLOW_MS });
    const sent = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/users/forgot-password');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    expect(new URL((await sent).url()).searchParams.get('captchaToken')).toBe('stand-in-turnstile-token');
    // The mock backend knows only its own checkbox's token: the refusal is shown and the check starts over.
    await expect(page.getByText('Captcha verification failed, please try again.')).toBeVisible({ timeout: SLOW_MS });
    await expect(page.getByRole('checkbox', { name: 'Verify you are human' })).not.toBeChecked();
  });
});

test.describe('The live build, as a partner', () => {
  test.use({ account: 'partner' });

  test('opens every page of the partner view', async ({ page, openSignedIn }) => {
    await openSignedIn('/partner-management');
    await visitNavigation(page, ['/partner-management', '/partner-management-member']);
  });
});

test.describe('The live build, as served', () => {
  test('sends the deployed headers with every page, and the API answers JSON', async ({ page, origin }) => {
    for (const path of ['/', '/login', '/payment/add-fund']) {
      const response = await page.request.get(`${origin}${path}`);
      expect(response.status()).toBe(200);
      const headers = response.headers();
      expect(headers['content-security-policy']).toMatch(/^default-src 'self'; script-src 'self' [^;]*; style-src/);
      expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(headers['content-security-policy']).toContain("object-src 'none'");
      expect(headers['referrer-policy']).toBe('strict-origin');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['cache-control']).toBe('no-cache');
    }
    // The two contract paths outside /api reach the API, not the app's page.
    for (const path of ['/stripe-payments/payment-methods', '/recent-local-bank-notification']) {
      const response = await page.request.get(`${origin}${path}`);
      expect(response.headers()['content-type']).toContain('application/json');
    }
  });
});
