import type { Page } from '@playwright/test';
import { TransactionListSchema } from '@contract/transactions/transactions.schema';
import { adAccountOf, readApi, VERIFIED_SELLER_MAIN_AD_ACCOUNT } from './demo-api';
import { closeDemoPanel, openDemoPanel } from './demo-panel';
import { expect, test, type Locale } from './fixtures';
import { money, SLOW_MS } from './support';

const TEXT = {
  vi: {
    title: 'Thanh toán',
    walletFigure: 'Số dư ví',
    shellWallet: (balance: string) => `Số dư ví ${balance}, mở ví`,
    allocation: 'Phân bổ số dư',
    inWallet: 'Trong ví',
    inAdAccounts: 'Trong tài khoản quảng cáo',
    actionsFor: (name: string) => `Thao tác cho ${name}`,
    transfer: 'Chuyển tiền từ ví',
    transferSubmit: 'Chuyển tiền',
    withdrawButton: 'Rút tiền',
    withdrawTitle: 'Rút tiền từ tài khoản quảng cáo',
    withdrawDialog: 'Rút tiền về ví',
    account: 'Tài khoản quảng cáo',
    continue: 'Tiếp tục',
    amount: 'Số tiền',
    historyTab: 'Lịch sử giao dịch',
  },
  en: {
    title: 'Payment',
    walletFigure: 'Wallet balance',
    shellWallet: (balance: string) => `Wallet balance ${balance}, open the wallet`,
    allocation: 'Balance allocation',
    actionsFor: (name: string) => `Actions for ${name}`,
    transfer: 'Transfer from wallet',
    transferSubmit: 'Transfer',
    amount: 'Amount',
    lowTitle: 'Your balance is low',
    methodsTab: 'Payment methods used',
    methodsTable: 'Payment methods used',
  },
} as const;

const MAIN = 'Lan Boutique - Main';
const MAIN_ID = VERIFIED_SELLER_MAIN_AD_ACCOUNT;
/** verified-seller's wallet (scenarios/verified-seller.ts). */
const WALLET_CENTS = 125_040;

const openWallet = async (page: Page, locale: Locale, path = '/payment') => {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: TEXT[locale].title })).toBeVisible({ timeout: SLOW_MS });
};

/** The wallet figure on the balance card and the header's wallet link say the same amount. */
const expectWallet = async (page: Page, locale: Locale, cents: number) => {
  await expect(page.getByRole('group', { name: TEXT[locale].walletFigure })).toContainText(money(cents, locale));
  await expect(page.getByRole('link', { name: TEXT[locale].shellWallet(money(cents, locale)) })).toBeVisible();
};

const allocationRow = (page: Page, locale: Locale, name: string) =>
  page.getByRole('table', { name: TEXT[locale].allocation, exact: true }).getByRole('row').filter({ hasText: name });

test.describe('The wallet (vi)', () => {
  const locale = 'vi';
  const text = TEXT.vi;
  test.use({ uiLocale: locale, signedInAs: 'verified-seller' });
  test.slow();

  test('moves money both ways from one page; the card, the header, the row and the history agree', async ({ page }) => {
    await openWallet(page, locale);
    await expectWallet(page, locale, WALLET_CENTS);
    // Main spends as time passes: what moved is its balance + cost.
    const before = await adAccountOf(page, MAIN_ID);
    await expect(allocationRow(page, locale, MAIN)).toContainText(money(before.balance, locale));

    await page.getByRole('button', { name: text.actionsFor(MAIN) }).click();
    await page.getByRole('menuitem', { name: text.transfer }).click();
    const transfer = page.getByRole('dialog', { name: text.transfer });
    await transfer.getByRole('textbox', { name: text.amount }).fill('100');
    await transfer.getByRole('button', { name: text.transferSubmit, exact: true }).click();
    await expect(transfer).toBeHidden();
    await expectWallet(page, locale, WALLET_CENTS - 10_000);
    const transferred = await adAccountOf(page, MAIN_ID);
    expect(transferred.balance + transferred.cost).toBe(before.balance + before.cost + 10_000);
    await expect(allocationRow(page, locale, MAIN)).toContainText(money(transferred.balance, locale));
    await expect(page.getByRole('group', { name: text.inWallet })).toContainText(money(WALLET_CENTS - 10_000, locale));

    // Withdraw from the balance card: choose the ad account, then the same withdraw dialog.
    await page.getByRole('button', { name: text.withdrawButton, exact: true }).click();
    const choose = page.getByRole('dialog', { name: text.withdrawTitle });
    await choose.getByLabel(text.account).click();
    await page.getByRole('option', { name: new RegExp(`^${MAIN}`) }).click();
    await choose.getByRole('button', { name: text.continue }).click();
    const withdraw = page.getByRole('dialog', { name: text.withdrawDialog });
    await withdraw.getByRole('textbox', { name: text.amount }).fill('40');
    await withdraw.getByRole('button', { name: text.withdrawButton, exact: true }).click();
    await expect(withdraw).toBeHidden();
    await expectWallet(page, locale, WALLET_CENTS - 6_000);
    const withdrawn = await adAccountOf(page, MAIN_ID);
    expect(withdrawn.balance + withdrawn.cost).toBe(before.balance + before.cost + 6_000);
    await expect(allocationRow(page, locale, MAIN)).toContainText(money(withdrawn.balance, locale));

    // The history's newest entries are the two moves, with the signed amounts.
    await page.getByRole('tab', { name: text.historyTab }).click();
    await expect(page).toHaveURL(/tab=history/);
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows.nth(1)).toContainText(money(4_000, locale));
    await expect(rows.nth(2)).toContainText(money(-10_000, locale));
  });
});

test.describe('The wallet (en)', () => {
  const locale = 'en';
  const text = TEXT.en;
  test.use({ uiLocale: locale, signedInAs: 'verified-seller' });
  test.slow();

  test('a wallet under the minimum top-up says so, and the methods used are listed', async ({ page }) => {
    await openWallet(page, locale);
    await expect(page.getByRole('alert').filter({ hasText: text.lowTitle })).toHaveCount(0);

    await page.getByRole('button', { name: text.actionsFor(MAIN) }).click();
    await page.getByRole('menuitem', { name: text.transfer }).click();
    const transfer = page.getByRole('dialog', { name: text.transfer });
    await transfer.getByRole('textbox', { name: text.amount }).fill('1210');
    await transfer.getByRole('button', { name: text.transferSubmit, exact: true }).click();
    await expect(transfer).toBeHidden();
    await expectWallet(page, locale, WALLET_CENTS - 121_000);
    await expect(page.getByRole('alert').filter({ hasText: text.lowTitle })).toContainText('$50.00');

    await page.getByRole('tab', { name: text.methodsTab }).click();
    await expect(page).toHaveURL(/tab=methods/);
    const methods = page.getByRole('table', { name: text.methodsTable });
    await expect(methods.getByRole('row').filter({ hasText: 'Tazapay' })).toBeVisible();
    await expect(methods.getByRole('row').filter({ hasText: 'Payoneer' })).toContainText('$1,030.00');
  });
});

/** The dashboard's wallet chart over 30 days in which nothing moved, in both languages. */
const QUIET = {
  en: {
    dashboard: 'Dashboard',
    chart: 'Wallet movements, last 30 days',
    none: 'No money moved in or out of your wallet in the last 30 days.',
    howFar: 'How far',
    move: 'Move the clock',
    ahead: '744 h ahead of real time',
  },
  vi: {
    dashboard: 'Tổng quan',
    chart: 'Biến động ví 30 ngày qua',
    none: 'Không có khoản tiền nào vào hoặc ra khỏi ví trong 30 ngày qua.',
    howFar: 'Tua bao lâu',
    move: 'Tua đồng hồ',
    ahead: 'Nhanh hơn thời gian thực 744 giờ',
  },
} as const;

for (const locale of ['en', 'vi'] as const) {
  test.describe(`The wallet chart with nothing to draw (${locale})`, () => {
    // No plan renews and no auto top-up runs here: a month later the wallet has not moved for 30 days.
    test.use({ uiLocale: locale, signedInAs: 'tazapay-in-progress' });

    test('says nothing moved in place of a chart of zeros', async ({ app, page }) => {
      const text = QUIET[locale];
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: text.dashboard })).toBeVisible({ timeout: SLOW_MS });
      const panel = await openDemoPanel(app, 'time');
      await panel.getByLabel(text.howFar).fill('31');
      await panel.getByRole('button', { name: text.move }).click();
      await expect(panel.getByText(text.ahead)).toBeVisible({ timeout: SLOW_MS });
      await closeDemoPanel(app, panel);
      await page.goto('/');

      // The API agrees: no settled move in the last 30 days.
      const month = await readApi(page, '/api/transactions?datePreset=last_30_days&limit=100', TransactionListSchema);
      expect(month.content.filter((entry) => entry.status === 'PAID')).toEqual([]);

      const chart = page.getByRole('region', { name: text.chart });
      await expect(chart.getByText(text.none)).toBeVisible({ timeout: SLOW_MS });
      // No chart of zeros, nor its table of zeros for screen readers.
      await expect(chart.getByRole('table')).toHaveCount(0);
      await app.checkA11y();
    });
  });
}
