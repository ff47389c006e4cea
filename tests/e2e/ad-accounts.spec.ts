import type { Locator, Page } from '@playwright/test';
import { adAccountOf, VERIFIED_SELLER_MAIN_AD_ACCOUNT } from './demo-api';
import { closeDemoPanel, openDemoPanel, pickEndpoint } from './demo-panel';
import { expect, test, type Locale } from './fixtures';
import { money, SLOW_MS, wholeDollars } from './support';

const TEXT = {
  vi: {
    title: 'Tài khoản quảng cáo của tôi',
    table: 'Tài khoản quảng cáo',
    search: 'Tìm tài khoản quảng cáo',
    wallet: 'Số dư ví',
    actionsFor: (name: string) => `Thao tác cho ${name}`,
    transfer: 'Chuyển tiền từ ví',
    withdraw: 'Rút tiền về ví',
    transferSubmit: 'Chuyển tiền',
    withdrawSubmit: 'Rút tiền',
    amount: 'Số tiền',
    wholeNumber: 'Vui lòng nhập số nguyên.',
    amountInvalid: (max: number) =>
      `Số tiền không hợp lệ. Vui lòng nhập từ ${wholeDollars(1, 'vi')} đến ${wholeDollars(max, 'vi')}.`,
    setUpAutoTopUp: 'Thiết lập tự động nạp',
    editAutoTopUp: 'Sửa tự động nạp',
    turnOffAutoTopUp: 'Tắt tự động nạp',
    topUpAmount: 'Số tiền mỗi lần nạp',
    threshold: 'Ngưỡng',
    turnOn: 'Bật',
    save: 'Lưu',
    turnOffTitle: 'Tắt tự động nạp?',
    turnOff: 'Tắt',
    autoTopUpOn: (amount: string, threshold: string) => `${amount} khi dưới ${threshold}`,
    off: 'Tắt',
    notApproved:
      'Chỉ tài khoản quảng cáo đã được duyệt mới có thể chuyển tiền, rút tiền và tự động nạp. Trạng thái hiện tại: Đang xét duyệt.',
    inReviewTab: 'Đang xét duyệt',
    requests: 'Yêu cầu mở tài khoản quảng cáo',
    pending: 'Đang chờ duyệt',
  },
  en: {
    title: 'My ad accounts',
    table: 'Ad accounts',
    search: 'Search ad accounts',
    wallet: 'Wallet balance',
    actionsFor: (name: string) => `Actions for ${name}`,
    transfer: 'Transfer from wallet',
    withdraw: 'Withdraw to wallet',
    transferSubmit: 'Transfer',
    withdrawSubmit: 'Withdraw',
    amount: 'Amount',
    wholeNumber: 'Please enter a whole number.',
    amountInvalid: (max: number) => `Invalid amount. Please enter an amount from $1 to ${wholeDollars(max, 'en')}.`,
    inReviewTab: 'In review',
    requests: 'Ad account requests',
    pending: 'Pending',
    unitedStates: 'United States',
    serverError: 'Something went wrong on our side. Please try again later.',
    // A money request's server error says what became of the money (the server says nothing ran).
    transferNotDone: `Your ${money(10_000, 'en')} transfer to your ad account did not go through: nothing was charged or moved. You can send it again.`,
    loadFailed: 'This could not be loaded',
  },
} as const;

const MAIN = 'Lan Boutique - Main';
const RETARGETING = 'Lan Boutique - Retargeting';
const FUNDED = 'Hoàng Decor - Main';
const IN_PLATFORM_REVIEW = 'Hoàng Decor - Tết Campaign';

/** verified-seller's wallet (scenarios/verified-seller.ts). Main's balance moves as it spends: tests read it from the API. */
const WALLET_CENTS = 125_040;
const MAIN_ID = VERIFIED_SELLER_MAIN_AD_ACCOUNT;

const openMyAdAccounts = async (page: Page, locale: Locale, path = '/my-ads-account') => {
  await page.goto(path);
  // A page load starts the demo's mock backend again before the page shows.
  await expect(page.getByRole('heading', { level: 1, name: TEXT[locale].title })).toBeVisible({ timeout: SLOW_MS });
};

const accountsTable = (page: Page, locale: Locale) =>
  page.getByRole('table', { name: TEXT[locale].table, exact: true });

const rowOf = (page: Page, locale: Locale, name: string): Locator =>
  accountsTable(page, locale).getByRole('row').filter({ hasText: name });

const expectWallet = (page: Page, locale: Locale, cents: number) =>
  expect(page.getByRole('group', { name: TEXT[locale].wallet })).toContainText(money(cents, locale));

/** Makes an endpoint answer 500 from the scenario panel's Faults tab, or removes that fault. */
const setFault = async (page: Page, routeKey: string, on: boolean) => {
  const host = { page, locale: 'en' } as const;
  const panel = await openDemoPanel(host, 'faults');
  if (on) {
    await pickEndpoint(host, panel, routeKey);
    await panel.getByRole('button', { name: 'Apply to endpoint' }).click();
    await expect(panel.getByText('500 server error')).toBeVisible();
  } else {
    await panel.getByRole('button', { name: `Remove fault on ${routeKey}` }).click();
    await expect(panel.getByText('No fault is injected.')).toBeVisible();
  }
  await closeDemoPanel(host, panel);
};

/** Opens a row's actions menu and picks one. */
const rowAction = async (page: Page, locale: Locale, name: string, action: string) => {
  await page.getByRole('button', { name: TEXT[locale].actionsFor(name) }).click();
  await page.getByRole('menuitem', { name: action }).click();
};

test.describe('My ad accounts (vi)', () => {
  const locale = 'vi';
  const text = TEXT.vi;
  test.use({ uiLocale: locale, signedInAs: 'verified-seller' });
  test.slow();

  test('the search, page size and tab are in the link and survive a reload', async ({ page }) => {
    await openMyAdAccounts(page, locale);
    const table = accountsTable(page, locale);
    await expect(table.getByRole('row')).toHaveCount(4);

    await page.getByRole('searchbox', { name: text.search }).fill('Retargeting');
    await expect(page).toHaveURL(/search=Retargeting/);
    await expect(table.getByRole('row')).toHaveCount(2);
    await page.getByRole('button', { name: '10', exact: true }).click();
    await page.getByRole('menuitem', { name: '20', exact: true }).click();
    await expect(page).toHaveURL(/limit=20/);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible({ timeout: SLOW_MS });
    await expect(page.getByRole('searchbox', { name: text.search })).toHaveValue('Retargeting');
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByText(RETARGETING)).toBeVisible();
    await expect(page.getByRole('button', { name: '20', exact: true })).toBeVisible();

    await page.getByRole('tab', { name: text.inReviewTab }).click();
    await expect(page).toHaveURL(/tab=in_review$/);
    const requests = page.getByRole('table', { name: text.requests });
    await expect(requests.getByRole('row').filter({ hasText: 'Lan Boutique - US Launch' })).toContainText(text.pending);
  });

  test('transfers $100 to an ad account and withdraws $40 back, both balances exact after each', async ({ page }) => {
    await openMyAdAccounts(page, locale);
    await expectWallet(page, locale, WALLET_CENTS);
    // What the account holds and has spent: it spends as time passes, so only their sum is fixed.
    const before = await adAccountOf(page, MAIN_ID);
    await expect(rowOf(page, locale, MAIN)).toContainText(money(before.balance, locale));

    await rowAction(page, locale, MAIN, text.transfer);
    const transfer = page.getByRole('dialog', { name: text.transfer });
    await transfer.getByRole('textbox', { name: text.amount }).fill('100');
    // The dialog shows the wallet and the ad account before and after.
    await expect(transfer.getByRole('row').nth(1)).toContainText(
      `${money(WALLET_CENTS, locale)}${money(WALLET_CENTS - 10_000, locale)}`,
    );
    await transfer.getByRole('button', { name: text.transferSubmit, exact: true }).click();
    await expect(transfer).toBeHidden();
    await expectWallet(page, locale, WALLET_CENTS - 10_000);
    const transferred = await adAccountOf(page, MAIN_ID);
    expect(transferred.balance + transferred.cost).toBe(before.balance + before.cost + 10_000);
    await expect(rowOf(page, locale, MAIN)).toContainText(money(transferred.balance, locale));

    await rowAction(page, locale, MAIN, text.withdraw);
    const withdraw = page.getByRole('dialog', { name: text.withdraw });
    await withdraw.getByRole('textbox', { name: text.amount }).fill('40');
    await withdraw.getByRole('button', { name: text.withdrawSubmit, exact: true }).click();
    await expect(withdraw).toBeHidden();
    await expectWallet(page, locale, WALLET_CENTS - 6_000);
    const withdrawn = await adAccountOf(page, MAIN_ID);
    expect(withdrawn.balance + withdrawn.cost).toBe(before.balance + before.cost + 6_000);
    await expect(rowOf(page, locale, MAIN)).toContainText(money(withdrawn.balance, locale));
  });

  test('refuses an amount that is not whole dollars or more than the wallet holds', async ({ page }) => {
    await openMyAdAccounts(page, locale);
    await rowAction(page, locale, RETARGETING, text.transfer);
    const dialog = page.getByRole('dialog', { name: text.transfer });
    const amount = dialog.getByRole('textbox', { name: text.amount });
    const submit = dialog.getByRole('button', { name: text.transferSubmit, exact: true });

    await amount.fill('10.5');
    await submit.click();
    await expect(dialog.getByRole('alert')).toHaveText(text.wholeNumber);
    await amount.fill('1251');
    await submit.click();
    await expect(dialog.getByRole('alert')).toHaveText(text.amountInvalid(1250));
    await expect(amount).toHaveValue('1251');
    await page.keyboard.press('Escape');
    await expectWallet(page, locale, WALLET_CENTS);
  });

  test('sets up, edits and turns off auto top-up', async ({ page }) => {
    await openMyAdAccounts(page, locale);
    const row = rowOf(page, locale, RETARGETING);
    await expect(row).toContainText(text.off);

    await rowAction(page, locale, RETARGETING, text.setUpAutoTopUp);
    const setUp = page.getByRole('dialog', { name: text.setUpAutoTopUp });
    await setUp.getByRole('textbox', { name: text.topUpAmount }).fill('100');
    await setUp.getByRole('textbox', { name: text.threshold }).fill('20');
    await setUp.getByRole('button', { name: text.turnOn, exact: true }).click();
    await expect(setUp).toBeHidden();
    await expect(row).toContainText(text.autoTopUpOn(money(10_000, locale), money(2_000, locale)));

    await rowAction(page, locale, RETARGETING, text.editAutoTopUp);
    const edit = page.getByRole('dialog', { name: text.editAutoTopUp });
    await expect(edit.getByRole('textbox', { name: text.topUpAmount })).toHaveValue('100');
    await edit.getByRole('textbox', { name: text.topUpAmount }).fill('150');
    await edit.getByRole('textbox', { name: text.threshold }).fill('30.5');
    await edit.getByRole('button', { name: text.save, exact: true }).click();
    await expect(edit).toBeHidden();
    await expect(row).toContainText(text.autoTopUpOn(money(15_000, locale), money(3_050, locale)));

    await rowAction(page, locale, RETARGETING, text.turnOffAutoTopUp);
    const confirm = page.getByRole('dialog', { name: text.turnOffTitle });
    await confirm.getByRole('button', { name: text.turnOff, exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(row.getByRole('cell').filter({ hasText: new RegExp(`^${text.off}$`) })).toBeVisible();
  });
});

/** trialing-user's seller has one funded ad account and one the platform is still reviewing. */
test.describe('My ad accounts, an account not approved (vi)', () => {
  const locale = 'vi';
  const text = TEXT.vi;
  test.use({ uiLocale: locale, signedInAs: 'trialing-user' });
  test.slow();

  test('an ad account that is not approved offers no money actions, and says why', async ({ page }) => {
    await openMyAdAccounts(page, locale);

    const actions = page.getByRole('button', { name: text.actionsFor(IN_PLATFORM_REVIEW) });
    await expect(actions).toBeDisabled();
    await expect(actions).toHaveAccessibleDescription(text.notApproved);
    await actions.hover();
    await expect(page.getByRole('tooltip')).toHaveText(text.notApproved);
    await actions.click({ force: true });
    await expect(page.getByRole('menu')).toBeHidden();
    // The approved one keeps its actions.
    await expect(page.getByRole('button', { name: text.actionsFor(FUNDED) })).toBeEnabled();
  });
});

test.describe('My ad accounts (en)', () => {
  const locale = 'en';
  const text = TEXT.en;
  test.use({ uiLocale: locale, signedInAs: 'verified-seller' });
  test.slow();

  test('the transfer dialog and the requests in review read in English', async ({ page }) => {
    await openMyAdAccounts(page, locale);
    await expectWallet(page, locale, WALLET_CENTS);

    await rowAction(page, locale, MAIN, text.withdraw);
    const dialog = page.getByRole('dialog', { name: text.withdraw });
    const amount = dialog.getByRole('textbox', { name: text.amount });
    const submit = dialog.getByRole('button', { name: text.withdrawSubmit, exact: true });
    await amount.fill('12.25');
    await submit.click();
    await expect(dialog.getByRole('alert')).toHaveText(text.wholeNumber);
    // A withdraw is capped by what the ad account holds, in whole dollars.
    const heldDollars = Math.floor((await adAccountOf(page, MAIN_ID)).balance / 100);
    await amount.fill(String(heldDollars + 1));
    await submit.click();
    await expect(dialog.getByRole('alert')).toHaveText(text.amountInvalid(heldDollars));
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: text.inReviewTab }).click();
    const request = page
      .getByRole('table', { name: text.requests })
      .getByRole('row')
      .filter({ hasText: 'Lan Boutique - US Launch' });
    await expect(request).toContainText(text.pending);
    await expect(request).toContainText(text.unitedStates);
  });

  test('a failed call shows its message and a retry, and what was typed stays', async ({ page }) => {
    await openMyAdAccounts(page, locale);

    await setFault(page, 'adAccounts.transferAdAccountBalance', true);
    await rowAction(page, locale, MAIN, text.transfer);
    const dialog = page.getByRole('dialog', { name: text.transfer });
    const amount = dialog.getByRole('textbox', { name: text.amount });
    await amount.fill('100');
    await dialog.getByRole('button', { name: text.transferSubmit, exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText(text.transferNotDone);
    await expect(amount).toHaveValue('100');
    await page.keyboard.press('Escape');
    await setFault(page, 'adAccounts.transferAdAccountBalance', false);
    await expectWallet(page, locale, WALLET_CENTS);

    await setFault(page, 'adAccounts.listAdAccounts', true);
    await page.getByRole('searchbox', { name: text.search }).fill('Main');
    await expect(page.getByRole('alert').filter({ hasText: text.loadFailed })).toContainText(text.serverError);
    await setFault(page, 'adAccounts.listAdAccounts', false);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(accountsTable(page, locale).getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('searchbox', { name: text.search })).toHaveValue('Main');
  });
});
