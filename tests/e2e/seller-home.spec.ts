import type { Locator, Page } from '@playwright/test';
import { UserReportSchema } from '@contract/users/users.schema';
import { callApi, readApi } from './demo-api';
import { adminApproves, openDemoPanel, pickOption, searchAndPick } from './demo-panel';
import { expect, test } from './fixtures';
import { money } from './support';

/** A 1×1 PNG: the dashboard screenshot the form requires. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const TEXT = {
  en: {
    formTitle: 'Business information',
    step2: 'Step 2 of 7',
    submit: 'Send for verification',
    nameLength: 'Name must be between 3 and 100 characters.',
    maxTen: 'Must be at most 10 characters.',
    blocked: 'Shortened or banned links are not allowed.',
    telegramAt: 'Telegram username must start with @.',
    facebookInvalid: 'Please enter a valid Facebook URL.',
    phoneInvalid: 'Phone number is invalid.',
    screenshotRequired: 'Dashboard screenshot is required.',
    required: 'This field is required.',
    waitingTitle: 'We are checking your information',
  },
  vi: {
    formTitle: 'Thông tin doanh nghiệp',
    step2: 'Bước 2/7',
    fullName: 'Họ và tên',
    submit: 'Gửi xác minh',
    nameLength: 'Tên phải có từ 3 đến 100 ký tự.',
  },
} as const;

/** Fills the verification form with right values (English labels). */
const fillRightValues = async (page: Page, form: Locator) => {
  await form.getByLabel('Full name').fill('Trần Minh Anh');
  await pickOption(page, form.getByRole('combobox', { name: 'Business model' }), 'Dropshipping');
  await pickOption(page, form.getByRole('combobox', { name: 'Business type' }), 'Company');
  await pickOption(page, form.getByRole('combobox', { name: 'Industry' }), 'Home and garden');
  await pickOption(page, form.getByRole('combobox', { name: 'Monthly revenue' }), '$5,000 – $10,000');
  await form.getByRole('radio', { name: 'No' }).check();
  await searchAndPick(page, form.getByRole('combobox', { name: 'Country or region' }), 'Vietnam', 'Vietnam');
  await form.getByLabel('City').fill('Hồ Chí Minh');
  await form.getByLabel('Street address').fill('12 Nguyễn Huệ, Quận 1');
  await form.getByLabel('Postal code').fill('700000');
  await pickOption(page, form.getByRole('combobox', { name: 'E-commerce platform' }), 'Shopify');
  await form.getByLabel('Product URL').fill('https://minhanh-home.example.com/products/lamp');
  await form.getByLabel('Telegram username').fill('@minhanhhome');
  await form.getByLabel('Facebook profile or page').fill('https://facebook.com/minhanhhome');
  await form.getByRole('textbox', { name: 'Phone number' }).fill('0912345678');
};

/** The mock backend's "manual transfer" top-up: a recharge ticket the admin then approves. */
const openRechargeTicket = async (page: Page, dollars: number) =>
  (
    await callApi(page, 'POST', '/api/tickets', {
      type: 'recharge_user_balance',
      amount: dollars * 100,
      tip: 0,
      paymentMethod: 'localBankTicket',
    })
  ).status;

test.describe('Seller home', () => {
  test('a new seller goes from the step guide through verification, funding and the setup cost to requesting an ad account', async ({
    app,
    page,
  }) => {
    // The whole onboarding in one go: six screens and three admin decisions.
    test.setTimeout(180_000);
    await app.logInAs('new-seller');
    await app.dismissAnnouncement();

    // The dashboard is not open yet: the seller lands on the form, headed by the step guide.
    await expect(page).toHaveURL(/\/update-information$/);
    await expect(page.getByRole('heading', { level: 1, name: TEXT.en.formTitle })).toBeVisible();
    await expect(page.getByText(TEXT.en.step2)).toBeVisible();

    const form = page.locator('form');
    await form.getByLabel('Full name').fill('Al');
    await form.getByLabel('Postal code').fill('12345678901');
    await form.getByLabel('Product URL').fill('https://bit.ly/my-lamp');
    await form.getByLabel('Telegram username').fill('minhanhhome');
    await form.getByLabel('Facebook profile or page').fill('https://example.com/minhanh');
    await form.getByRole('textbox', { name: 'Phone number' }).fill('123');
    await form.getByRole('button', { name: TEXT.en.submit }).click();

    for (const message of [
      TEXT.en.nameLength,
      TEXT.en.maxTen,
      TEXT.en.blocked,
      TEXT.en.telegramAt,
      TEXT.en.facebookInvalid,
      TEXT.en.phoneInvalid,
      TEXT.en.screenshotRequired,
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    await expect(form.getByText(TEXT.en.required).first()).toBeVisible();

    // A file that is not an image is refused before anything is sent.
    const fileInputs = form.locator('input[type="file"]');
    await fileInputs.first().setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
    await expect(form.getByText('Only JPG or PNG images are allowed.')).toBeVisible();

    await fillRightValues(page, form);
    await fileInputs.first().setInputFiles({ name: 'dashboard.png', mimeType: 'image/png', buffer: PNG });
    await expect(form.getByRole('img', { name: /Store dashboard screenshot/ })).toBeVisible();
    await form.getByRole('button', { name: TEXT.en.submit }).click();

    // Waiting for verification: what was sent is shown, and an approval moves the seller on without a reload.
    await expect(page).toHaveURL(/\/waiting-verify-information$/);
    await expect(page.getByRole('heading', { level: 1, name: TEXT.en.waitingTitle })).toBeVisible();
    await expect(page.getByText('minhanh-home.example.com/products/lamp')).toBeVisible();
    await adminApproves(app, /^Approve: Verification/);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Step 4 of 7')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add funds' }).first()).toBeVisible();

    // Funding: a manual transfer approved by the admin; the first deposit opens the setup-cost step.
    expect(await openRechargeTicket(page, 100)).toBe(201);
    await adminApproves(app, /^Approve: Recharge ticket/);
    const guide = page.getByRole('region', { name: /Get started/ });
    await expect(guide.getByText('Step 5 of 7')).toBeVisible();
    await expect(guide.getByText('$100.00')).toBeVisible();
    await expect(guide.getByText('$30.00')).toBeVisible();

    await guide.getByRole('button', { name: 'Pay setup cost' }).click();
    const confirm = page.getByRole('dialog', { name: 'Pay the setup cost?' });
    await expect(confirm.getByText('$70.00')).toBeVisible();
    await confirm.getByRole('button', { name: 'Pay setup cost' }).click();
    await expect(guide.getByText('Setup cost paid, waiting for confirmation')).toBeVisible();
    // The wallet already shows the payment.
    await expect(page.getByText('$70.00').first()).toBeVisible();

    await adminApproves(app, /^Approve: Setup cost/);
    await expect(guide.getByText('Step 6 of 7')).toBeVisible();
    await expect(guide.getByRole('link', { name: 'Create or request an ad account' })).toBeVisible();
  });

  test.describe('in Vietnamese', () => {
    test.use({ uiLocale: 'vi' });

    test('the verification form speaks Vietnamese, and a seller under review waits on the waiting page', async ({
      app,
      page,
    }) => {
      await app.logInAs('new-seller');
      await app.dismissAnnouncement();
      await expect(page.getByRole('heading', { level: 1, name: TEXT.vi.formTitle })).toBeVisible();
      await expect(page.getByText(TEXT.vi.step2)).toBeVisible();
      await page.locator('form').getByLabel(TEXT.vi.fullName).fill('Al');
      await page.getByRole('button', { name: TEXT.vi.submit }).click();
      await expect(page.getByText(TEXT.vi.nameLength)).toBeVisible();
    });
  });

  test('a rejected verification reopens the form prefilled, with the reason', async ({ app, page }) => {
    // The whole form is filled in, sent, then decided in the demo panel.
    test.slow();
    await app.logInAs('new-seller');
    await app.dismissAnnouncement();
    const form = page.locator('form');
    await fillRightValues(page, form);
    await form
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: 'd.png', mimeType: 'image/png', buffer: PNG });
    await expect(form.getByRole('img', { name: /Store dashboard screenshot/ })).toBeVisible();
    await form.getByRole('button', { name: TEXT.en.submit }).click();
    await expect(page).toHaveURL(/\/waiting-verify-information$/);

    const panel = await openDemoPanel(app, 'admin');
    await panel.getByRole('button', { name: /^Reject: Verification/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject: Verification' });
    await dialog.getByLabel(/Reason the seller sees/).fill('The store screenshot is unreadable.');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await page.keyboard.press('Escape');

    await expect(page).toHaveURL(/\/update-information$/);
    await expect(page.getByText('Verification rejected: The store screenshot is unreadable.')).toBeVisible();
    await expect(page.locator('form').getByLabel('City')).toHaveValue('Hồ Chí Minh');
    await expect(page.getByRole('button', { name: 'Send again' })).toBeVisible();
  });

  test('a rejected setup cost shows its reason and can be paid again', async ({ app, page }) => {
    await app.logInAs('rejected-setup-cost');
    await app.dismissAnnouncement();
    const guide = page.getByRole('region', { name: /Get started/ });
    await expect(
      guide.getByText(/Setup cost rejected: The store does not meet the advertising policy yet/),
    ).toBeVisible();
    await guide.getByRole('button', { name: 'Pay setup cost again' }).click();
    await page
      .getByRole('dialog', { name: 'Pay the setup cost?' })
      .getByRole('button', { name: 'Pay setup cost' })
      .click();
    await expect(guide.getByText('Setup cost paid, waiting for confirmation')).toBeVisible();
  });

  test("the verified seller's dashboard shows the mock's report, and its search stays in the URL across a reload", async ({
    app,
    page,
  }) => {
    await app.logInAs('verified-seller');
    await app.dismissAnnouncement();
    const report = await readApi(page, '/api/users/report', UserReportSchema);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText(money(report.todaySpend, 'en'))).toBeVisible();
    await expect(page.getByText(money(report.totalSpend, 'en'))).toBeVisible();
    await expect(page.getByRole('main').getByText('$1,250.40')).toBeVisible();

    const table = page.getByRole('table', { name: 'Your ad accounts' });
    await expect(table.getByRole('row')).toHaveCount(report.totalAdAccounts + 1);
    await page.getByRole('searchbox', { name: 'Search ad accounts' }).fill('Retargeting');
    await expect(page).toHaveURL(/search=Retargeting/);
    await expect(table.getByRole('row')).toHaveCount(2);
    await page.reload();
    // A reload starts the demo's mock backend again before the page shows.
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('searchbox', { name: 'Search ad accounts' })).toHaveValue('Retargeting');
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByText('Lan Boutique - Retargeting')).toBeVisible();
  });
});
