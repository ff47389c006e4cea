import { ReferralRewardsSchema } from '@contract/referrals/referrals.schema';
import type { Request } from '@playwright/test';
import { readApi } from './demo-api';
import { loseAnswers } from './demo-panel';
import { expect, test, type Locale } from './fixtures';

/*
 * The referral programme (/referral), the affiliate programme (/affiliate, its community tab)
 * and the partner application (/partner-contact), plus a visitor opening a referral link.
 */

const FACEBOOK = 'https://www.facebook.com/lan.nguyen';

const COMMUNITY = {
  vi: {
    tab: 'Cộng đồng',
    facebook: 'Liên kết trang Facebook cá nhân',
    message: 'Lời nhắn',
    send: 'Gửi thông tin',
    notUrl: 'Nội dung không được là một đường dẫn.',
    good: 'Tôi có nhóm 3.000 người bán',
    sent: 'Đã gửi thông tin của bạn. Đội ngũ của chúng tôi sẽ sớm liên hệ.',
  },
  en: {
    tab: 'Community',
    facebook: 'Facebook profile link',
    message: 'Message',
    send: 'Send information',
    notUrl: 'This content must not be a URL.',
    good: 'I run a group of 3,000 sellers',
    sent: 'Your information has been sent. Our team will contact you soon.',
  },
} as const;

test.describe('Referral page (vi)', () => {
  test.use({ uiLocale: 'vi', signedInAs: 'partner', permissions: ['clipboard-read', 'clipboard-write'] });

  test('a seller copies the referral link and code, and sees clicks, earnings by month and payouts', async ({
    page,
    app,
  }) => {
    // The partner scenario seeds 2,000 members in the browser before the first sign-in.
    test.slow();
    await page.goto('/referral');
    await expect(page.getByRole('heading', { level: 1, name: 'Chương trình giới thiệu' })).toBeVisible();

    await page.getByRole('button', { name: 'Sao chép liên kết giới thiệu' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Đã sao chép' })).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(link).pathname).toBe('/register');
    expect(new URL(link).searchParams.get('ref')).toBe('HOAPARTNER');
    await expect(page.getByRole('textbox', { name: 'Liên kết giới thiệu' })).toHaveValue(link);

    await page.getByRole('button', { name: 'Sao chép mã giới thiệu' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('HOAPARTNER');

    await expect(page.getByText('Lượt nhấp liên kết')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Thu nhập giới thiệu theo tháng' })).toBeVisible();
    await expect(page.getByText(/vào ngày 5 hằng tháng và luôn trước ngày 15, qua PayPal/)).toBeVisible();

    const payouts = page.getByRole('table', { name: 'Thanh toán' });
    await expect(payouts.getByRole('row')).toHaveCount(5);
    await page.getByRole('radiogroup', { name: 'Trạng thái thanh toán' }).getByText('Đã thanh toán').click();
    await expect(page).toHaveURL(/status=done/);
    await expect(payouts.getByRole('row')).toHaveCount(4);
    await expect(payouts.getByText('Đang chờ xử lý')).toHaveCount(0);
    await app.checkA11y();
  });
});

test.describe('Affiliate and partner application (en)', () => {
  test.use({ uiLocale: 'en', signedInAs: 'verified-seller' });

  test('a seller reads the configured terms and joins the affiliate programme', async ({ page, app }) => {
    await page.goto('/affiliate');
    await expect(page.getByRole('heading', { level: 1, name: 'Affiliate Program' })).toBeVisible();
    await expect(page.getByText('A bonus of up to $80.00 for each seller you refer.')).toBeVisible();
    await expect(page.getByText("20% of your referrals' monthly subscriptions.")).toBeVisible();
    await expect(page.getByText("0.6% of your referrals' top-ups.")).toBeVisible();

    await page.getByRole('button', { name: 'Join the program' }).click();
    await expect(page.getByText('Please check this box.')).toBeVisible();
    await page.getByLabel('I accept the affiliate terms').check();
    await page.getByRole('button', { name: 'Join the program' }).click();
    const link = page.getByLabel('Your affiliate link');
    await expect(link).toHaveValue(/\/register\?ref=LAN\d{4}$/);
    await app.checkA11y();

    // The membership is remembered: the page does not offer to join again.
    await page.reload();
    await expect(link).toHaveValue(/\/register\?ref=LAN\d{4}$/);
    await expect(page.getByRole('button', { name: 'Join the program' })).toHaveCount(0);
  });

  test('a seller applies to become a partner and sees the application pending', async ({ page, app }) => {
    await page.goto('/affiliate?tab=partner');
    await expect(page.getByRole('tab', { name: 'Partner program', selected: true })).toBeVisible();
    await page.getByRole('link', { name: 'Apply to become a partner' }).click();

    await expect(page).toHaveURL(/\/partner-contact$/);
    await expect(page.getByText('You have not applied yet')).toBeVisible();
    await page.getByLabel('Facebook profile link').fill(FACEBOOK);
    await page.getByLabel('Message').fill('I coach 200 dropshippers');
    await page.getByRole('button', { name: 'Send application' }).click();

    await expect(page.getByText('Your application has been sent.')).toBeVisible();
    await expect(page.getByText('Your application is being reviewed')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send application' })).toHaveCount(0);
    await app.checkA11y();
  });
});

for (const locale of ['vi', 'en'] as const satisfies readonly Locale[]) {
  const text = COMMUNITY[locale];
  test.describe(`Community tab (${locale})`, () => {
    test.use({ uiLocale: locale, signedInAs: 'verified-seller' });

    test('a message that is a URL is refused, a plain one is sent', async ({ page, app }) => {
      await page.goto('/affiliate');
      await page.getByRole('tab', { name: text.tab }).click();
      await expect(page).toHaveURL(/tab=community/);

      await page.getByLabel(text.facebook).fill(FACEBOOK);
      await page.getByLabel(text.message).fill('www.my-shop.vn');
      await page.getByRole('button', { name: text.send }).click();
      await expect(page.getByText(text.notUrl)).toBeVisible();
      await expect(page.getByLabel(text.message)).toBeFocused();
      await app.checkA11y();

      await page.getByLabel(text.message).fill(text.good);
      await page.getByRole('button', { name: text.send }).click();
      await expect(page.getByText(text.sent)).toBeVisible();
      await expect(page.getByLabel(text.message)).toHaveValue('');
    });
  });
}

/** The partner's link: the partner scenario's referral code (scenarios/partner.ts). */
const PARTNER_CODE = 'HOAPARTNER';
const isClickCall = (request: Request): boolean =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/referrals/click';

test.describe('Referral link (visitor)', () => {
  test.use({ uiLocale: 'en', signedInAs: 'partner' });

  test('a visitor opening a referral link gets the code prefilled; the click is counted once, though its first answer was lost', async ({
    page,
    app,
  }) => {
    // The partner's demo (2,000 members) is restored from IndexedDB on every page load.
    test.slow();
    // What the server counted so far, read as the partner; then the browser is a visitor's.
    await page.goto('/referral');
    const clicksCounted = async () =>
      (await readApi(page, '/api/referrals/rewards', ReferralRewardsSchema)).statistics.clicks;
    const before = await clicksCounted();
    await loseAnswers(app, 'referrals.recordReferralClick', { once: true });
    await page.getByRole('button', { name: 'Your account' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);

    const clickIds: unknown[] = [];
    page.on('request', (request) => {
      if (isClickCall(request)) clickIds.push(JSON.parse(request.postData() ?? '{}').clickId);
    });

    // The first visit: the server counts the click, and its answer is lost on the way back.
    const lost = page.waitForEvent('requestfailed', isClickCall);
    await page.goto(`/register?ref=${PARTNER_CODE}`);
    await expect(page.getByLabel('Referral code')).toHaveValue(PARTNER_CODE);
    await lost;

    // The next visit sends the same click id again; the server answers as it did the first time.
    const answered = page.waitForResponse((response) => isClickCall(response.request()));
    await page.reload();
    await expect(page.getByLabel('Referral code')).toHaveValue(PARTNER_CODE);
    const answer = await answered;
    expect(answer.status()).toBe(201);
    expect(await answer.json()).toEqual({ referralCode: PARTNER_CODE, valid: true });
    await app.checkA11y();

    // Two sends of one click id, one click counted.
    expect(clickIds).toEqual([expect.any(String), clickIds[0]]);
    await page.goto('/login');
    await app.logInWithDemoAccount();
    await expect(page).not.toHaveURL(/\/login/);
    expect(await clicksCounted()).toBe(before + 1);
  });
});
