import type { Locator, Page } from '@playwright/test';
import { expect, test, type Locale } from './fixtures';
import { closeToast, money, SLOW_MS } from './support';

const TEXT = {
  en: {
    panel: 'Pay with Payoneer',
    connectTitle: 'Connect your Payoneer account',
    connect: 'Connect Payoneer',
    connected: 'Your Payoneer account is connected.',
    account: 'Connected Payoneer account',
    usd: 'USD balance',
    eur: 'EUR balance',
    continue: 'Continue',
    confirmTitle: 'Confirm your payment',
    pay: (total: string) => `Pay ${total}`,
    insufficient: 'Your Payoneer account has insufficient funds.',
    short: 'Not enough for this payment',
    disconnect: 'Disconnect',
    disconnectTitle: 'Disconnect Payoneer?',
    disconnected: 'Your Payoneer account has been disconnected.',
    charge: 'Charge',
    wallet: 'Payment',
    close: 'Close',
  },
  vi: {
    panel: 'Thanh toán bằng Payoneer',
    connectTitle: 'Kết nối tài khoản Payoneer',
    connect: 'Kết nối Payoneer',
    connected: 'Đã kết nối tài khoản Payoneer của bạn.',
    account: 'Tài khoản Payoneer đã kết nối',
    usd: 'Số dư USD',
    eur: 'Số dư EUR',
    continue: 'Tiếp tục',
    confirmTitle: 'Xác nhận thanh toán',
    pay: (total: string) => `Thanh toán ${total}`,
    insufficient: 'Tài khoản Payoneer của bạn không đủ số dư.',
    short: 'Không đủ cho khoản thanh toán này',
    disconnect: 'Ngắt kết nối',
    disconnectTitle: 'Ngắt kết nối Payoneer?',
    disconnected: 'Đã ngắt kết nối tài khoản Payoneer của bạn.',
    charge: 'Chi phí',
    wallet: 'Thanh toán',
    close: 'Đóng',
  },
} as const;

/** verified-seller's wallet (scenarios/verified-seller.ts): $1,250.40. */
const WALLET_CENTS = 125_040;

/** A newly connected mock Payoneer account holds $2,500.00 and €900.00 (mocks/rules/payments/payoneer.ts). */
const PAYONEER_USD_CENTS = 250_000;

/** The total of a top-up with the 6% tax and no tip. */
const totalOf = (amountCents: number) => amountCents + Math.round(amountCents * 0.06);

const openPayoneer = async (page: Page, locale: Locale, amountCents: number): Promise<Locator> => {
  await page.goto(`/payment/add-fund?method=payoneer&amount=${amountCents}&tip=0&step=pay`);
  const panel = page.getByRole('region', { name: TEXT[locale].panel });
  await expect(panel).toBeVisible({ timeout: SLOW_MS });
  return panel;
};

/** Connect → the mock's consent page is the callback route → back on the pay step, with the same amount. */
const connect = async (page: Page, locale: Locale, panel: Locator, amountCents: number) => {
  const text = TEXT[locale];
  await expect(panel.getByRole('heading', { name: text.connectTitle })).toBeVisible();
  await panel.getByRole('button', { name: text.connect }).click();
  const toast = page.getByRole('alert').filter({ hasText: text.connected });
  await expect(toast).toBeVisible({ timeout: SLOW_MS });
  // On a phone the toast sits over the panel's buttons: closed, so it cannot take their clicks.
  await closeToast(toast, text.close);
  await expect(page).toHaveURL(new RegExp(`/payment/add-fund\\?.*amount=${amountCents}`));
  await expect(page).toHaveURL(/method=payoneer/);
  await expect(panel.getByText(text.account)).toBeVisible();
};

const payFromUsd = async (panel: Locator, locale: Locale, amountCents: number) => {
  const text = TEXT[locale];
  await expect(panel.getByRole('radio', { name: text.usd })).toBeChecked();
  await panel.getByRole('button', { name: text.continue, exact: true }).click();
  await expect(panel.getByRole('heading', { name: text.confirmTitle })).toBeVisible();
  const lines = panel.getByRole('group', { name: text.charge });
  await expect(lines).toContainText(money(totalOf(amountCents), locale));
  await panel.getByRole('button', { name: text.pay(money(totalOf(amountCents), locale)) }).click();
};

const expectWallet = async (page: Page, locale: Locale, cents: number) => {
  await page.goto('/payment');
  await expect(page.getByRole('heading', { level: 1, name: TEXT[locale].wallet })).toBeVisible({ timeout: SLOW_MS });
  await expect(page.getByTestId('wallet-balance')).toHaveText(money(cents, locale));
};

test.describe('Payoneer', () => {
  test.use({ uiLocale: 'en', signedInAs: 'verified-seller' });

  test('connects through the callback, shows the balances and pays $100 into the wallet', async ({ app, page }) => {
    const text = TEXT.en;
    const panel = await openPayoneer(page, 'en', 10_000);
    await connect(page, 'en', panel, 10_000);

    // Balances per currency: the USD one pays by default; EUR is converted when paying.
    await expect(panel.getByText(`Available: ${money(PAYONEER_USD_CENTS, 'en')}`)).toBeVisible();
    await expect(panel.getByText('Available: €900.00')).toBeVisible();
    await expect(panel.getByRole('radio', { name: text.eur })).toBeEnabled();
    await app.checkA11y();

    await payFromUsd(panel, 'en', 10_000);
    await expect(page).toHaveURL(/\/payment\/success\?transactionId=/, { timeout: SLOW_MS });
    await expectWallet(page, 'en', WALLET_CENTS + 10_000);

    // The Payoneer balance paid the total, tax included.
    const again = await openPayoneer(page, 'en', 10_000);
    await expect(again.getByText(`Available: ${money(PAYONEER_USD_CENTS - totalOf(10_000), 'en')}`)).toBeVisible();
  });

  test('above $1,000: a short balance is refused, then the USD one pays through the challenge', async ({ page }) => {
    const text = TEXT.en;
    const panel = await openPayoneer(page, 'en', 100_000);
    await connect(page, 'en', panel, 100_000);

    // €900 cannot pay $1,060: the server says so, the balance is marked, USD is chosen again.
    await panel.getByText(text.eur).click();
    await panel.getByRole('button', { name: text.continue, exact: true }).click();
    await panel.getByRole('button', { name: text.pay(money(totalOf(100_000), 'en')) }).click();
    await expect(panel.getByRole('alert').filter({ hasText: text.insufficient })).toBeVisible();
    await expect(panel.getByRole('radio', { name: text.eur })).toBeDisabled();
    await expect(panel.getByText(text.short)).toBeVisible();

    await payFromUsd(panel, 'en', 100_000);
    // The challenge page is the callback route, which finishes the payment and shows the result.
    await expect(page).toHaveURL(/\/payment\/success\?transactionId=/, { timeout: SLOW_MS });
    await expectWallet(page, 'en', WALLET_CENTS + 100_000);
  });

  test('disconnects the account after the question', async ({ app, page }) => {
    const text = TEXT.en;
    const panel = await openPayoneer(page, 'en', 10_000);
    await connect(page, 'en', panel, 10_000);

    await panel.getByRole('button', { name: text.disconnect }).click();
    const dialog = page.getByRole('dialog', { name: text.disconnectTitle });
    await expect(dialog).toBeVisible();
    await app.checkA11y();
    await dialog.getByRole('button', { name: text.disconnect }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(text.disconnected)).toBeVisible();
    await expect(panel.getByRole('button', { name: text.connect })).toBeVisible();
  });

  test('a callback link without its parameters says so and leads back', async ({ page }) => {
    await page.goto('/payment/payoneer-callback?code=mock-payoneer-code');
    await expect(
      page.getByRole('alert').filter({ hasText: 'This Payoneer link is incomplete or no longer valid.' }),
    ).toBeVisible({ timeout: SLOW_MS });
    await page.getByRole('link', { name: 'Back to Add funds' }).click();
    await expect(page).toHaveURL(/\/payment\/add-fund/);
  });

  test.describe('in Vietnamese, on a phone', () => {
    test.use({ uiLocale: 'vi', signedInAs: 'verified-seller', viewport: { width: 390, height: 844 } });

    test('connects and pays $100 in Vietnamese', async ({ app, page }) => {
      const text = TEXT.vi;
      const panel = await openPayoneer(page, 'vi', 10_000);
      await expect(panel.getByText('Bạn sẽ được chuyển sang Payoneer để cấp quyền truy cập')).toBeVisible();
      await connect(page, 'vi', panel, 10_000);
      await expect(panel.getByText(`Khả dụng: ${money(PAYONEER_USD_CENTS, 'vi')}`)).toBeVisible();
      await app.checkA11y();

      // Nothing overflows the phone's width.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      await payFromUsd(panel, 'vi', 10_000);
      await expect(page).toHaveURL(/\/payment\/success\?transactionId=/, { timeout: SLOW_MS });
      await expectWallet(page, 'vi', WALLET_CENTS + 10_000);
      await expect(page.getByText(text.insufficient)).toHaveCount(0);
    });
  });
});
