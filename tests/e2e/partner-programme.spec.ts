import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/*
 * The partner programme pages of the partner view on the partner scenario (scenarios/partner.ts,
 * HOAPARTNER): her four gift codes (HOATET expired), members' contact information waiting for
 * approval, and the embed form with the landing page of her referral link.
 */

/** The first sign-in of a worker seeds 2,000 members in the browser. */
const FIRST_SCREEN_MS = 45_000;

const openPage = async (page: Page, path: string, title: string) => {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: FIRST_SCREEN_MS });
};

test.describe('Partner programme (en)', () => {
  test.use({ uiLocale: 'en', signedInAs: 'partner' });

  test('a partner loads more gift codes, then "unexpired only" replaces the list', async ({ page }) => {
    test.slow();
    // Two codes a page, so the four codes take two pages.
    await openPage(page, '/partner-management-giftcode?limit=2', 'Gift codes');
    const table = page.getByRole('table', { name: 'Gift codes' });
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(page.getByText('2 of 4 codes shown')).toBeVisible();
    const firstPage = await rows.allTextContents();

    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(rows).toHaveCount(4);
    await expect(page.getByText('4 of 4 codes shown')).toBeVisible();
    // Appended: the first page stays on top.
    expect((await rows.allTextContents()).slice(0, 2)).toEqual(firstPage);
    await expect(rows.filter({ hasText: 'HOATET' })).toContainText('Expired');
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

    await page.getByRole('switch', { name: 'Unexpired codes only' }).click();
    await expect(page).toHaveURL(/unexpired=true/);
    // Replaced: the first page of the three unexpired codes, without the expired one.
    await expect(rows).toHaveCount(2);
    await expect(page.getByText('2 of 3 codes shown')).toBeVisible();
    await expect(table.getByText('HOATET', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(rows).toHaveCount(3);
    await expect(rows.filter({ hasText: 'Expired' })).toHaveCount(0);
    await expect(table.getByRole('button', { name: 'Copy code HOA50' })).toBeVisible();
  });

  test('a partner saves the embed form URL, keeps it after a reload and previews the landing page', async ({
    page,
    app,
  }) => {
    await openPage(page, '/partner-info-url', 'Embed form');
    await expect(page.getByText("Save your form's URL above to get the HTML snippet for your website.")).toBeVisible();
    const field = page.getByRole('textbox', { name: 'Embed form URL' });
    await field.fill('hoagrowth.vn/dang-ky');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The URL must start with http:// or https://.')).toBeVisible();
    await expect(field).toBeFocused();

    await field.fill('https://hoagrowth.vn/dang-ky');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Embed form URL saved')).toBeVisible();
    await app.checkA11y();

    await page.reload();
    // A reload boots the demo's backend again.
    await expect(page.getByRole('textbox', { name: 'Embed form URL' })).toHaveValue('https://hoagrowth.vn/dang-ky', {
      timeout: FIRST_SCREEN_MS,
    });
    await expect(page.getByRole('button', { name: 'Copy embed form URL' })).toBeVisible();
    await expect(page.getByText('<iframe src="https://hoagrowth.vn/dang-ky" title="Sign-up form"')).toBeVisible();

    // The demo's landing page is the app's own sign-up page: drawn in the page as a visitor sees it.
    const preview = page.getByRole('region', { name: 'Preview of your landing page' });
    await expect(preview.getByRole('heading', { name: 'Create your account', includeHidden: true })).toBeVisible();
    await expect(preview.getByLabel('Referral code', { exact: false })).toHaveValue('HOAPARTNER');
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('the landing page opens as a visitor sees it, with no console error, and the partner stays signed in', async ({
    page,
    context,
    app,
  }) => {
    const errors: string[] = [];
    const watch = (target: typeof page) => {
      target.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      target.on('pageerror', (error) => errors.push(error.message));
    };
    watch(page);
    await openPage(page, '/partner-info-url', 'Embed form');
    const token = await app.accessToken();
    expect(token).not.toBeNull();
    const preview = page.getByRole('region', { name: 'Preview of your landing page' });
    await expect(preview.getByText('Sign up to get agency ad accounts', { exact: false })).toBeVisible();
    // A picture of the page: nothing in it takes focus or input.
    const email = preview.getByLabel('Email', { exact: true });
    await email.focus();
    await expect(email).not.toBeFocused();

    const [visitor] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: /Open the landing page/ }).click(),
    ]);
    watch(visitor);
    await expect(visitor).toHaveURL(/\/partner-landing-preview$/);
    await expect(visitor.getByText('Preview of your landing page')).toBeVisible({ timeout: FIRST_SCREEN_MS });
    await expect(visitor.getByRole('heading', { name: 'Create your account', includeHidden: true })).toBeVisible();
    await expect(visitor.getByLabel('Referral code', { exact: false })).toHaveValue('HOAPARTNER');
    await app.checkA11y(visitor);

    // Neither view signed the partner out: both tabs keep the session and the partner pages.
    expect(await app.forPage(visitor).accessToken()).toBe(token);
    await visitor.getByRole('link', { name: 'Back to the embed form' }).click();
    await expect(visitor.getByRole('heading', { level: 1, name: 'Embed form' })).toBeVisible();
    expect(await app.accessToken()).toBe(token);
    expect(errors).toEqual([]);
  });
});

test.describe('Partner programme (vi)', () => {
  test.use({ uiLocale: 'vi', signedInAs: 'partner' });

  test('a partner approves one member’s contact information and rejects another with a reason', async ({
    page,
    app,
  }) => {
    test.slow();
    await openPage(page, '/partner-management-contact-info', 'Duyệt thông tin liên hệ');
    const table = page.getByRole('table', { name: 'Chờ duyệt' });
    const members = table.locator('tbody tr').getByRole('link');
    await expect(members).toHaveCount(10);
    const approved = (await members.nth(0).textContent()) ?? '';
    const rejected = (await members.nth(1).textContent()) ?? '';
    const total = Number(/trên (\d+)/.exec((await page.getByText(/^1–10 trên \d+$/).textContent()) ?? '')?.[1]);

    await table.getByRole('button', { name: `Chi tiết của ${approved}` }).click();
    const drawer = page.getByRole('dialog', { name: `Thông tin liên hệ của ${approved}` });
    await expect(drawer.getByRole('heading', { name: 'Kênh liên hệ' })).toBeVisible();
    await app.checkA11y();
    await drawer.getByRole('button', { name: 'Đóng' }).click();

    await table.getByRole('button', { name: `Duyệt ${approved}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Duyệt thông tin liên hệ?' });
    await confirm.getByRole('button', { name: 'Duyệt', exact: true }).click();
    await expect(page.getByText(`Đã duyệt thông tin liên hệ của ${approved}`)).toBeVisible();
    await expect(table.getByRole('link', { name: approved, exact: true })).toHaveCount(0);

    await table.getByRole('button', { name: `Từ chối ${rejected}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Từ chối thông tin liên hệ' });
    await dialog.getByRole('button', { name: 'Từ chối', exact: true }).click();
    await expect(dialog.getByText('Vui lòng mô tả lý do.')).toBeVisible();
    await app.checkA11y();
    await dialog.getByRole('textbox', { name: 'Lý do' }).fill('Số điện thoại không liên lạc được.');
    await dialog.getByRole('button', { name: 'Từ chối', exact: true }).click();
    await expect(page.getByText(`Đã từ chối thông tin liên hệ của ${rejected}`)).toBeVisible();
    await expect(table.getByRole('link', { name: rejected, exact: true })).toHaveCount(0);
    await expect(page.getByText(`1–10 trên ${total - 2}`)).toBeVisible();

    await page.getByRole('tab', { name: 'Đã từ chối' }).click();
    await expect(page).toHaveURL(/status=rejected/);
    await page.getByRole('searchbox', { name: 'Tìm thành viên' }).fill(rejected);
    const rejectedTable = page.getByRole('table', { name: 'Đã từ chối' });
    const rejectedRow = rejectedTable
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: rejected, exact: true }) });
    // Seeded rejections carry the same reason in Vietnamese: read it in this member's row.
    await expect(rejectedRow.getByText('Số điện thoại không liên lạc được.')).toBeVisible();
  });
});
