import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { closeDemoPanel, openDemoPanel, pickEndpoint } from './demo-panel';
import { expect, test, type AppDriver, type Locale } from './fixtures';
import { money, SLOW_MS } from './support';

/*
 * The add-fund page and the hosted-checkout methods (Tazapay, LianLian, Airwallex, PayFast,
 * iDEAL, Bancontact) on the demo's simulated provider page, in verified-seller: the charge
 * before paying equals the charge on the result page, and the wallet grows by exactly the amount.
 */

const TEXT = {
  en: {
    title: 'Add funds',
    amount: 'Amount to add',
    continue: 'Continue to payment',
    invalid: 'Invalid amount. Please enter an amount from $50 to $100,000.',
    decimals: 'The amount can have at most 2 decimal places.',
    whole: 'Please enter a whole number.',
    charge: 'Your charge',
    confirm: 'Confirm the charge',
    wallet: (balance: string) => `Wallet balance ${balance}, open the wallet`,
    paid: 'Top-up successful',
    failed: (amount: string) => `You have failed to deposit ${amount}.`,
  },
  vi: {
    title: 'Nạp tiền',
    amount: 'Số tiền nạp',
    continue: 'Tiếp tục thanh toán',
    // Amounts in the UI's number format (Intl puts a no-break space before the symbol).
    invalid: 'Số tiền không hợp lệ. Vui lòng nhập từ 50\u00a0$ đến 100.000\u00a0$.',
    decimals: 'Số tiền chỉ được có tối đa 2 chữ số thập phân.',
    whole: 'Vui lòng nhập số nguyên.',
    charge: 'Chi phí của bạn',
    confirm: 'Xác nhận chi phí',
    wallet: (balance: string) => `Số dư ví ${balance}, mở ví`,
    paid: 'Nạp tiền thành công',
    failed: (amount: string) => `You have failed to deposit ${amount}.`,
  },
} as const;

/** verified-seller's wallet (scenarios/verified-seller.ts). */
const WALLET_CENTS = 125_040;
/** tazapay-in-progress (scenarios/tazapay-in-progress.ts): the wallet, and the $500 payment in progress. */
const TAZAPAY_IN_PROGRESS_BALANCE_CENTS = 41_200;
const TAZAPAY_IN_PROGRESS_AMOUNT_CENTS = 50_000;

const expectHeaderWallet = (page: Page, locale: Locale, cents: number) =>
  expect(page.getByRole('link', { name: TEXT[locale].wallet(money(cents, locale)) })).toBeVisible({
    timeout: SLOW_MS,
  });

const openPayStep = async (page: Page, query: string) => {
  await page.goto(`/payment/add-fund?${query}&step=pay`);
  await expect(page.getByRole('heading', { level: 1, name: TEXT.en.title })).toBeVisible({ timeout: SLOW_MS });
};

/** The PDF's text as a reader's PDF tool extracts it, with runs of white space made one space. */
const pdfText = async (download: Download): Promise<string> => {
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(await download.path())));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
};

/** The charge lines of the confirm step, as the seller reads them. */
const chargeOf = (page: Page, name: string) => page.getByRole('group', { name });

const settleOnProvider = async (page: Page, action: 'Pay' | 'Fail' | 'Cancel') => {
  await expect(page.getByText('Simulated checkout')).toBeVisible({ timeout: SLOW_MS });
  await page.getByRole('button', { name: action, exact: true }).click();
};

test.describe('add funds: amounts', () => {
  for (const locale of ['en', 'vi'] as const) {
    test.describe(locale, () => {
      test.use({ uiLocale: locale, signedInAs: 'verified-seller' });

      test('refuses amounts out of the limits with the spec’s messages', async ({ app, page }) => {
        const text = TEXT[locale];
        await page.goto('/payment/add-fund');
        await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible({ timeout: SLOW_MS });
        const amount = page.getByRole('textbox', { name: text.amount });
        for (const [typed, message] of [
          ['49', text.invalid],
          ['100001', text.invalid],
          ['10.005', text.decimals],
        ] as const) {
          await amount.fill(typed);
          await page.getByRole('button', { name: text.continue }).click();
          await expect(page.getByText(message)).toBeVisible();
        }
        // The Vietnamese bank QR path takes whole dollars only.
        await page.getByRole('radio', { name: /QR/ }).click();
        await amount.fill('100.50');
        await page.getByRole('button', { name: text.continue }).click();
        await expect(page.getByText(text.whole)).toBeVisible();
        await amount.fill('100');
        await expect(chargeOf(page, text.charge)).toContainText(money(10_600, locale));
        await app.checkA11y();
      });
    });
  }
});

test.describe('add funds: hosted checkouts', () => {
  test.use({ uiLocale: 'en', signedInAs: 'verified-seller' });

  test('Tazapay by card: the charge before paying is the charge paid, in the history and on the invoice', async ({
    app,
    page,
  }) => {
    test.slow();
    await page.goto('/payment/add-fund');
    await expect(page.getByRole('heading', { level: 1, name: TEXT.en.title })).toBeVisible({ timeout: SLOW_MS });
    await page.getByRole('textbox', { name: TEXT.en.amount }).fill('100');
    await page.getByRole('radio', { name: /^Tazapay/ }).click();
    await page.getByText('Card · fee 3%').click();
    await expect(chargeOf(page, TEXT.en.charge)).toContainText('$109.00');
    await page.getByRole('button', { name: TEXT.en.continue }).click();

    const confirm = chargeOf(page, TEXT.en.confirm);
    await expect(confirm).toContainText('Payment method fee (3%)');
    await expect(confirm).toContainText('$109.00');
    await app.checkA11y();
    await page.getByRole('button', { name: 'Pay $109.00' }).click();
    await settleOnProvider(page, 'Pay');

    await expect(page.getByText(TEXT.en.paid)).toBeVisible({ timeout: SLOW_MS });
    await expect(page).toHaveURL(/\/payment\/tazapay\/success\?transactionId=/);
    await expect(page.getByRole('group', { name: 'Charge' })).toContainText('$109.00');
    await expectHeaderWallet(page, 'en', WALLET_CENTS + 10_000);
    await app.checkA11y();

    // The result page reads the payment back: a reload shows the same.
    await page.reload();
    await expect(page.getByText(TEXT.en.paid)).toBeVisible({ timeout: SLOW_MS });

    // The history and the invoice show the same charge.
    await page.getByRole('link', { name: 'Find it for an invoice' }).click();
    const rows = page.getByRole('table', { name: 'Transaction history', exact: true }).locator('tbody tr');
    await expect(rows).toHaveCount(1, { timeout: SLOW_MS });
    await rows.getByRole('cell').nth(3).click();
    const drawer = page.getByRole('dialog', { name: 'Transaction details' });
    for (const line of ['$100.00', '$6.00', '$3.00', '$109.00']) await expect(drawer).toContainText(line);
    await app.checkA11y();
    await drawer.getByRole('button', { name: 'Download invoice' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download invoice' });
    await dialog.getByRole('textbox', { name: 'Company name', exact: true }).fill('Lan Boutique Trading Co., Ltd.');
    await dialog.getByRole('textbox', { name: 'Address', exact: true }).fill('12 Nguyen Thi Minh Khai, District 1');
    await dialog.getByRole('textbox', { name: 'Zip code', exact: true }).fill('700000');
    const downloaded = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download PDF' }).click();
    const pdf = await pdfText(await downloaded);
    for (const expected of ['Subtotal $100.00', 'Tax (6%) $6.00', 'Fees $3.00', 'Total paid $109.00']) {
      expect(pdf).toContain(expected);
    }
  });

  for (const { method, query, provider } of [
    { method: 'LianLian', query: 'method=lianlian&amount=20000', provider: 'LianLian' },
    { method: 'Airwallex', query: 'method=airwallex&amount=20000', provider: 'Airwallex' },
    { method: 'PayFast', query: 'method=payfast&amount=20000', provider: 'PayFast' },
    { method: 'Bancontact', query: 'method=bancontact&amount=20000', provider: 'Bancontact' },
  ]) {
    test(`${method}: pays on the provider page and the wallet grows by exactly $200`, async ({ page }) => {
      await openPayStep(page, query);
      await expect(chargeOf(page, TEXT.en.confirm)).toContainText('$212.00');
      await page.getByRole('button', { name: 'Pay $212.00' }).click();
      await expect(page.getByText(provider, { exact: true })).toBeVisible({ timeout: SLOW_MS });
      await settleOnProvider(page, 'Pay');
      await expect(page.getByText(TEXT.en.paid)).toBeVisible({ timeout: SLOW_MS });
      await expect(page.getByRole('group', { name: 'Charge' })).toContainText('$212.00');
      await expectHeaderWallet(page, 'en', WALLET_CENTS + 20_000);
    });
  }

  test('iDEAL asks for the Dutch bank; a failed payment moves no money', async ({ page }) => {
    await openPayStep(page, 'method=ideal&amount=10000');
    await page.getByRole('button', { name: 'Pay $106.00' }).click();
    await expect(page.getByText('Please choose your bank.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Your bank' }).click();
    await page.getByRole('option', { name: 'Rabobank' }).click();
    await page.getByRole('button', { name: 'Pay $106.00' }).click();
    await settleOnProvider(page, 'Fail');
    await expect(page.getByText(TEXT.en.failed('$100.00'))).toBeVisible({ timeout: SLOW_MS });
    await expect(page).toHaveURL(/\/payment\/failed\?transactionId=/);
    await expectHeaderWallet(page, 'en', WALLET_CENTS);
  });

  test('a server error injected in the scenario panel says the top-up did not go through and moves no money', async ({
    app,
    page,
  }) => {
    await openPayStep(page, 'method=lianlian&amount=10000');
    const panel = await openDemoPanel(app, 'faults');
    await pickEndpoint(app, panel, 'payments.lianlian.requestLianlianPayment');
    await panel.getByRole('button', { name: 'Apply to endpoint' }).click();
    // The fault is in force once the panel lists it: a payment sent before that would succeed.
    await expect(panel.getByText('500 server error')).toBeVisible();
    await closeDemoPanel(app, panel);

    await page.getByRole('button', { name: 'Pay $106.00' }).click();
    // The server says the request never ran: nothing was charged, and sending it again is safe. The page says it;
    // the shell's toast may say it too, depending on when its code has loaded.
    await expect(
      page
        .getByRole('main')
        .getByText('Your $100.00 top-up did not go through: nothing was charged or moved. You can send it again.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/payment\/add-fund/);
    await expectHeaderWallet(page, 'en', WALLET_CENTS);
    await app.checkA11y();
  });
});

test.describe('add funds: a Tazapay payment in progress', () => {
  test.use({ uiLocale: 'en' });
  // A sign-in of its own, the provider page and the history: more screens than most tests.
  test.slow();

  const openTazapay = async (app: AppDriver) => {
    await app.logInAs('tazapay-in-progress');
    await app.dismissAnnouncement();
    await openPayStep(app.page, 'method=tazapay&tazapayMethod=local_bank&amount=10000');
    await expect(app.page.getByText('A payment is already in progress')).toBeVisible({ timeout: SLOW_MS });
  };

  test('continues the payment in progress to success', async ({ app, page }) => {
    await openTazapay(app);
    await app.checkA11y();
    await page.getByRole('button', { name: 'Continue that payment' }).click();
    await settleOnProvider(page, 'Pay');
    await expect(page.getByText(TEXT.en.paid)).toBeVisible({ timeout: SLOW_MS });
    await expectHeaderWallet(page, 'en', TAZAPAY_IN_PROGRESS_BALANCE_CENTS + TAZAPAY_IN_PROGRESS_AMOUNT_CENTS);
  });

  test('replaces it: the old one is cancelled with no money moved', async ({ app, page }) => {
    await openTazapay(app);
    await page.getByRole('button', { name: 'Replace it' }).click();
    await page
      .getByRole('dialog', { name: 'Replace the payment in progress?' })
      .getByRole('button', { name: 'Replace it' })
      .click();
    await settleOnProvider(page, 'Cancel');
    await expect(page).toHaveURL(/\/payment\/tazapay\/error\?transactionId=/);
    await expect(page.getByText(TEXT.en.failed('$100.00'))).toBeVisible({ timeout: SLOW_MS });
    await expectHeaderWallet(page, 'en', TAZAPAY_IN_PROGRESS_BALANCE_CENTS);
    await app.navigate('/payment?tab=history');
    await expect(page.getByRole('cell', { name: 'Canceled', exact: true })).toHaveCount(2, { timeout: SLOW_MS });
  });
});

test.describe('add funds: the exclusive-partner variant', () => {
  test.use({ uiLocale: 'en' });

  test('hides its payment methods, also by URL', async ({ app, page }) => {
    await app.logInAs('adreach-variant');
    await app.dismissAnnouncement();
    // The variant's survey follows the announcement (tests/e2e/help-pages.spec.ts).
    const survey = page.getByRole('dialog', { name: 'A quick question' });
    await survey.getByRole('radio', { name: 'Social media or an online community' }).check();
    await survey.getByRole('button', { name: 'Send' }).click();
    await expect(survey).toBeHidden();
    await app.navigate('/payment/add-fund');
    await expect(page.getByRole('heading', { level: 1, name: TEXT.en.title })).toBeVisible({ timeout: SLOW_MS });
    await expect(page.getByRole('radio', { name: /^Credit card/ })).toBeVisible();
    // Every method offered shows once the other methods are unfolded.
    await page.getByRole('button', { name: /^\d+ other methods$/ }).click();
    await expect(page.getByRole('radio', { name: /^PayFast/ })).toBeVisible();
    for (const hidden of [/^PayPal/, /^Payoneer/, /^PingPong/, /^RedotPay/]) {
      await expect(page.getByRole('radio', { name: hidden })).toHaveCount(0);
    }
    await app.navigate('/payment/add-fund?method=paypal&amount=10000&step=pay');
    await expect(page.getByText('This payment method is not offered. Please choose another one.')).toBeVisible({
      timeout: SLOW_MS,
    });
  });
});
