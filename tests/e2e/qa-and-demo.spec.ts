import type { Page } from '@playwright/test';
import { closeDemoPanel, DEMO_PANEL, openDemoPanel, pickEndpoint, pickOption } from './demo-panel';
import { expect, test, withScenario, type AppDriver, type Locale } from './fixtures';
import { SLOW_MS } from './support';

/*
 * What QA and a sales demo trip on (issue 26): maintenance known from the first call, a demo
 * reset that keeps the language and the page, one retry policy, and data changes that reach
 * every tab.
 */

const TEXT = {
  en: {
    maintenance: 'Maintenance',
    login: 'Log in',
    language: 'Language',
    otherLanguage: 'Tiếng Việt',
    loadFailed: 'This could not be loaded',
    retry: 'Retry',
    forbidden: 'You do not have permission to do this.',
    serverError: 'Something went wrong on our side. Please try again later.',
    catalogueError: 'Catalogue error',
    serverFailure: '500 server error',
    answer: 'Answer',
    code: 'Error code',
    apply: 'Apply to endpoint',
  },
  vi: {
    maintenance: 'Bảo trì hệ thống',
    login: 'Đăng nhập',
    language: 'Ngôn ngữ',
    otherLanguage: 'English',
    loadFailed: 'Không tải được dữ liệu',
    retry: 'Thử lại',
    forbidden: 'Bạn không có quyền thực hiện thao tác này.',
    serverError: 'Hệ thống đang gặp sự cố. Vui lòng thử lại sau.',
    catalogueError: 'Lỗi trong danh mục',
    serverFailure: 'Lỗi máy chủ 500',
    answer: 'Phản hồi',
    code: 'Mã lỗi',
    apply: 'Áp dụng cho endpoint',
  },
} as const;

const other = (locale: Locale): Locale => (locale === 'en' ? 'vi' : 'en');

/** The answers the page got from one API path, counted from now on. */
const countAnswers = (page: Page, path: string) => {
  const answers: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === path) answers.push(response.status());
  });
  return answers;
};

/** Makes `routeKey` fail from the scenario panel's Faults tab, as QA does. */
const injectFault = async (
  app: AppDriver,
  routeKey: string,
  failure: { kind: 'server' } | { kind: 'catalogue'; code: string },
) => {
  const text = TEXT[app.locale];
  const panel = await openDemoPanel(app, 'faults');
  await pickEndpoint(app, panel, routeKey);
  if (failure.kind === 'catalogue') {
    await pickOption(app.page, panel.getByRole('combobox', { name: text.answer }), text.catalogueError);
    await panel.getByRole('combobox', { name: text.code }).fill(failure.code);
    await app.page.getByRole('option', { name: failure.code, exact: true }).click();
  } else {
    await pickOption(app.page, panel.getByRole('combobox', { name: text.answer }), text.serverFailure);
  }
  await panel.getByRole('button', { name: text.apply }).click();
  await expect(panel.getByRole('table').getByText(routeKey)).toBeVisible();
  await closeDemoPanel(app, panel);
};

for (const locale of ['en', 'vi'] as const) {
  const text = TEXT[locale];

  test.describe(`Maintenance, known from the first call (${locale})`, () => {
    test.use({ uiLocale: locale });

    test('a guest opening the login page of the maintenance scenario lands on the maintenance page', async ({
      app,
      page,
    }) => {
      expect(app.locale).toBe(locale);
      await page.goto(withScenario('/login', 'maintenance'));

      await expect(page).toHaveURL(/\/maintenance$/);
      await expect(page.getByRole('heading', { level: 1, name: text.maintenance })).toBeVisible();
    });
  });

  test.describe(`Maintenance on a signed-in page (${locale})`, () => {
    test.use({ uiLocale: locale, signedInAs: 'verified-seller' });

    test('a signed-in page under maintenance goes to the maintenance page', async ({ page }) => {
      await page.goto(withScenario('/payment', 'maintenance'));

      await expect(page).toHaveURL(/\/maintenance$/, { timeout: SLOW_MS });
      await expect(page.getByRole('heading', { level: 1, name: text.maintenance })).toBeVisible();
    });
  });

  test.describe(`A demo reset (${locale})`, () => {
    test.use({ uiLocale: locale, signedInAs: 'verified-seller' });

    test('keeps the chosen language, and signing in again comes back to the same page', async ({ app, page }) => {
      const chosen = other(locale);
      await page.goto('/payment');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: SLOW_MS });
      await page.getByRole('radiogroup', { name: text.language }).getByText(text.otherLanguage).click();
      await expect(page.locator('html')).toHaveAttribute('lang', chosen);

      await page.goto('/payment/add-fund?method=creditCard&reset');

      await expect(page).toHaveURL(/\/login\?redirect=/, { timeout: SLOW_MS });
      await expect(page.getByRole('heading', { level: 1, name: TEXT[chosen].login })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: TEXT[chosen].login })).toBeVisible({
        timeout: SLOW_MS,
      });
      await expect(page.locator('html')).toHaveAttribute('lang', chosen);

      await page.getByRole('button', { name: chosen === 'en' ? 'Use demo account' : 'Dùng tài khoản demo' }).click();
      await page.getByRole('button', { name: TEXT[chosen].login, exact: true }).click();

      await expect(page).toHaveURL(/\/payment\/add-fund\?method=creditCard$/, { timeout: SLOW_MS });
      await expect(page.locator('html')).toHaveAttribute('lang', chosen);
      expect(await app.accessToken()).not.toBeNull();
    });
  });

  test.describe(`One retry policy (${locale})`, () => {
    test.use({ uiLocale: locale, signedInAs: 'verified-seller' });

    test('a 4xx shows its error state after one call; a 5xx is asked once more, then shows its error', async ({
      app,
      page,
    }) => {
      await page.goto('/payment');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: SLOW_MS });
      await injectFault(app, 'adAccounts.listAdAccounts', { kind: 'catalogue', code: 'error.forbidden' });

      const refused = countAnswers(page, '/api/ads-accounts');
      await page.goto('/my-ads-account');
      const failed = page.getByRole('alert').filter({ hasText: text.loadFailed });
      await expect(failed).toContainText(text.forbidden, { timeout: SLOW_MS });
      await expect(failed.getByRole('button', { name: text.retry })).toBeVisible();
      // The error shows only once every retry is spent, so the count is final here.
      expect(refused).toEqual([403]);

      await injectFault(app, 'adAccounts.listAdAccounts', { kind: 'server' });
      const broken = countAnswers(page, '/api/ads-accounts');
      await failed.getByRole('button', { name: text.retry }).click();
      await expect(failed).toContainText(text.serverError, { timeout: SLOW_MS });
      expect(broken).toEqual([500, 500]);
    });
  });
}

test.describe('Data changes reach every tab', () => {
  test.use({ uiLocale: 'en', signedInAs: 'partner' });

  test('a member removed in one tab leaves the list of another tab without a reload', async ({
    app,
    context,
    page,
  }) => {
    test.slow();
    const openMembers = async (tab: Page) => {
      await tab.goto('/partner-management-member');
      // The partner scenario's 2,000 members are restored in each tab's mock backend first.
      await expect(tab.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible({ timeout: 3 * SLOW_MS });
    };
    const total = (tab: Page) => tab.getByRole('status').filter({ hasText: /^[\d,.]+ members?$/ });
    await openMembers(page);
    const other = await context.newPage();
    await openMembers(other);
    await expect(total(other)).toHaveText('2,000 members', { timeout: SLOW_MS });
    // A mark on the other tab's window: it is gone if that tab reloads.
    await other.evaluate(() => Object.assign(window, { sameDocument: true }));

    const email = (
      await page
        .getByRole('table', { name: 'Members', exact: true })
        .locator('tbody tr')
        .first()
        .getByRole('link')
        .innerText()
    ).trim();
    await page.getByRole('button', { name: `Remove ${email}` }).click();
    await page
      .getByRole('dialog', { name: 'Remove this member?' })
      .getByRole('button', { name: 'Remove member' })
      .click();
    await expect(page.getByText(`${email} has been removed from your members.`)).toBeVisible();

    await expect(total(other)).toHaveText('1,999 members', { timeout: SLOW_MS });
    await expect(other.getByRole('link', { name: `Open ${email}` })).toHaveCount(0);
    expect(await other.evaluate(() => 'sameDocument' in window)).toBe(true);
    await app.checkA11y(other);
  });
});

test.describe('The demo panel button', () => {
  test.use({ uiLocale: 'vi', signedInAs: 'verified-seller' });

  test('keeps clear of the mobile menu and tucks away on request', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/payment');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: SLOW_MS });
    await page.getByRole('button', { name: 'Mở menu điều hướng' }).click();

    const switcher = page.getByRole('navigation', { name: 'Điều hướng chính' }).getByRole('radiogroup', {
      name: 'Ngôn ngữ',
    });
    const button = page.getByRole('button', { name: DEMO_PANEL.vi.open });
    const [switcherBox, buttonBox] = await Promise.all([switcher.boundingBox(), button.boundingBox()]);
    expect(switcherBox && buttonBox && switcherBox.y + switcherBox.height <= buttonBox.y).toBe(true);

    await page.getByRole('button', { name: 'Ẩn nút demo' }).click();
    await expect(button).toBeHidden();
    await page.reload();
    await page.getByRole('button', { name: 'Hiện nút demo' }).click();
    await expect(button).toBeVisible();
  });
});
