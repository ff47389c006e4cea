import type { Page } from '@playwright/test';
import { PRERENDERED_PAGES } from '../../scripts/build/prerender';
import { expect, test } from './fixtures';

/**
 * The guest and status pages come in the HTML (issue 43, scripts/build/prerender.ts): their text is
 * there before any script runs, in the default language, and the app takes it over (hydrates) with no
 * console error; a reader of the other language gets the app's own render over it, with none either.
 * The fixtures fail a test on any console error or CSP violation.
 */

const HEADINGS: Record<(typeof PRERENDERED_PAGES)[number]['path'], { vi: string; en: string }> = {
  '/login': { vi: 'Đăng nhập', en: 'Log in' },
  '/register': { vi: 'Tạo tài khoản', en: 'Create your account' },
  '/forgot-password': { vi: 'Quên mật khẩu', en: 'Forgot password' },
  '/maintenance': { vi: 'Bảo trì hệ thống', en: 'Maintenance' },
  '/error-404': { vi: 'Không tìm thấy trang', en: 'Page not found' },
};

/** Marks the page's heading element as the HTML's own, with a property React never sees. */
const markHeadingFromHtml = (page: Page) =>
  page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      const heading = document.querySelector('#root h1');
      if (!heading) return;
      Object.assign(heading, { fromHtml: true });
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });

const headingIsFromHtml = (page: Page) =>
  page.evaluate(() => (document.querySelector('#root h1') as (Element & { fromHtml?: boolean }) | null)?.fromHtml);

test.describe('The prerendered pages', () => {
  test('carry the sign-in form in the HTML, with no inline script', async ({ request }) => {
    const response = await request.get('/login', { headers: { Accept: 'text/html' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-security-policy']).toContain("script-src 'self'");
    const html = await response.text();
    expect(html).toContain('<div id="root" data-prerendered="/login">');
    expect(html).toMatch(/<h1[^>]*>Đăng nhập<\/h1>/);
    for (const label of ['Email', 'Mật khẩu', 'Quên mật khẩu?', 'Đăng ký']) expect(html).toContain(`>${label}`);
    expect(html).toContain('<title>Đăng nhập · ');
    for (const script of html.match(/<script[^>]*>/g) ?? []) expect(script).toMatch(/ src="\//);
  });

  for (const { path } of PRERENDERED_PAGES) {
    test(`${path} is hydrated for a Vietnamese reader, and works`, async ({ page }) => {
      // After the fixtures' English: this reader kept the default language.
      await page.addInitScript(() => window.localStorage.setItem('locale', 'vi'));
      await markHeadingFromHtml(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: HEADINGS[path].vi })).toBeVisible();
      // The language switch answers only once the app runs (Mantine marks it initialised once mounted);
      // the heading stays the HTML's element.
      const languages = page.getByRole('radiogroup', { name: 'Ngôn ngữ' });
      await expect(languages).toHaveAttribute('data-initialized', 'true');
      await languages.getByText('English').click();
      await expect(page.getByRole('heading', { level: 1, name: HEADINGS[path].en })).toBeVisible();
      expect(await headingIsFromHtml(page)).toBe(true);
    });
  }

  test('/login is drawn in English for a reader who chose it, over the HTML', async ({ page }) => {
    await markHeadingFromHtml(page);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeEnabled();
    expect(await headingIsFromHtml(page)).toBeUndefined();
  });

  test('/login with parameters fills the form from them', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('locale', 'vi'));
    await page.goto('/login?email=seller%40example.com');
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('seller@example.com');
  });
});
