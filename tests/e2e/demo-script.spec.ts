import { openDemoPanel } from './demo-panel';
import { expect, test } from './fixtures';
import { money, SLOW_MS } from './support';

/*
 * README.md, "Five-minute sales demo": the path a sales person shows, step by step. Each
 * test.step is the README's step of the same number; change them together.
 */

const TEXT = {
  en: {
    login: 'Log in',
    myAdAccount: 'My Ad Account',
    payment: 'Payment',
    addFunds: 'Add funds',
    amount: 'Amount to add',
    charge: 'Your charge',
    language: 'Language',
    otherLanguage: 'Tiếng Việt',
    thisLanguage: 'English',
    approve: /^Approve: Ad account request/,
    done: 'Done: Ad account request',
  },
  vi: {
    login: 'Đăng nhập',
    myAdAccount: 'Tài khoản quảng cáo của tôi',
    payment: 'Thanh toán',
    addFunds: 'Nạp tiền',
    amount: 'Số tiền nạp',
    charge: 'Chi phí của bạn',
    language: 'Ngôn ngữ',
    otherLanguage: 'English',
    thisLanguage: 'Tiếng Việt',
    approve: /^Duyệt: Yêu cầu tài khoản quảng cáo/,
    done: 'Đã xong: Yêu cầu tài khoản quảng cáo',
  },
} as const;

for (const locale of ['en', 'vi'] as const) {
  test.describe(`The five-minute sales demo (${locale})`, () => {
    test.use({ uiLocale: locale });

    test('follows the README script from the login page to the admin approval', async ({ app, page }) => {
      test.slow();
      const text = TEXT[locale];
      const nav = page.getByRole('navigation', { name: locale === 'en' ? 'Main navigation' : 'Điều hướng chính' });

      await test.step('1. open the demo fresh from its seed', async () => {
        await page.goto('/login?scenario=verified-seller&reset');
        await expect(page.getByRole('heading', { level: 1, name: text.login })).toBeVisible({ timeout: SLOW_MS });
        await expect(page.getByText('lan.nguyen@example.com')).toBeVisible();
      });

      await test.step('2. sign in with the demo account: the dashboard shows the wallet', async () => {
        await app.logInWithDemoAccount();
        await expect(page).toHaveURL(/\/$/, { timeout: SLOW_MS });
        await expect(page.getByText(money(125_040, locale)).first()).toBeVisible({ timeout: SLOW_MS });
      });

      await test.step('3. the tax notice shows in the corner; "Got it" puts it away', async () => {
        await app.dismissAnnouncement();
        await expect(page.getByRole('dialog')).toHaveCount(0);
      });

      await test.step('4. My Ad Account lists the ad accounts', async () => {
        await nav.getByRole('link', { name: text.myAdAccount, exact: true }).click();
        await expect(page.getByRole('heading', { level: 1, name: text.myAdAccount })).toBeVisible({
          timeout: SLOW_MS,
        });
        await expect(page.getByRole('table').first().locator('tbody tr').first()).toBeVisible({ timeout: SLOW_MS });
      });

      await test.step('5. add funds: 100 by bank QR costs 106 with the tax, before paying', async () => {
        await nav.getByRole('link', { name: text.payment, exact: true }).click();
        // My Ad Account has an "Add funds" link too: the click is meant for the Payment page's.
        await expect(page.getByRole('heading', { level: 1, name: text.payment })).toBeVisible({ timeout: SLOW_MS });
        await page.getByRole('main').getByRole('link', { name: text.addFunds }).first().click();
        await expect(page.getByRole('heading', { level: 1, name: text.addFunds })).toBeVisible({ timeout: SLOW_MS });
        await page.getByRole('textbox', { name: text.amount }).fill('100');
        await page.getByRole('radio', { name: /QR/ }).first().click();
        await expect(page.getByRole('group', { name: text.charge })).toContainText(money(10_600, locale));
      });

      await test.step('6. the language switches, and back', async () => {
        const switcher = page.getByRole('radiogroup', { name: text.language });
        await switcher.getByText(text.otherLanguage).click();
        await expect(page.locator('html')).toHaveAttribute('lang', locale === 'en' ? 'vi' : 'en');
        await page
          .getByRole('radiogroup', { name: TEXT[locale === 'en' ? 'vi' : 'en'].language })
          .getByText(text.thisLanguage)
          .click();
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
      });

      await test.step('7. the demo panel approves the ad account request as the admin', async () => {
        const panel = await openDemoPanel(app, 'admin');
        await panel.getByRole('button', { name: text.approve }).first().click();
        await expect(page.getByText(text.done)).toBeVisible();
        await expect(panel.getByRole('button', { name: text.approve })).toHaveCount(0);
      });
    });
  });
}
