import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { money, SLOW_MS } from './support';

/*
 * /payment/add-fund on a phone (390 × 844), in verified-seller (a Vietnamese seller): the methods
 * that suit the seller come first with their fee and time to credit, the rest fold away, Tazapay's
 * own method is chosen inside its card with no default, and the total with Continue stays at the
 * bottom of the screen, so the seller pays with at most one screen of scrolling.
 */

const TEXT = {
  en: {
    title: 'Add funds',
    amount: 'Amount to add',
    continue: 'Continue to payment',
    total: 'Total to pay',
    tazapayFee: 'Fee 0%–3% · Credited once paid',
    tazapayMethods: 'How you pay with Tazapay',
    tazapayCard: 'Card · fee 3%',
    tazapayRequired: 'Please choose how you pay with Tazapay: the fee depends on it.',
    qrFacts: 'No method fee · Credited in about 5 minutes',
    others: /^\d+ other methods$/,
    demoPanel: 'Demo panel',
  },
  vi: {
    title: 'Nạp tiền',
    amount: 'Số tiền nạp',
    continue: 'Tiếp tục thanh toán',
    total: 'Tổng tiền phải trả',
    tazapayFee: 'Phí 0%–3% · Vào ví ngay khi thanh toán',
    tazapayMethods: 'Cách thanh toán qua Tazapay',
    tazapayCard: 'Thẻ · phí 3%',
    tazapayRequired: 'Vui lòng chọn cách thanh toán qua Tazapay: phí phụ thuộc vào lựa chọn này.',
    qrFacts: 'Không phí phương thức · Vào ví trong khoảng 5 phút',
    others: /^\d+ phương thức khác$/,
    demoPanel: 'Bảng demo',
  },
} as const;

const PHONE = { width: 390, height: 844 };
/** $100 by Tazapay card: 6% tax and the 3% card fee on top. */
const AMOUNT_CENTS = 10_000;
const TOTAL_CENTS = 10_900;

/** The farthest the page has been scrolled since `trackScroll`. */
const trackScroll = (page: Page) =>
  page.evaluate(() => {
    const tracked = window as Window & { maxScrollY?: number };
    tracked.maxScrollY = window.scrollY;
    window.addEventListener('scroll', () => {
      tracked.maxScrollY = Math.max(tracked.maxScrollY ?? 0, window.scrollY);
    });
  });
const maxScroll = (page: Page) =>
  page.evaluate(() => (window as Window & { maxScrollY?: number }).maxScrollY ?? Number.POSITIVE_INFINITY);

for (const locale of ['en', 'vi'] as const) {
  test.describe(`add funds on a phone (${locale})`, () => {
    test.use({ uiLocale: locale, signedInAs: 'verified-seller', viewport: PHONE });
    const text = TEXT[locale];

    test('chooses Tazapay’s fee inside its card and continues within one screen of scrolling', async ({
      app,
      page,
    }) => {
      await page.goto('/payment/add-fund');
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible({ timeout: SLOW_MS });
      await trackScroll(page);

      // The total and Continue sit at the bottom of the screen from the start.
      const continueButton = page.getByRole('button', { name: text.continue });
      await expect(continueButton).toBeInViewport();
      await page.getByRole('textbox', { name: text.amount }).fill('100');

      // Local methods lead, each with its fee and time to credit; the others are folded.
      const qr = page.getByRole('group', { name: /QR/ });
      await expect(qr).toContainText(text.qrFacts);
      const tazapay = page.getByRole('group', { name: 'Tazapay', exact: true });
      await expect(tazapay).toContainText(text.tazapayFee);
      await expect(page.getByRole('button', { name: text.others })).toHaveAttribute('aria-expanded', 'false');

      // Tazapay's own method opens inside its card, none chosen for the seller.
      await tazapay.getByRole('radio', { name: 'Tazapay', exact: true }).check();
      const methods = tazapay.getByRole('radiogroup', { name: text.tazapayMethods });
      await expect(methods.getByRole('radio')).toHaveCount(3);
      for (const radio of await methods.getByRole('radio').all()) await expect(radio).not.toBeChecked();
      await expect(page).toHaveURL(/method=tazapay/);

      // Continuing without it is refused at the choice, inside the card.
      await continueButton.click();
      await expect(tazapay.getByText(text.tazapayRequired)).toBeVisible();
      await expect(page).not.toHaveURL(/step=pay/);
      await app.checkA11y();

      // Chosen, the sticky summary shows the total with the 3% fee, and Continue opens the pay step.
      await methods.getByRole('radio', { name: text.tazapayCard }).check();
      await expect(page).toHaveURL(/tazapayMethod=card/);
      await expect(tazapay.getByText(text.tazapayRequired)).toHaveCount(0);
      await expect(page.getByRole('group', { name: text.total })).toContainText(money(TOTAL_CENTS, locale));
      await expect(continueButton).toBeInViewport();
      await continueButton.click();
      await expect(page).toHaveURL(new RegExp(`amount=${AMOUNT_CENTS}.*step=pay|step=pay.*amount=${AMOUNT_CENTS}`));
      await expect(page).toHaveURL(/tazapayMethod=card/);

      expect(await maxScroll(page)).toBeLessThanOrEqual(PHONE.height);
    });

    test('the demo panel’s button sits below the sticky total, never over it, on a narrow phone', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto('/payment/add-fund');
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible({ timeout: SLOW_MS });
      const bar = page.getByRole('group', { name: text.total });
      const demoButton = page.getByRole('button', { name: text.demoPanel });
      await expect(bar).toBeInViewport();
      await expect(demoButton).toBeVisible();
      const below = await demoButton.boundingBox();
      for (const covered of [
        bar.getByText(text.total, { exact: true }),
        bar.getByRole('button', { name: text.continue }),
      ]) {
        const box = await covered.boundingBox();
        if (below === null || box === null) throw new Error('the bar or the demo button has no box');
        expect(box.y + box.height, 'the bar’s content ends above the demo button').toBeLessThanOrEqual(below.y);
      }
    });

    test('a method chosen by the link among the folded ones still shows, and the fold opens and closes', async ({
      app,
      page,
    }) => {
      await page.goto('/payment/add-fund');
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible({ timeout: SLOW_MS });
      const others = page.getByRole('button', { name: text.others });
      await expect(others).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('radio', { name: 'PayFast' })).toHaveCount(0);
      await others.click();
      await expect(others).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('radio', { name: 'PayFast' })).toBeVisible();
      await app.checkA11y();

      await page.goto('/payment/add-fund?method=payfast');
      await expect(page.getByRole('radio', { name: 'PayFast' })).toBeChecked({ timeout: SLOW_MS });
      await expect(page.getByRole('button', { name: text.others })).toHaveAttribute('aria-expanded', 'true');
      await page.getByRole('button', { name: text.others }).click();
      await expect(page.getByRole('radio', { name: 'PayFast' })).toHaveCount(0);
    });
  });
}
