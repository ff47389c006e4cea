import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { DEMO_TOKEN_ADDRESSES } from '@contract/operator/demo-operator-settings';
import { adminApprovesOne, closeDemoPanel, openDemoPanel } from './demo-panel';
import { expect, test, type AppDriver, type Locale } from './fixtures';
import { money, SLOW_MS } from './support';

/** verified-seller's wallet (scenarios/verified-seller.ts): $1,250.40; every test tops up $100. */
const WALLET_CENTS = 125_040;
const TOP_UP_CENTS = 10_000;

/** A sender on Tron (base58, no 0 O I l), never the mock's receiving address. */
const TRON_SENDER = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';

const TEXT = {
  en: {
    continue: 'Continue',
    charge: 'Charge',
    getAddress: 'Get the payment address',
    usdtQr: 'QR code of the USDT receiving address on Tron (TRC20)',
    hash: 'Transaction hash',
    fromAddress: 'Address you sent from',
    sent: 'I have sent it',
    hashRequired: 'Please enter the transaction hash.',
    hashUsed:
      /This transaction hash or payment ID has already been used for a top-up\. Check the one you copied, or contact support\./,
    submitted: 'Transfer submitted',
    success: 'Top-up successful',
    wallet: (balance: string) => `Wallet balance ${balance}, open the wallet`,
    plusOneDay: '+1 d',
    paymentsSettled: 'Payments settled',
    report: 'What fell due',
  },
  vi: {
    continue: 'Tiếp tục',
    charge: 'Chi phí',
    getAddress: 'Lấy địa chỉ thanh toán',
    usdtQr: 'Mã QR của địa chỉ nhận USDT trên mạng Tron (TRC20)',
    hash: 'Mã giao dịch (hash)',
    fromAddress: 'Địa chỉ ví đã gửi',
    sent: 'Tôi đã chuyển',
    hashRequired: 'Vui lòng nhập mã giao dịch.',
    submitted: 'Đã gửi thông tin giao dịch',
    success: 'Nạp tiền thành công',
    wallet: (balance: string) => `Số dư ví ${balance}, mở ví`,
    plusOneDay: '+1 ngày',
    paymentsSettled: 'Thanh toán đã ghi nhận',
    report: 'Những việc đến hạn',
  },
} as const;

const walletLink = (page: Page, locale: Locale, cents: number) =>
  page.getByRole('link', { name: TEXT[locale].wallet(money(cents, locale)) });

const openPay = async (page: Page, method: string) => {
  await page.goto(`/payment/add-fund?method=${method}&amount=${TOP_UP_CENTS}&tip=0&step=pay`);
};

/** A transaction hash no other test used (the mock refuses a hash twice). */
const newHash = () => randomBytes(32).toString('hex');

/** USDT on Tron up to the receiving address: network, charge, address and QR. */
const requestUsdtAddress = async (app: AppDriver) => {
  const { page, locale } = app;
  const text = TEXT[locale];
  await openPay(page, 'USDT');
  await expect(walletLink(page, locale, WALLET_CENTS)).toBeVisible({ timeout: SLOW_MS });
  await page.getByRole('button', { name: text.continue, exact: true }).click();
  // The charge as the page quoted it: $100 plus 6% tax.
  await expect(page.getByRole('group', { name: text.charge }).first()).toContainText(money(10_600, locale));
  await page.getByRole('button', { name: text.getAddress }).click();

  await expect(page.getByRole('img', { name: text.usdtQr })).toBeVisible({ timeout: SLOW_MS });
  // The demo's own address, which the screen shows because the demo's operator settings list it.
  await expect(page.getByText(DEMO_TOKEN_ADDRESSES.TRC20)).toBeVisible();
};

/** The transfer's hash and sender, typed and sent. */
const reportTransfer = async (app: AppDriver, hash: string) => {
  const text = TEXT[app.locale];
  await app.page.getByRole('textbox', { name: text.hash }).fill(hash);
  await app.page.getByRole('textbox', { name: text.fromAddress }).fill(TRON_SENDER);
  await app.page.getByRole('button', { name: text.sent }).click();
};

/** USDT on Tron up to the submitted transfer, an empty report refused first; answers the hash sent. */
const submitUsdtTransfer = async (app: AppDriver): Promise<string> => {
  const { page, locale } = app;
  const text = TEXT[locale];
  await requestUsdtAddress(app);
  await page.getByRole('button', { name: text.sent }).click();
  await expect(page.getByText(text.hashRequired)).toBeVisible();
  const hash = newHash();
  await reportTransfer(app, hash);
  await expect(page.getByRole('heading', { name: text.submitted })).toBeVisible();
  await app.checkA11y();
  return hash;
};

test.describe('Crypto and bank QR top-ups', () => {
  test.use({ uiLocale: 'en', signedInAs: 'verified-seller' });
  // A whole payment (request, pay, the admin or the clock, the result page) with axe on every screen.
  test.describe.configure({ timeout: 120_000 });

  test('USDT: request, report the transfer, an admin approves, the wallet grows by the amount', async ({
    app,
    page,
  }) => {
    await submitUsdtTransfer(app);
    await expect(page.getByText('Confirmation takes 4–8 hours.', { exact: false })).toBeVisible();

    await adminApprovesOne(app, /^Approve: Payment token/, 'Done: Payment');

    // The page re-checks the payment by itself (every 15 s, and when the demo's backend changes).
    await expect(page).toHaveURL(/\/payment\/success\?transactionId=/, { timeout: SLOW_MS });
    await expect(page.getByText('Top-up successful')).toBeVisible({ timeout: SLOW_MS });
    await expect(walletLink(page, 'en', WALLET_CENTS + TOP_UP_CENTS)).toBeVisible();
  });

  test('USDT: a hash already used for a top-up is refused at the hash field, however it is written', async ({
    app,
    page,
  }) => {
    const hash = await submitUsdtTransfer(app);

    // A second top-up reports the same transfer, with the 0x prefix and in capitals.
    await requestUsdtAddress(app);
    await reportTransfer(app, `0x${hash.toUpperCase()}`);
    const field = page.getByRole('textbox', { name: TEXT.en.hash });
    await expect(field).toHaveAccessibleDescription(TEXT.en.hashUsed);
    await expect(field).toBeFocused();
    await expect(page.getByRole('heading', { name: TEXT.en.submitted })).toHaveCount(0);
    await app.checkA11y();
    await expect(walletLink(page, 'en', WALLET_CENTS)).toBeVisible();
  });

  test('VietQR: pick a bank, QR with the VND amount and code, refresh the code, the transfer arrives', async ({
    app,
    page,
  }) => {
    await openPay(page, 'localBank');
    await expect(walletLink(page, 'en', WALLET_CENTS)).toBeVisible({ timeout: SLOW_MS });

    await page.getByRole('searchbox', { name: 'Search banks' }).fill('vietcom');
    await page.getByRole('radio', { name: /Vietcombank/ }).click();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByRole('group', { name: 'Charge' }).first()).toContainText('$106.00');
    await page.getByRole('button', { name: 'Create the QR code' }).click();

    // $106.00 at 25,450 VND per dollar.
    const qr = page.getByRole('img', { name: 'VietQR code for a transfer of ₫2,697,700 to Vietcombank' });
    await expect(qr).toBeVisible({ timeout: SLOW_MS });
    await expect(page.getByText('₫2,697,700', { exact: true })).toBeVisible();
    await expect(page.getByText('$106.00 at 1 USD = ₫25,450')).toBeVisible();
    await expect(page.getByText('Your wallet is credited in about 5 minutes', { exact: false })).toBeVisible();
    const code = page.getByText(/^NAP\d{9}$/);
    const firstCode = (await code.textContent()) ?? '';
    expect(firstCode).toMatch(/^NAP\d{9}$/);
    await expect(qr).toHaveAttribute('data-qr-value', new RegExp(firstCode));
    await app.checkA11y();

    // On a 390 px phone the whole transfer fits the width: nothing scrolls sideways.
    const desktop = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(qr).toBeVisible();
    await expect(page.getByRole('button', { name: 'Get a new transfer code' })).toBeVisible();
    // The layout follows the new width a few frames later: wait for it rather than read it at once.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await app.checkA11y();
    if (desktop) await page.setViewportSize(desktop);

    await page.getByRole('button', { name: 'Get a new transfer code' }).click();
    await expect(page.getByText('New code issued', { exact: false })).toBeVisible();
    await expect(code).not.toHaveText(firstCode);
    const secondCode = (await code.textContent()) ?? '';
    expect(secondCode).toMatch(/^NAP\d{9}$/);
    await expect(qr).toHaveAttribute('data-qr-value', new RegExp(secondCode));

    // The bank transfer arrives with the current code: the admin's approval.
    await adminApprovesOne(app, /^Approve: Payment vietqr/, 'Done: Payment');

    // Nobody clicks: the page notices by itself.
    await expect(page).toHaveURL(/\/payment\/success\?transactionId=/, { timeout: SLOW_MS });
    await expect(page.getByText('Top-up successful')).toBeVisible({ timeout: SLOW_MS });
    await expect(walletLink(page, 'en', WALLET_CENTS + TOP_UP_CENTS)).toBeVisible();
  });

  test.describe('in Vietnamese', () => {
    test.use({ uiLocale: 'vi' });

    test('USDT confirmed by the chain a day later on the clock', async ({ app, page }) => {
      await submitUsdtTransfer(app);
      await expect(page.getByText('Việc xác nhận mất từ 4 đến 8 giờ.', { exact: false })).toBeVisible();

      // Confirmation takes 4–8 hours: a day later the chain has confirmed it.
      const panel = await openDemoPanel(app, 'time');
      await panel.getByRole('button', { name: TEXT.vi.plusOneDay }).click();
      await expect(
        panel
          .getByRole('table', { name: TEXT.vi.report })
          .getByRole('row', { name: new RegExp(TEXT.vi.paymentsSettled) }),
      ).toContainText('1');
      await closeDemoPanel(app, panel);

      await expect(page).toHaveURL(/\/payment\/success\?transactionId=/, { timeout: SLOW_MS });
      await expect(page.getByText(TEXT.vi.success)).toBeVisible({ timeout: SLOW_MS });
      await expect(walletLink(page, 'vi', WALLET_CENTS + TOP_UP_CENTS)).toBeVisible();
    });
  });
});
