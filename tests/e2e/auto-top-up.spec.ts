import { AdAccountListSchema } from '@contract/ad-accounts/ad-accounts.schema';
import { TransactionListSchema } from '@contract/transactions/transactions.schema';
import { UserSchema } from '@contract/users/users.schema';
import type { Page } from '@playwright/test';
import { readApi } from './demo-api';
import { expect, test, type Locale } from './fixtures';
import { money, SLOW_MS } from './support';

const TEXT = {
  en: {
    title: 'My ad accounts',
    actionsFor: (name: string) => `Actions for ${name}`,
    setUp: 'Set up auto top-up',
    amount: 'Top-up amount',
    threshold: 'Threshold',
    turnOn: 'Turn on',
    thresholdRequired: 'Enter the threshold.',
    firesNow: (name: string, balance: string, amount: string) =>
      `The balance of ${name} (${balance}) is already below this threshold: a top-up of ${amount} will run as soon as you save.`,
    covers: (available: string) => `Your wallet has ${available} available, enough to cover it.`,
  },
  vi: {
    title: 'Tài khoản quảng cáo của tôi',
    actionsFor: (name: string) => `Thao tác cho ${name}`,
    setUp: 'Thiết lập tự động nạp',
    amount: 'Số tiền mỗi lần nạp',
    threshold: 'Ngưỡng',
    turnOn: 'Bật',
    thresholdRequired: 'Nhập ngưỡng số dư.',
    firesNow: (name: string, balance: string, amount: string) =>
      `Số dư của ${name} (${balance}) đã thấp hơn ngưỡng này: khoản nạp ${amount} sẽ được thực hiện ngay khi bạn lưu.`,
    covers: (available: string) => `Ví của bạn còn ${available} khả dụng, đủ cho khoản nạp này.`,
  },
} as const;

/** verified-seller's ad account without auto top-up (scenarios/verified-seller.ts). */
const RETARGETING = 'Lan Boutique - Retargeting';

const accountNamed = async (page: Page, name: string) => {
  const list = await readApi(page, '/api/ads-accounts?tab=approved&limit=100', AdAccountListSchema);
  const account = list.tab === 'approved' ? list.content.find((candidate) => candidate.name === name) : undefined;
  if (!account) throw new Error(`No ad account ${name}`);
  return account;
};

const autoTopUpsOf = async (page: Page, adAccountId: string) =>
  (
    await readApi(
      page,
      `/api/transactions?type=recharge_ads_account_balance&adAccountId=${adAccountId}&limit=100`,
      TransactionListSchema,
    )
  ).content.filter((entry) => entry.id.startsWith('txn_auto_'));

for (const locale of ['en', 'vi'] as const satisfies readonly Locale[]) {
  test.describe(`Auto top-up saved above the balance (${locale})`, () => {
    const text = TEXT[locale];
    test.use({ uiLocale: locale, signedInAs: 'verified-seller' });

    test('warns while typing, then fires once, moving exactly the amount through the ledger', async ({ page }) => {
      await page.goto('/my-ads-account');
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible({ timeout: SLOW_MS });
      const before = await accountNamed(page, RETARGETING);
      const wallet = await readApi(page, '/api/users', UserSchema);
      const earlier = await autoTopUpsOf(page, before.id);

      await page.getByRole('button', { name: text.actionsFor(RETARGETING) }).click();
      await page.getByRole('menuitem', { name: text.setUp }).click();
      const dialog = page.getByRole('dialog', { name: text.setUp });
      await dialog.getByRole('textbox', { name: text.amount }).fill('5');
      await dialog.getByRole('button', { name: text.turnOn, exact: true }).click();
      await expect(dialog.getByText(text.thresholdRequired)).toBeVisible();

      // $5 when below $5,000: the balance is lower, so the dialog says it runs at once.
      await dialog.getByRole('textbox', { name: text.threshold }).fill('5000');
      await expect(
        dialog.getByText(text.firesNow(RETARGETING, money(before.balance, locale), money(500, locale))),
      ).toBeVisible();
      await expect(dialog.getByText(text.covers(money(wallet.availableBalance, locale)))).toBeVisible();
      await dialog.getByRole('button', { name: text.turnOn, exact: true }).click();
      await expect(dialog).toBeHidden();

      // One auto top-up entry of $5; the wallet and the account moved by exactly that.
      await expect.poll(async () => (await autoTopUpsOf(page, before.id)).length).toBe(earlier.length + 1);
      const [entry] = (await autoTopUpsOf(page, before.id)).filter(
        (candidate) => !earlier.some((e) => e.id === candidate.id),
      );
      expect(entry).toMatchObject({ amount: -500, status: 'PAID', note: 'Auto top-up' });
      const after = await accountNamed(page, RETARGETING);
      expect(after.balance + after.cost - (before.balance + before.cost)).toBe(500);
      const walletAfter = await readApi(page, '/api/users', UserSchema);
      expect(walletAfter.balance).toBe(wallet.balance - 500);
      // The screen shows the new balance without a reload.
      await expect(page.getByRole('row').filter({ hasText: RETARGETING })).toContainText(money(after.balance, locale));
    });
  });
}
