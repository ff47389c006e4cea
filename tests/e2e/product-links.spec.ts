import type { Page } from '@playwright/test';
import { bytesOfType } from '../fixtures/upload-files';
import { closeDemoPanel, DEMO_PANEL, openDemoPanel, pickEndpoint } from './demo-panel';
import { expect, test, type AppDriver } from './fixtures';

/* Product links (spec sections 2 to 5 and 9): adding a link with its video, its review by the admin, fixing it. */

/** The admin's review of a product link, in the scenario panel. */
const REVIEW = {
  en: {
    approve: 'Approve: Product link',
    reject: 'Reject: Product link',
    reason: 'Reason the seller sees',
    confirmReject: 'Reject',
  },
  vi: {
    approve: 'Duyệt: Link sản phẩm',
    reject: 'Từ chối: Link sản phẩm',
    reason: 'Lý do người bán sẽ thấy',
    confirmReject: 'Từ chối',
  },
} as const;

/** The seeded link of verified-seller that waits for review. */
const REVIEWING_URL = 'https://lanboutique.vn/products/khan-lua-ha-dong';
const APPROVED_URL = 'https://lanboutique.vn/products/ao-dai-lua-tam-tam';

const video = (name: string) => ({
  name,
  mimeType: 'video/mp4',
  buffer: Buffer.from(bytesOfType('video/mp4', 256 * 1024)),
});

/** The admin approves or rejects (with a reason) the product link at `url`, from the scenario panel. */
const adminDecides = async (app: AppDriver, url: string, decision: 'approve' | { reason: string }) => {
  const labels = REVIEW[app.locale];
  const panel = await openDemoPanel(app, 'admin');
  if (decision === 'approve') {
    await panel.getByRole('button', { name: `${labels.approve} ${url}`, exact: true }).click();
  } else {
    await panel.getByRole('button', { name: `${labels.reject} ${url}`, exact: true }).click();
    const dialog = app.page.getByRole('dialog', { name: labels.reject });
    await dialog.getByRole('textbox', { name: labels.reason }).fill(decision.reason);
    await dialog.getByRole('button', { name: labels.confirmReject, exact: true }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(app.page.getByText(DEMO_PANEL[app.locale].done).first()).toBeVisible();
  await closeDemoPanel(app, panel);
};

/** An endpoint answers late (`latencyMs`) or with a 500 (`serverError`), from the panel's Faults tab. */
const setFault = async (app: AppDriver, routeKey: string, fault: { latencyMs: number } | 'serverError' | 'off') => {
  const { page } = app;
  const panel = await openDemoPanel(app, 'faults');
  if (fault === 'off') {
    await panel.getByRole('button', { name: `Remove fault on ${routeKey}` }).click();
  } else {
    await pickEndpoint(app, panel, routeKey);
    if (fault !== 'serverError') {
      await panel.getByRole('textbox', { name: 'Delay (ms)' }).fill(String(fault.latencyMs));
      await panel.getByRole('combobox', { name: 'Answer' }).click();
      await page.getByRole('option', { name: 'Normal answer' }).click();
    }
    await panel.getByRole('button', { name: 'Apply to endpoint' }).click();
    await expect(panel.getByRole('button', { name: `Remove fault on ${routeKey}` })).toBeVisible();
  }
  await closeDemoPanel(app, panel);
};

const linkCard = (page: Page, url: string) => page.getByRole('listitem').filter({ hasText: url });

const pickMarket = async (page: Page, label: string, country: string) => {
  await page.getByRole('combobox', { name: label }).fill(country);
  await page.getByRole('option', { name: country, exact: true }).click();
  await page.keyboard.press('Escape');
};

test.describe('Product links (en)', () => {
  test.use({ uiLocale: 'en', signedInAs: 'verified-seller' });

  test('a blocked URL is refused, then a link with its video goes to review and the admin approves it', async ({
    app,
    page,
  }) => {
    const url = 'https://www.lanboutique.vn/products/non-la';
    await page.goto('/add-product-link');
    await expect(page.getByRole('heading', { level: 1, name: 'Add a product link' })).toBeVisible();

    await page.getByRole('textbox', { name: 'Product link' }).fill('https://bit.ly/non-la');
    await pickMarket(page, 'Target markets', 'Australia');
    await page.getByRole('button', { name: 'Send for review' }).click();
    await expect(page.getByText('Shortened or banned links are not allowed.')).toBeVisible();
    await expect(page.getByText('Product video required', { exact: true })).toBeVisible();
    // Australia is a meeting-eligible market: a call is offered.
    await expect(page.getByRole('link', { name: /^Schedule a call/ })).toBeVisible();
    await app.checkA11y();

    // A slow upload shows its progress and can be cancelled.
    await setFault(app, 'uploads.uploadVideo', { latencyMs: 3000 });
    await page.getByRole('textbox', { name: 'Product link' }).fill(url);
    const fileInput = page.locator('input[type="file"]');
    // NOTE: the bar is attached, not "visible": until the first progress event its filled part has no width.
    const progress = page.getByRole('progressbar', { name: 'Uploading non-la.mp4' });
    const cancel = page.getByRole('button', { name: 'Cancel upload' });
    await fileInput.setInputFiles(video('non-la.mp4'));
    await expect(progress).toBeAttached();
    await expect(progress).toHaveAttribute('aria-valuenow', /^\d+$/);
    await cancel.click();
    await expect(progress).not.toBeAttached();
    await expect(page.getByRole('button', { name: 'Remove video' })).toBeHidden();
    await fileInput.setInputFiles(video('non-la.mp4'));
    await expect(progress).toBeAttached();
    await expect(cancel).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove video' })).toBeVisible({ timeout: 15_000 });

    await page.getByRole('button', { name: 'Send for review' }).click();
    await expect(page).toHaveURL(/\/product-link$/);
    const card = linkCard(page, url);
    await expect(card.getByText('Reviewing', { exact: true })).toHaveCount(2);
    await expect(card.getByText(/a decision usually takes 4 to 8 hours/)).toBeVisible();
    await expect(card.getByText('Australia')).toBeVisible();
    await app.checkA11y();

    // The admin's decision shows on the open list, without a reload.
    await adminDecides(app, url, 'approve');
    await expect(card.getByText('Approved', { exact: true })).toBeVisible();
    await expect(card.getByText('Reviewing', { exact: true })).toHaveCount(1);
    await expect(card.getByText(/a decision usually takes/)).toBeHidden();
  });

  test('the status and search live in the URL, and a failed list offers a retry', async ({ app, page }) => {
    await page.goto('/product-link?status=approved');
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Approved');
    await expect(linkCard(page, APPROVED_URL)).toBeVisible();
    await expect(linkCard(page, REVIEWING_URL)).toHaveCount(0);

    await page.getByRole('searchbox', { name: 'Search links' }).fill('no-such-product');
    await expect(page.getByText('No product link matches')).toBeVisible();
    await expect(page).toHaveURL(/search=no-such-product/);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(linkCard(page, REVIEWING_URL)).toBeVisible();
    await expect(page).toHaveURL(/\/product-link$/);

    await setFault(app, 'productLinks.getProductProfile', 'serverError');
    await page.reload();
    const failure = page.getByRole('alert').filter({ hasText: 'This could not be loaded' });
    await expect(failure).toBeVisible({ timeout: 15_000 });
    await app.checkA11y();
    await setFault(app, 'productLinks.getProductProfile', 'off');
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(linkCard(page, APPROVED_URL)).toBeVisible();
  });
});

test.describe('Product links (vi)', () => {
  test.use({ uiLocale: 'vi', signedInAs: 'verified-seller' });

  test('a rejected link shows the reason, and fixing it sends it back to review', async ({ app, page }) => {
    const reason = 'Trang không bán sản phẩm nào.';
    await page.goto('/product-link');
    await expect(page.getByRole('heading', { level: 1, name: 'Liên kết sản phẩm' })).toBeVisible();
    const card = linkCard(page, REVIEWING_URL);
    await expect(card.getByText('Đang xét duyệt', { exact: true })).toBeVisible();
    await expect(card.getByText(/thường mất 4 đến 8 giờ/)).toBeVisible();

    await adminDecides(app, REVIEWING_URL, { reason });
    await expect(card.getByText('Bị từ chối', { exact: true })).toBeVisible();
    await expect(card.getByRole('note', { name: 'Lý do liên kết bị từ chối' })).toContainText(reason);
    await app.checkA11y();

    await card.getByRole('link', { name: 'Sửa và gửi lại' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Chỉnh sửa liên kết sản phẩm' })).toBeVisible();
    const urlField = page.getByRole('textbox', { name: 'Liên kết sản phẩm' });
    await expect(urlField).toHaveValue(REVIEWING_URL);
    await page.getByRole('button', { name: 'Gửi duyệt' }).click();
    await expect(page.getByText('Vui lòng tải lên video sản phẩm.')).toBeVisible();

    const fixed = `${REVIEWING_URL}-v2`;
    await urlField.fill(fixed);
    await page.locator('input[type="file"]').setInputFiles(video('khan-lua.mp4'));
    await expect(page.getByRole('button', { name: 'Xóa video' })).toBeVisible();
    await app.checkA11y();
    await page.getByRole('button', { name: 'Gửi duyệt' }).click();

    await expect(page).toHaveURL(/\/product-link$/);
    const resent = linkCard(page, fixed);
    await expect(resent.getByText('Đang xét duyệt', { exact: true })).toHaveCount(2);
    await expect(resent.getByText(reason)).toHaveCount(0);
  });
});
