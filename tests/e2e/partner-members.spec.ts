import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import Papa from 'papaparse';
import { expect, test } from './fixtures';
import { money, SLOW_MS } from './support';

/*
 * The partner's members list (/partner-management-member) on the partner scenario: 2,000
 * members referred by HOAPARTNER (scenarios/partner.ts), seeded in the browser at sign-in.
 */

const MEMBER_COUNT = 2_000;

const count = (value: number, locale: 'en' | 'vi') => new Intl.NumberFormat(locale).format(value);

const openMembers = async (page: Page, query = '') => {
  await page.goto(`/partner-management-member${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible({ timeout: SLOW_MS });
};

const membersTable = (page: Page) => page.getByRole('table', { name: 'Members', exact: true });
const bodyRows = (page: Page): Locator => membersTable(page).locator('tbody tr');
const totalStatus = (page: Page) => page.getByRole('status').filter({ hasText: /^[\d,.]+ members?$/ });

const expectTotal = (page: Page, total: number) =>
  expect(totalStatus(page)).toHaveText(`${count(total, 'en')} member${total === 1 ? '' : 's'}`, { timeout: SLOW_MS });

const readTotal = async (page: Page): Promise<number> =>
  Number.parseInt((await totalStatus(page).innerText()).replace(/[^0-9]/g, ''), 10);

const searchParam = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

const chooseOption = async (page: Page, label: string, option: string) => {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

/** Exports the filtered list and reads the file back as header-keyed records. */
const exportCsv = async (page: Page): Promise<Record<string, string>[]> => {
  const downloaded: Promise<Download> = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe('members.csv');
  const text = await readFile(await download.path(), 'utf8');
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: true,
  });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
};

test.describe('Partner members (en)', () => {
  test.use({ uiLocale: 'en', signedInAs: 'partner' });

  test('the seller / partner switch goes back to the partner page last open', async ({ page }) => {
    await openMembers(page, '?status=blocked');
    const views = page.getByRole('radiogroup', { name: 'View' });
    await views.getByText('Seller', { exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'My Ad Account' }),
    ).toBeVisible();

    await views.getByText('Partner', { exact: true }).click();
    await expect(page).toHaveURL(/\/partner-management-member\?status=blocked$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible({ timeout: SLOW_MS });
    await expect(page.getByRole('tab', { name: 'Blocked' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a partner finds a member by e-mail, filters by status and plan, sorts, and a reload keeps the view', async ({
    page,
    app,
  }) => {
    // The first sign-in of a worker seeds the 2,000 members in the browser.
    test.slow();
    await openMembers(page);
    await expectTotal(page, MEMBER_COUNT);
    const email = (await bodyRows(page).nth(2).getByRole('link').innerText()).trim();

    const search = page.getByRole('searchbox', { name: 'Search members' });
    await search.fill(email.toUpperCase());
    await expectTotal(page, 1);
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(membersTable(page).getByRole('link', { name: `Open ${email}` })).toBeVisible();
    expect(searchParam(page, 'search')).toBe(email.toUpperCase());
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expectTotal(page, MEMBER_COUNT);

    await page.getByRole('tab', { name: 'Activated' }).click();
    await chooseOption(page, 'Plan status', 'Active');
    await chooseOption(page, 'Current plan', 'Growth');
    await expect.poll(() => searchParam(page, 'currentPlan')).toBe('regular_3');
    expect(searchParam(page, 'status')).toBe('activated');
    expect(searchParam(page, 'planStatus')).toBe('active');
    await expect(bodyRows(page)).toHaveCount(10);
    // Every row on the activated tab is activated, on the Growth plan, and its plan is active.
    await expect(bodyRows(page).filter({ hasNotText: 'Growth' })).toHaveCount(0);
    await expect(bodyRows(page).filter({ hasText: /blocked|punished|trialing|canceled/i })).toHaveCount(0);
    // Read once the rows show the filtered answer: until then the total is the previous search's.
    const filtered = await readTotal(page);
    expect(filtered).toBeGreaterThan(10);
    expect(filtered).toBeLessThan(MEMBER_COUNT / 4);

    // A sortable header is a button named by its title and its sort state.
    await membersTable(page)
      .getByRole('button', { name: /^Total spending/ })
      .click();
    await expect.poll(() => searchParam(page, 'sortBy')).toBe('totalSpending');
    const order = searchParam(page, 'order');
    const spendings = async () =>
      (await bodyRows(page).locator('td:nth-child(2)').allInnerTexts()).map((text) =>
        Number.parseInt(text.replace(/[^0-9]/g, ''), 10),
      );
    await expect
      .poll(async () => {
        const shown = await spendings();
        return shown.every(
          (value, index) => index === 0 || (order === 'asc' ? shown[index - 1]! <= value : shown[index - 1]! >= value),
        );
      })
      .toBe(true);
    await app.checkA11y();

    const url = page.url();
    const rowsBefore = await bodyRows(page).allInnerTexts();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible({ timeout: SLOW_MS });
    expect(page.url()).toBe(url);
    await expect(page.getByRole('tab', { name: 'Activated' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('combobox', { name: 'Plan status', exact: true })).toHaveValue('Active');
    await expect(page.getByRole('combobox', { name: 'Current plan', exact: true })).toHaveValue('Growth');
    await expectTotal(page, filtered);
    await expect.poll(() => bodyRows(page).allInnerTexts()).toEqual(rowsBefore);
  });

  test('exports every filtered member to CSV, spending floored as shown', async ({ page }) => {
    await openMembers(page, '?planStatus=past_due&sortBy=totalSpending&order=desc');
    await expect(bodyRows(page).first()).toBeVisible();
    const total = await readTotal(page);
    expect(total).toBeGreaterThan(MEMBER_COUNT / 100);
    const firstEmail = (await bodyRows(page).first().getByRole('link').innerText()).trim();
    const firstSpending = (await bodyRows(page).first().locator('td:nth-child(2)').innerText()).trim();

    const rows = await exportCsv(page);
    expect(rows).toHaveLength(total);
    expect(rows.every((row) => row['Plan status'] === 'Past due')).toBe(true);
    expect(new Set(rows.map((row) => row.ID)).size).toBe(total);
    const [first] = rows;
    expect(first?.['E-mail']).toBe(firstEmail);
    // A plain decimal of exact cents ("1234.56"), the amount the table shows ("$1,234.56").
    expect(first?.['Total spending (USD)']).toMatch(/^\d+\.\d{2}$/);
    expect(money(Math.round(Number(first?.['Total spending (USD)']) * 100), 'en')).toBe(firstSpending);
  });

  test('a partner removes a member and the total drops by one', async ({ page, app }) => {
    await openMembers(page);
    await expectTotal(page, MEMBER_COUNT);
    const email = (await bodyRows(page).first().getByRole('link').innerText()).trim();

    await page.getByRole('button', { name: `Remove ${email}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this member?' });
    await expect(dialog).toContainText(`${email} will no longer be one of your members`);
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await app.checkA11y();
    await dialog.getByRole('button', { name: 'Remove member' }).click();

    await expect(dialog).toBeHidden();
    await expect(page.getByText(`${email} has been removed from your members.`)).toBeVisible();
    await expectTotal(page, MEMBER_COUNT - 1);
    await expect(membersTable(page).getByRole('link', { name: `Open ${email}` })).toHaveCount(0);
  });
});

test.describe('Partner members (vi)', () => {
  test.use({ uiLocale: 'vi', signedInAs: 'partner' });

  test('the tabs are in Vietnamese and the blocked tab lists blocked and punished members', async ({ page, app }) => {
    test.slow();
    await page.goto('/partner-management-member');
    await expect(page.getByRole('heading', { level: 1, name: 'Thành viên' })).toBeVisible({ timeout: SLOW_MS });
    const tabs = page.getByRole('tablist', { name: 'Trạng thái thành viên' });
    await expect(tabs.getByRole('tab')).toHaveText(['Tất cả', 'Đã kích hoạt', 'Bị khóa']);
    await expect(page.getByRole('status').filter({ hasText: `${count(MEMBER_COUNT, 'vi')} thành viên` })).toBeVisible();

    await tabs.getByRole('tab', { name: 'Bị khóa' }).click();
    await expect.poll(() => searchParam(page, 'status')).toBe('blocked');
    const rows = page.getByRole('table', { name: 'Thành viên', exact: true }).locator('tbody tr');
    await expect(rows).toHaveCount(10);
    await expect(rows.filter({ hasNotText: /Bị khóa|Bị xử phạt/ })).toHaveCount(0);
    await app.checkA11y();
  });
});

test.describe('Partner members for a seller', () => {
  test.use({ uiLocale: 'en', signedInAs: 'verified-seller' });

  test('a seller who is not a partner reaches no partner page', async ({ app, page }) => {
    // The first by a page load, the others inside the app: the guard is the router's either way.
    for (const path of [
      '/partner-management',
      '/partner-management-member',
      '/member/usr_1',
      '/partner-management-product-link',
      '/partner-management-giftcode',
      '/partner-management-contact-info',
      '/partner-info-url',
    ]) {
      await app.navigate(path);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: SLOW_MS });
    }
    await expect(page.getByRole('radiogroup', { name: 'View' })).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Members', exact: true })).toHaveCount(0);
  });
});
