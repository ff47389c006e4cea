import type { Locator, Page } from '@playwright/test';
import { TransactionListSchema } from '@contract/transactions/transactions.schema';
import { adAccountOf, readApi, VERIFIED_SELLER_MAIN_AD_ACCOUNT } from './demo-api';
import { closeDemoPanel, openDemoPanel, pickEndpoint } from './demo-panel';
import { expect, test, type AppDriver, type Locale } from './fixtures';
import { money, SLOW_MS } from './support';

/*
 * A money action sent twice moves money once (docs/decisions/money-and-ledger.md, "Idempotency keys"): with a
 * delay injected on the route (the scenario panel's Faults tab), the button is clicked twice in
 * one go, before the page can show it busy, so both requests really leave. Both carry the
 * action's Idempotency-Key; the mock answers the second with the first's answer.
 */

const TEXT = {
  en: {
    delay: 'Delay (ms)',
    answer: 'Answer',
    normal: 'Normal answer',
    apply: 'Apply to endpoint',
    delaySummary: (ms: number) => `${ms} ms delay`,
    requestLog: 'Recent requests, newest first',
    wallet: (balance: string) => `Wallet balance ${balance}, open the wallet`,
    send: 'Send the money',
    review: 'Review and send',
    paymentId: 'Airwallex payment ID',
    confirm: 'Send your top-up request?',
    sendRequest: 'Send request',
    approved: 'Approved: the money is in your wallet',
    added: (amount: string) => `${amount} was added to your wallet.`,
    payment: 'Payment',
    history: 'Transaction history',
    total: (count: number) => `${count} transactions`,
  },
  vi: {
    delay: 'Độ trễ (ms)',
    answer: 'Phản hồi',
    normal: 'Phản hồi bình thường',
    apply: 'Áp dụng cho endpoint',
    delaySummary: (ms: number) => `trễ ${ms} ms`,
    requestLog: 'Yêu cầu gần đây, mới nhất trước',
    wallet: (balance: string) => `Số dư ví ${balance}, mở ví`,
    myAdAccounts: 'Tài khoản quảng cáo của tôi',
    adAccounts: 'Tài khoản quảng cáo',
    actionsFor: (name: string) => `Thao tác cho ${name}`,
    transfer: 'Chuyển tiền từ ví',
    transferSubmit: 'Chuyển tiền',
    amount: 'Số tiền',
    payment: 'Thanh toán',
    history: 'Lịch sử giao dịch',
    total: (count: number) => `${count} giao dịch`,
  },
} as const;

/** verified-seller's wallet (scenarios/verified-seller.ts). */
const WALLET_CENTS = 125_040;
const MAIN = 'Lan Boutique - Main';

/** Long enough for the second click to leave while the first request is still on its way. */
const DELAY_MS = 1_500;

/** The Faults tab: the route answers normally, after a delay. */
const delayRoute = async (page: Page, locale: Locale, routeKey: string) => {
  const text = TEXT[locale];
  const panel = await openDemoPanel({ page, locale }, 'faults');
  await pickEndpoint({ page, locale }, panel, routeKey);
  await panel.getByRole('textbox', { name: text.delay }).fill(String(DELAY_MS));
  await panel.getByRole('combobox', { name: text.answer }).click();
  await page.getByRole('option', { name: text.normal, exact: true }).click();
  await panel.getByRole('button', { name: text.apply }).click();
  await expect(panel.getByText(text.delaySummary(DELAY_MS))).toBeVisible();
  await closeDemoPanel({ page }, panel);
};

/** Two clicks in one go: the second lands before the page re-renders the button as busy. */
const clickTwice = (button: Locator) =>
  button.evaluate((element) => {
    if (!(element instanceof HTMLElement)) throw new Error('not a button');
    element.click();
    element.click();
  });

/** The scenario panel's request log: both requests were sent and both answered with success. */
const expectSentTwice = async (page: Page, locale: Locale, call: RegExp, status: number) => {
  const panel = await openDemoPanel({ page, locale }, 'requests');
  const rows = panel.getByRole('table', { name: TEXT[locale].requestLog }).getByRole('row', { name: call });
  await expect(rows).toHaveCount(2);
  for (const row of await rows.all()) await expect(row).toContainText(String(status));
  await closeDemoPanel({ page }, panel);
};

/** How many entries the seller's history holds now, as the API has it. */
const historyEntries = async (page: Page) =>
  (await readApi(page, '/api/transactions?limit=1', TransactionListSchema)).paging.total;

const expectHistoryTotal = async (app: AppDriver, count: number) => {
  const { page, locale } = app;
  const text = TEXT[locale];
  await app.navigate('/payment?tab=history');
  await expect(page.getByRole('heading', { level: 1, name: text.payment })).toBeVisible({ timeout: SLOW_MS });
  await expect(page.getByRole('table', { name: text.history, exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: text.total(count) })).toBeVisible();
};

test.describe('A money action sent twice', () => {
  test.describe('in English', () => {
    test.use({ uiLocale: 'en', signedInAs: 'verified-seller' });

    test('a double-clicked top-up under injected latency pays once', async ({ app, page }) => {
      test.slow();
      const text = TEXT.en;
      const amount = 12_300;
      await page.goto(`/payment/add-fund?method=airWallexAuto&amount=${amount}&tip=0&step=pay`);
      await expect(page.getByRole('region', { name: text.send })).toBeVisible({ timeout: SLOW_MS });
      await expect(page.getByRole('link', { name: text.wallet(money(WALLET_CENTS, 'en')) })).toBeVisible();
      const entriesBefore = await historyEntries(page);
      await delayRoute(page, 'en', 'tickets.createAutoTicket');

      await page.getByRole('textbox', { name: text.paymentId }).fill('int_e2e_double_click_01');
      await page.getByRole('button', { name: text.review }).click();
      const dialog = page.getByRole('dialog', { name: text.confirm });
      await clickTwice(dialog.getByRole('button', { name: text.sendRequest }));

      // The provider confirms the one ticket: the wallet grows by the amount, once.
      await expect(page.getByRole('region', { name: text.approved })).toContainText(text.added(money(amount, 'en')), {
        timeout: SLOW_MS,
      });
      await expect(page.getByRole('link', { name: text.wallet(money(WALLET_CENTS + amount, 'en')) })).toBeVisible();
      await expectSentTwice(page, 'en', /POST \/api\/tickets\/auto/, 201);

      await expectHistoryTotal(app, entriesBefore + 1);
      const history = page.getByRole('table', { name: text.history, exact: true });
      await expect(history.getByRole('row').filter({ hasText: money(amount, 'en') })).toHaveCount(1);
      await expect(page.getByRole('link', { name: text.wallet(money(WALLET_CENTS + amount, 'en')) })).toBeVisible();
    });
  });

  test.describe('in Vietnamese', () => {
    test.use({ uiLocale: 'vi', signedInAs: 'verified-seller' });

    test('a double-clicked transfer to an ad account under injected latency moves the money once', async ({
      app,
      page,
    }) => {
      test.slow();
      const text = TEXT.vi;
      const amount = 10_000;
      await page.goto('/my-ads-account');
      await expect(page.getByRole('heading', { level: 1, name: text.myAdAccounts })).toBeVisible({ timeout: SLOW_MS });
      const entriesBefore = await historyEntries(page);
      await delayRoute(page, 'vi', 'adAccounts.transferAdAccountBalance');

      const row = page
        .getByRole('table', { name: text.adAccounts, exact: true })
        .getByRole('row')
        .filter({ hasText: MAIN });
      // Main spends as time passes: what moved is its balance + cost.
      const before = await adAccountOf(page, VERIFIED_SELLER_MAIN_AD_ACCOUNT);
      await expect(row).toContainText(money(before.balance, 'vi'));
      await page.getByRole('button', { name: text.actionsFor(MAIN) }).click();
      await page.getByRole('menuitem', { name: text.transfer }).click();
      const dialog = page.getByRole('dialog', { name: text.transfer });
      await dialog.getByRole('textbox', { name: text.amount }).fill('100');
      await clickTwice(dialog.getByRole('button', { name: text.transferSubmit, exact: true }));

      await expect(dialog).toBeHidden({ timeout: SLOW_MS });
      const after = await adAccountOf(page, VERIFIED_SELLER_MAIN_AD_ACCOUNT);
      expect(after.balance + after.cost).toBe(before.balance + before.cost + amount);
      await expect(row).toContainText(money(after.balance, 'vi'));
      await expect(page.getByRole('link', { name: text.wallet(money(WALLET_CENTS - amount, 'vi')) })).toBeVisible();
      await expectSentTwice(page, 'vi', /PATCH \/api\/ads-accounts\//, 200);

      await expectHistoryTotal(app, entriesBefore + 1);
      await expect(page.getByRole('link', { name: text.wallet(money(WALLET_CENTS - amount, 'vi')) })).toBeVisible();
    });
  });
});
