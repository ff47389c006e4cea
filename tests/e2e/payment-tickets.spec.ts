import type { Locator, Page } from '@playwright/test';
import { adminApprovesOne } from './demo-panel';
import { expect, test, type AppDriver, type Locale } from './fixtures';
import { money, SLOW_MS } from './support';

/*
 * The manual (ticket) top-up methods: where to send the money, the transfer code, the billing
 * attachment (required for Wise), the confirmation with the charge, the ticket pending review;
 * then the scenario panel's admin approves it and the wallet grows by exactly the amount.
 */

const TEXT = {
  en: {
    send: 'Send the money',
    review: 'Review and send',
    confirm: 'Send your top-up request?',
    charge: 'Your top-up',
    sendRequest: 'Send request',
    pending: 'Request sent: pending admin review',
    approved: 'Approved: the money is in your wallet',
    demoNote: 'Demo values: do not send money',
    transferCode: 'Transfer code',
    approve: 'Approve: Recharge ticket',
    decided: 'Done: Recharge ticket',
  },
  vi: {
    send: 'Chuyển tiền',
    review: 'Xem lại và gửi',
    confirm: 'Gửi yêu cầu nạp tiền?',
    charge: 'Khoản nạp của bạn',
    sendRequest: 'Gửi yêu cầu',
    pending: 'Đã gửi yêu cầu: đang chờ quản trị viên duyệt',
    approved: 'Đã duyệt: tiền đã vào ví của bạn',
    demoNote: 'Thông tin demo: không chuyển tiền',
    transferCode: 'Mã chuyển khoản',
    approve: 'Duyệt: Ticket nạp tiền',
    decided: 'Đã xong: Ticket nạp tiền',
  },
} as const;

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const TRANSFER_CODE = /^TK[A-Z0-9]{12}$/;

/** The wallet balance on /payment, in cents (always written with two decimals). */
const walletBalance = async (app: AppDriver): Promise<number> => {
  const { page } = app;
  // A load, not app.navigate: the figure is read once, so it must not be a cached one about to refresh.
  await page.goto('/payment');
  const balance = page.getByTestId('wallet-balance');
  await expect(balance).toBeVisible({ timeout: SLOW_MS });
  return Number((await balance.textContent())?.replace(/\D/g, ''));
};

/** The header's wallet link (from 576 px wide). */
const walletLink = (page: Page, cents: number) =>
  page.getByRole('link', { name: `Wallet balance ${money(cents, 'en')}, open the wallet` });

const openPayStep = async (app: AppDriver, locale: Locale, method: string, amount: number, tip = 0) => {
  const { page } = app;
  await app.navigate(`/payment/add-fund?method=${method}&amount=${amount}&tip=${tip}&step=pay`);
  const send = page.getByRole('region', { name: TEXT[locale].send });
  await expect(send).toBeVisible({ timeout: SLOW_MS });
  return send;
};

/** The transfer code the instructions show, to find the ticket by later. */
const transferCodeOf = async (section: Locator): Promise<string> => {
  const code = section.getByText(TRANSFER_CODE);
  await expect(code).toBeVisible();
  return (await code.textContent()) ?? '';
};

/** The wallet history's row of a top-up, found by its transfer code. */
const historyRowOf = async (app: AppDriver, code: string): Promise<Locator> => {
  const { page } = app;
  await app.navigate(`/payment?tab=history&search=${code}`);
  const rows = page.getByRole('table').getByRole('row').filter({ hasText: code });
  await expect(rows).toHaveCount(1, { timeout: SLOW_MS });
  return rows;
};

/** Reviews the request, checks the charge in the confirmation, sends it and waits for the result. */
const sendTicket = async (page: Page, locale: Locale, totalCents: number, code: string | null) => {
  const text = TEXT[locale];
  await page.getByRole('button', { name: text.review }).click();
  const dialog = page.getByRole('dialog', { name: text.confirm });
  await expect(dialog.getByRole('group', { name: text.charge })).toContainText(money(totalCents, locale));
  if (code) await expect(dialog.getByText(code)).toBeVisible();
  await dialog.getByRole('button', { name: text.sendRequest }).click();
  const result = page.getByRole('region', { name: text.pending });
  await expect(result).toBeVisible({ timeout: SLOW_MS });
  await expect(dialog).toBeHidden();
  if (code) await expect(result.getByText(code)).toBeVisible();
  return result;
};

/** The scenario panel's Admin tab approves the recharge ticket of `method` with transfer code `code`. */
const approveTicket = (app: AppDriver, locale: Locale, method: string, code: string) =>
  adminApprovesOne({ page: app.page, locale }, `${TEXT[locale].approve} ${method} · ${code}`, TEXT[locale].decided);

test.describe('Manual top-ups (tickets)', () => {
  test.use({ uiLocale: 'en', signedInAs: 'verified-seller' });
  // Three screens each (the wallet, the pay step, the wallet again), every one scanned by axe.
  test.beforeEach(() => test.slow());

  test('Wise: the attachment is required; sent, approved, the wallet grows by the amount', async ({
    app,
    page,
    context,
  }) => {
    const before = await walletBalance(app);
    const send = await openPayStep(app, 'en', 'transferWise', 10_000);

    // Where to send it: the Hong Kong and United States accounts, each field with its copy button.
    await expect(send.getByText(money(10_600, 'en'), { exact: true })).toBeVisible();
    await expect(send.getByRole('tab', { name: 'Hong Kong' })).toHaveAttribute('aria-selected', 'true');
    await expect(send.getByText('EXAMHKHHXXX')).toBeVisible();
    await expect(send.getByRole('button', { name: 'Copy SWIFT / BIC code' })).toBeVisible();
    await send.getByRole('tab', { name: 'United States' }).click();
    await expect(send.getByText('123123123', { exact: true })).toBeVisible();
    await expect(send.getByRole('button', { name: 'Copy Fedwire routing number' })).toBeVisible();
    const code = await transferCodeOf(send);

    // The transfer code copies as it is written.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await send.getByRole('button', { name: 'Copy Transfer code' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toHaveCount(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await app.checkA11y();

    // No attachment: the spec's message, and nothing is sent.
    await page.getByRole('button', { name: TEXT.en.review }).click();
    await expect(page.getByText('The billing attachment field is required.')).toBeVisible();
    await expect(page.getByRole('dialog', { name: TEXT.en.confirm })).toHaveCount(0);

    await page.locator('input[type="file"]').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: /Billing attachment/ })).toBeVisible();
    await expect(page.getByText('The billing attachment field is required.')).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Note' }).fill('Sent from my HSBC account');

    const result = await sendTicket(page, 'en', 10_600, code);
    await expect(result).toContainText('Pending');
    await expect(result).toContainText(money(10_000, 'en'));
    await expect(result.getByRole('link', { name: 'See payment history' })).toBeVisible();
    await expect(result.getByRole('link', { name: 'Make another top-up' })).toBeVisible();
    await app.checkA11y();

    // Nothing moves until an admin approves; then the header follows without a reload.
    await expect(walletLink(page, before)).toBeVisible();
    await approveTicket(app, 'en', 'transferWise', code);
    await expect(page.getByRole('region', { name: TEXT.en.approved })).toBeVisible();
    await expect(walletLink(page, before + 10_000)).toBeVisible();
    expect(await walletBalance(app)).toBe(before + 10_000);
  });

  test('wire transfer: USD only, cents allowed; approved, the wallet grows by the amount', async ({ app, page }) => {
    const before = await walletBalance(app);
    const send = await openPayStep(app, 'en', 'transferWire', 25_050);
    // The demo's made-up accounts say so, beside them.
    await expect(send.getByRole('note', { name: TEXT.en.demoNote })).toContainText('Do not send real money to them.');
    await expect(send.getByText('Wire transfers are accepted in USD only.')).toBeVisible();
    await expect(send.getByText(money(26_553, 'en'), { exact: true })).toBeVisible();
    await expect(send.getByRole('tab', { name: 'United States' })).toBeVisible();
    const code = await transferCodeOf(send);

    // The attachment is optional here.
    await sendTicket(page, 'en', 26_553, code);
    // The history shows the top-up at once, pending, with its amount; the balance has not moved.
    const row = await historyRowOf(app, code);
    await expect(row).toContainText('Processing');
    await expect(row).toContainText(money(25_050, 'en'));
    expect(await walletBalance(app)).toBe(before);

    await approveTicket(app, 'en', 'transferWire', code);
    expect(await walletBalance(app)).toBe(before + 25_050);
    // The same row, now paid.
    await expect(await historyRowOf(app, code)).toContainText('Paid');
  });

  test('PayPal with a tip: the receiving e-mail; approved, the wallet grows by the amount only', async ({
    app,
    page,
  }) => {
    const before = await walletBalance(app);
    const send = await openPayStep(app, 'en', 'paypal', 5_000, 500);
    await expect(send.getByText('paypal-payments@example.com')).toBeVisible();
    await expect(send.getByRole('button', { name: 'Copy PayPal e-mail' })).toBeVisible();
    // $50 + 6% tax + $5 tip.
    await expect(send.getByText(money(5_800, 'en'), { exact: true })).toBeVisible();
    const code = await transferCodeOf(send);

    await sendTicket(page, 'en', 5_800, code);
    await approveTicket(app, 'en', 'paypal', code);
    expect(await walletBalance(app)).toBe(before + 5_000);
  });

  test('Airwallex (automatic): the payment id is required; confirmed by the provider, no admin needed', async ({
    app,
    page,
  }) => {
    const before = await walletBalance(app);
    const send = await openPayStep(app, 'en', 'airWallexAuto', 7_500);
    await expect(send.getByText('AWX-EXAMPLE-000001')).toBeVisible();
    // The provider's payment id is the reference: no transfer code here.
    await expect(send.getByText(TRANSFER_CODE)).toHaveCount(0);

    await page.getByRole('button', { name: TEXT.en.review }).click();
    await expect(page.getByText('This field is required.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Airwallex payment ID' }).fill('int_e2e_hkdm2h5x7g3n');
    await page.getByRole('button', { name: TEXT.en.review }).click();
    const dialog = page.getByRole('dialog', { name: TEXT.en.confirm });
    await expect(dialog.getByRole('group', { name: TEXT.en.charge })).toContainText(money(7_950, 'en'));
    await expect(dialog.getByText('int_e2e_hkdm2h5x7g3n')).toBeVisible();
    await dialog.getByRole('button', { name: TEXT.en.sendRequest }).click();

    // The mock provider confirms on the first check: credited at once.
    await expect(page.getByRole('region', { name: TEXT.en.approved })).toContainText(
      `${money(7_500, 'en')} was added to your wallet.`,
      { timeout: SLOW_MS },
    );
    await expect(walletLink(page, before + 7_500)).toBeVisible();
    expect(await walletBalance(app)).toBe(before + 7_500);
  });

  test.describe('in Vietnamese, on a phone', () => {
    test.use({ uiLocale: 'vi', signedInAs: 'verified-seller', viewport: { width: 390, height: 844 } });

    test('a local bank ticket shows the VND amount; approved, the wallet grows by the amount', async ({
      app,
      page,
    }) => {
      const before = await walletBalance(app);
      const send = await openPayStep(app, 'vi', 'localBankTicket', 20_000);
      // $200 + 6% tax = $212 at 25,450 VND per USD.
      await expect(send.getByText(money(21_200, 'vi'), { exact: true })).toBeVisible();
      await expect(send.getByText(/^5\.395\.400\s₫$/)).toBeVisible();
      await expect(send.getByRole('button', { name: 'Sao chép Tổng số tiền cần chuyển (VND)' })).toBeVisible();
      await expect(send.getByText('0000000000001')).toBeVisible();
      await expect(send.getByRole('note', { name: TEXT.vi.demoNote })).toContainText('Đừng chuyển tiền thật vào đây.');
      const code = await transferCodeOf(send);
      await expect(send.getByRole('button', { name: 'Sao chép Mã chuyển khoản' })).toBeVisible();
      // Nothing is wider than the phone (polled: images and fonts may still widen the page as they arrive).
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await app.checkA11y();

      await sendTicket(page, 'vi', 21_200, code);
      await approveTicket(app, 'vi', 'localBankTicket', code);
      await expect(page.getByRole('region', { name: TEXT.vi.approved })).toBeVisible();
      expect(await walletBalance(app)).toBe(before + 20_000);
    });
  });
});
