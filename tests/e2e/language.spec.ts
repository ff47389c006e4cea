import { expect, test } from '@playwright/test';

test.describe('The service overview page', () => {
  test('opens in Vietnamese with live configuration from the mock backend', async ({ page }) => {
    await page.goto('/');

    await expect(page.getByRole('heading', { level: 1, name: 'Tình trạng dịch vụ' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    const methods = page.getByRole('table');
    await expect(methods.getByRole('row', { name: /Thẻ tín dụng/ })).toContainText('Khả dụng');
    await expect(page.getByText('Tiêu chuẩn')).toBeVisible();
  });

  test('keeps English after a reload once the user switches to it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Tình trạng dịch vụ' })).toBeVisible();

    await page.getByRole('radiogroup', { name: 'Ngôn ngữ' }).getByText('English').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Service status' })).toBeVisible();

    await page.reload();

    await expect(page.getByRole('heading', { level: 1, name: 'Service status' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('table').getByRole('row', { name: /Credit card/ })).toContainText('Available');
  });
});
