import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { SLOW_MS } from './support';

/*
 * Pixel management (/pixel) on verified-seller (scenarios/verified-seller.ts): two pixels in
 * the dashboard (Lan Boutique store, installed with the app embed on; Retargeting, off) and the
 * store connect through the open landing (/shopify/connect) and the demo's simulated install screen.
 */

const TEXT = {
  en: {
    title: 'Pixel management',
    create: 'Create pixel',
    dialog: 'Create pixel',
    name: 'Pixel name',
    adAccount: 'Ad account',
    generate: 'Generate code',
    required: 'This field is required.',
    ready: (name: string) => `Pixel ${name} is ready`,
    copyCode: 'Copy pixel code',
    shop: 'Store address',
    connectStore: 'Connect store',
    existing: 'Existing pixel',
    code: 'Pixel code',
    check: 'Check code',
    add: 'Add pixel',
    later: 'Attach later',
    deleteRow: (name: string) => `Delete ${name}`,
    deleteDialog: 'Delete this pixel?',
    deleteConfirm: 'Delete pixel',
    copyRowCode: (name: string) => `Copy the code of ${name}`,
    switch: (name: string) => `Pixel ${name} on or off`,
    settingsOf: (name: string) => `Settings of ${name}`,
    embedOff: 'App embed off',
    embedOn: 'App embed on',
    enable: 'Enable extension',
  },
  vi: {
    title: 'Quản lý pixel',
    settingsOf: (name: string) => `Cài đặt của ${name}`,
    embedOn: 'Đã bật nhúng ứng dụng',
    events: 'Sự kiện được theo dõi',
  },
} as const;

const MAIN = { name: 'Lan Boutique - Main', id: '7301845562917340161' };
const RETARGETING = { name: 'Lan Boutique - Retargeting', id: '7301845562917340162' };
const CODE = /^[A-Z0-9]{20}$/;

const openPixels = async (page: Page, title: string, path = '/pixel') => {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: SLOW_MS });
};

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test.describe('Pixels', () => {
  test.use({ uiLocale: 'en', signedInAs: 'verified-seller', permissions: ['clipboard-read', 'clipboard-write'] });

  test('A seller creates a pixel, copies its code, attaches a store through the connect and enables the app embed', async ({
    app,
    page,
  }) => {
    const text = TEXT.en;
    await openPixels(page, text.title);
    await page.getByRole('button', { name: text.create }).click();
    const dialog = page.getByRole('dialog', { name: text.dialog });
    await dialog.getByRole('button', { name: text.generate }).click();
    await expect(dialog.getByText(text.required)).toHaveCount(2);

    await dialog.getByRole('textbox', { name: text.name }).fill('Spring sale');
    await dialog.getByRole('combobox', { name: text.adAccount }).click();
    await page.getByRole('option', { name: `${MAIN.name} (${MAIN.id})` }).click();
    await dialog.getByRole('button', { name: text.generate }).click();
    await expect(dialog.getByText(text.ready('Spring sale'))).toBeVisible();
    await app.checkA11y();

    await dialog.getByRole('button', { name: text.copyCode }).click();
    await expect.poll(() => clipboard(page)).toMatch(CODE);
    const code = await clipboard(page);
    await expect(dialog.getByText(code, { exact: true })).toBeVisible();

    await dialog.getByRole('textbox', { name: text.shop }).fill('not-a-store.com');
    await dialog.getByRole('button', { name: text.connectStore }).click();
    await expect(dialog.getByText(/myshopify\.com address, e\.g\./)).toBeVisible();
    await dialog.getByRole('textbox', { name: text.shop }).fill('https://Spring-Sale.myshopify.com');
    await dialog.getByRole('button', { name: text.connectStore }).click();

    // The open landing names the store and the pixel; the seller confirms.
    await expect(page).toHaveURL(/\/shopify\/connect\?/);
    await expect(page.getByRole('heading', { name: 'Connect spring-sale.myshopify.com' })).toBeVisible();
    await expect(page.getByText(`The pixel Spring sale (${code}) will be installed in it.`)).toBeVisible();
    await app.checkA11y();
    await page.getByRole('button', { name: 'Continue to Shopify' }).click();

    // The demo's stand-in for the store platform's install screen.
    await expect(page).toHaveURL(/\/pixel\/shopify-simulated\?/);
    await expect(page.getByRole('heading', { name: /pixel app in spring-sale\.myshopify\.com\?$/ })).toBeVisible();
    await app.checkA11y();
    await page.getByRole('button', { name: 'Install app' }).click();

    await expect(page.getByRole('heading', { name: 'Store connected' })).toBeVisible();
    await expect(
      page.getByText('spring-sale.myshopify.com is connected and the pixel is installed in it.'),
    ).toBeVisible();
    await page.getByRole('link', { name: "Open the pixel's settings" }).click();

    const settings = page.getByRole('dialog', { name: text.settingsOf('Spring sale') });
    await expect(settings.getByText(/^Installed in spring-sale\.myshopify\.com since/)).toBeVisible();
    await expect(settings.getByText(text.embedOff)).toBeVisible();
    await app.checkA11y();
    await settings.getByRole('button', { name: text.enable }).click();
    await expect(settings.getByText(text.embedOn)).toBeVisible();
    await expect(settings.getByRole('button', { name: text.enable })).toBeHidden();

    // The list shows the store and its embed too.
    await page.keyboard.press('Escape');
    const row = page.getByRole('row').filter({ hasText: 'Spring sale' });
    await expect(row).toContainText('spring-sale.myshopify.com');
    await expect(row).toContainText(text.embedOn);
  });

  test('A seller deletes a pixel, is refused an unknown code with the server message, then adds the pixel back by its code', async ({
    app,
    page,
  }) => {
    const text = TEXT.en;
    await openPixels(page, text.title);
    await page.getByRole('button', { name: text.copyRowCode('Retargeting') }).click();
    await expect.poll(() => clipboard(page)).toMatch(CODE);
    const code = await clipboard(page);

    await page.getByRole('button', { name: text.deleteRow('Retargeting') }).click();
    const confirm = page.getByRole('dialog', { name: text.deleteDialog });
    await expect(confirm).toContainText('It stays on the platform');
    await confirm.getByRole('button', { name: text.deleteConfirm }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('Retargeting has been deleted.')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: code })).toHaveCount(0);

    await page.getByRole('button', { name: text.create }).click();
    const dialog = page.getByRole('dialog', { name: text.dialog });
    await dialog.getByText(text.existing).click();
    const codeField = dialog.getByRole('textbox', { name: text.code });
    await codeField.fill('zzzz zzzz zzzz zzzz zzzz');
    await dialog.getByRole('button', { name: text.check }).click();
    // The server's own message, as it answered it.
    await expect(dialog.getByRole('alert')).toContainText('No pixel with code ZZZZZZZZZZZZZZZZZZZZ was found.');
    await app.checkA11y();

    await codeField.fill(code);
    await dialog.getByRole('button', { name: text.check }).click();
    await expect(
      dialog.getByText(`Found Retargeting Pixel on ad account ${RETARGETING.name} (${RETARGETING.id}).`),
    ).toBeVisible();
    const label = dialog.getByRole('textbox', { name: 'Name in your dashboard' });
    await expect(label).toHaveValue('Retargeting Pixel');
    await label.fill('Retargeting again');
    await dialog.getByRole('button', { name: text.add }).click();
    await expect(dialog.getByText(text.ready('Retargeting again'))).toBeVisible();
    await expect(dialog.getByText(code, { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: text.later }).click();
    await expect(page.getByRole('row').filter({ hasText: 'Retargeting again' })).toContainText(code);
  });

  test('A seller turns a pixel off and on, and filters the list by status in the URL', async ({ page }) => {
    const text = TEXT.en;
    await openPixels(page, text.title);
    const toggle = page.getByRole('switch', { name: text.switch('Lan Boutique store') });
    await expect(toggle).toBeChecked();
    await toggle.click({ force: true });
    await expect(toggle).not.toBeChecked();
    const row = page.getByRole('row').filter({ hasText: 'Lan Boutique store' });
    await expect(row).toContainText('Turned off in the dashboard.');

    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Off' }).click();
    await expect(page).toHaveURL(/status=inactive/);
    await expect(page.getByRole('switch')).toHaveCount(2);
    // The filter is in the address: a reload keeps it.
    await page.reload();
    await expect(toggle).not.toBeChecked({ timeout: SLOW_MS });
    await toggle.click({ force: true });
    // On again, it leaves the list of pixels that are off.
    await expect(page.getByRole('switch')).toHaveCount(1);
    await openPixels(page, text.title);
    await expect(toggle).toBeChecked();
    await expect(row).not.toContainText('Turned off in the dashboard.');
  });
});

test.describe('Pixels in Vietnamese', () => {
  test.use({ uiLocale: 'vi', signedInAs: 'verified-seller' });

  test('A seller reads the settings of the installed pixel', async ({ app, page }) => {
    const text = TEXT.vi;
    await openPixels(page, text.title);
    await page.getByRole('button', { name: text.settingsOf('Lan Boutique store') }).click();
    const settings = page.getByRole('dialog', { name: text.settingsOf('Lan Boutique store') });
    await expect(settings.getByText(text.embedOn)).toBeVisible();
    await expect(settings.getByRole('heading', { name: text.events })).toBeVisible();
    await expect(page).toHaveURL(/pixel=/);
    await app.checkA11y();
  });
});

test.describe('Store connect landing', () => {
  test('A guest who opens a store connect link is asked to sign in and comes back to it', async ({ app, page }) => {
    await page.goto('/shopify/connect?shop=lan-outlet.myshopify.com');
    await expect(page.getByRole('heading', { name: 'Connect lan-outlet.myshopify.com' })).toBeVisible({
      timeout: SLOW_MS,
    });
    await app.checkA11y();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await app.logInWithDemoAccount();
    await expect(page.getByRole('heading', { name: 'Connect lan-outlet.myshopify.com' })).toBeVisible({
      timeout: SLOW_MS,
    });
    await expect(page.getByRole('button', { name: 'Continue to Shopify' })).toBeVisible();
  });
});
