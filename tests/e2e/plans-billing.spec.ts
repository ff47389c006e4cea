import type { Page } from '@playwright/test';
import { expect, test, type Locale } from './fixtures';

/*
 * Plans and billing (/pricing, /billing, /reactive, /reactive-stripe, the shell's trial banner and
 * plan prompt) on the demo's mock backend (mocks/rules/subscriptions.ts). Plans are paid with a
 * verified saved card, added and verified in the card kit's simulated form.
 */

const money = (cents: number, locale: Locale) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' }).format(
    cents / 100,
  );

const TEXT = {
  en: {
    pricing: 'Plans and pricing',
    billing: 'Billing detail',
    current: 'Current plan',
    choose: (plan: string) => `Choose ${plan}`,
    trialEnds: 'Your free trial will end',
    continue: 'Continue',
    checkout: (plan: string) => `Checkout: ${plan}`,
    addCard: 'Add a card',
    number: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    cvc: 'Security code (CVC)',
    name: 'Name on card',
    email: 'Cardholder e-mail',
    save: 'Save card',
    verify: 'Verify',
    verifyDialog: 'Verify Visa •••• 4242',
    charge: `Charge ${money(50, 'en')} and verify`,
    code: 'Activation code',
    activate: 'Activate card',
    pay: 'Confirm and pay',
    success: 'Purchase successful',
    package: 'Plan package',
    total: 'Total',
    monthly: 'Monthly',
    toBilling: 'See billing detail',
    invoices: 'Invoices',
    paid: 'Paid',
    trialBanner: /Free trial: \d+ days? left/,
    required: 'Choose a plan to continue',
    kept: 'Your ad accounts are kept for 14 days after the trial ends.',
    choosePlan: 'Choose a plan',
    cancel: 'Cancel subscription',
    cancelDialog: 'Cancel your subscription?',
    workingDays: /processed in 2 to 3 working days/,
    canceled: 'Canceled',
    noPlan: 'No plan available now',
    reactivateTitle: 'Reactivate your subscription',
    reactivateNow: 'Reactivate now',
    pastDue: 'Past due',
    paidFrom: 'Paid from',
    wallet: 'Wallet balance',
  },
  vi: {
    pricing: 'Gói dịch vụ và bảng giá',
    billing: 'Chi tiết thanh toán',
    current: 'Gói hiện tại',
    choose: (plan: string) => `Chọn gói ${plan}`,
    trialEnds: 'Thời gian dùng thử miễn phí sẽ kết thúc',
    continue: 'Tiếp tục',
    checkout: (plan: string) => `Thanh toán: ${plan}`,
    addCard: 'Thêm thẻ',
    number: 'Số thẻ',
    expiry: 'Ngày hết hạn (MM/YY)',
    cvc: 'Mã bảo mật (CVC)',
    name: 'Tên in trên thẻ',
    email: 'Email của chủ thẻ',
    save: 'Lưu thẻ',
    verify: 'Xác minh',
    verifyDialog: 'Xác minh thẻ Visa •••• 4242',
    charge: `Trừ ${money(50, 'vi')} để xác minh`,
    code: 'Mã kích hoạt',
    activate: 'Kích hoạt thẻ',
    pay: 'Xác nhận và thanh toán',
    success: 'Mua gói thành công',
    package: 'Gói dịch vụ',
    total: 'Tổng cộng',
    monthly: 'Hằng tháng',
    toBilling: 'Xem chi tiết thanh toán',
    invoices: 'Hóa đơn',
    paid: 'Đã thanh toán',
    trialBanner: /Dùng thử miễn phí: còn \d+ ngày/,
    required: 'Chọn gói để tiếp tục',
    kept: 'Tài khoản quảng cáo của bạn được giữ trong 14 ngày sau khi hết thời gian dùng thử.',
    choosePlan: 'Chọn gói',
    cancel: 'Hủy gói đăng ký',
    cancelDialog: 'Hủy gói đăng ký của bạn?',
    workingDays: /được xử lý trong 2 đến 3 ngày làm việc/,
    canceled: 'Đã hủy',
    noPlan: 'Hiện chưa có gói nào khả dụng',
    reactivateTitle: 'Kích hoạt lại gói đăng ký',
    reactivateNow: 'Kích hoạt lại ngay',
    pastDue: 'Quá hạn thanh toán',
    paidFrom: 'Thanh toán từ',
    wallet: 'Số dư ví',
  },
} as const;

type Text = (typeof TEXT)[Locale];

/** trialing-user's wallet (scenarios/trialing-user.ts). */
const TRIALING_USER_BALANCE_CENTS = 35_000;

/** The mock's statement code of the $0.50 verification charge (mocks/rules/payments/cards.ts). */
const ACTIVATION_CODE = '246810';
/** The screens wait for the demo's mock backend in the page, and axe checks each: a busy machine is slow. */
const SLOW_MS = 20_000;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** Adds the Visa test card in the checkout and verifies it with the statement code, so it can pay. */
const addVerifiedCard = async (page: Page, text: Text) => {
  await page.getByRole('button', { name: text.addCard, exact: true }).click();
  const form = page.getByRole('dialog', { name: text.addCard });
  await form.getByRole('textbox', { name: text.number }).fill('4242424242424242');
  await form.getByRole('textbox', { name: text.expiry }).fill('12/30');
  await form.getByRole('textbox', { name: text.cvc }).fill('123');
  await form.getByRole('textbox', { name: text.name }).fill('Pham Minh Hoang');
  await form.getByRole('textbox', { name: text.email }).fill('hoang.pham@example.com');
  await form.getByRole('button', { name: text.save }).click();
  await expect(form).toBeHidden();

  await page
    .getByRole('group', { name: 'Visa •••• 4242', exact: true })
    .getByRole('button', { name: text.verify })
    .click();
  const verify = page.getByRole('dialog', { name: text.verifyDialog });
  await verify.getByRole('button', { name: text.charge }).click();
  await verify.getByRole('textbox', { name: text.code }).fill(ACTIVATION_CODE);
  await verify.getByRole('button', { name: text.activate }).click();
  await expect(verify).toBeHidden();
};

/** The purchase summary: plan package, price, cycle, total. */
const expectSummary = async (page: Page, text: Text, plan: string, cents: number, locale: Locale) => {
  const summary = page.getByRole('region', { name: text.success });
  await expect(summary).toBeVisible({ timeout: SLOW_MS });
  await expect(summary.getByRole('row', { name: new RegExp(text.package) })).toContainText(plan);
  await expect(summary.getByRole('row', { name: new RegExp(text.total) })).toContainText(money(cents, locale));
  await expect(summary.getByText(text.monthly)).toBeVisible();
};

for (const locale of ['en', 'vi'] as const) {
  const text = TEXT[locale];

  test.describe(`A seller in the free trial (${locale})`, () => {
    test.use({ uiLocale: locale, signedInAs: 'trialing-user' });

    test('changes plan: warned that the trial ends, pays, and the invoice appears in the billing history', async ({
      app,
      page,
    }) => {
      test.slow(); // A card is added and verified before the plan is paid, each screen checked by axe.
      await page.goto('/');
      await expect(page.getByRole('status').filter({ hasText: text.trialBanner })).toBeVisible({ timeout: SLOW_MS });

      await page.goto('/pricing');
      await expect(heading(page, text.pricing)).toBeVisible({ timeout: SLOW_MS });
      await expect(page.getByRole('group', { name: 'Basic' }).getByText(text.current).first()).toBeVisible();
      await page.getByRole('button', { name: text.choose('Growth') }).click();
      const warning = page.getByRole('dialog', { name: text.trialEnds });
      await expect(warning).toBeVisible();
      await app.checkA11y();
      await warning.getByRole('button', { name: text.continue }).click();

      await expect(page.getByRole('region', { name: text.checkout('Growth') })).toBeVisible();
      await expect(page.getByRole('note').filter({ hasText: text.trialEnds })).toBeVisible();
      await expect(page.getByRole('row', { name: new RegExp(text.paidFrom) })).toContainText(
        money(TRIALING_USER_BALANCE_CENTS, locale),
      );
      await addVerifiedCard(page, text);
      await page.getByRole('button', { name: text.pay }).click();
      await expectSummary(page, text, 'Growth', 9_900, locale);
      // The wallet pays the plan; the card's $0.50 verification charge came back to it on activation.
      await expect(page.getByRole('link', { name: new RegExp(`^${text.wallet}`) })).toHaveText(
        money(TRIALING_USER_BALANCE_CENTS + 50 - 9_900, locale),
      );

      await page.getByRole('link', { name: text.toBilling }).click();
      await expect(heading(page, text.billing)).toBeVisible();
      const invoices = page.getByRole('table', { name: text.invoices });
      await expect(invoices.getByRole('row').filter({ hasText: money(9_900, locale) })).toContainText(text.paid);
      await expect(page.getByRole('status').filter({ hasText: text.trialBanner })).toHaveCount(0);
    });
  });
}

test.describe('A seller whose trial ended (vi)', () => {
  test.use({ uiLocale: 'vi', signedInAs: 'out-of-trial' });

  test('is prompted to choose a plan before anything else, and chooses one', async ({ page }) => {
    test.slow(); // A card is added and verified before the plan is paid.
    const text = TEXT.vi;
    await page.goto('/my-ads-account');
    await expect(heading(page, text.required)).toBeVisible({ timeout: SLOW_MS });
    await expect(page.getByText(text.kept)).toBeVisible();

    await page.getByRole('link', { name: text.choosePlan, exact: true }).click();
    await expect(heading(page, text.pricing)).toBeVisible();
    await page.getByRole('button', { name: text.choose('Starter') }).click();
    await addVerifiedCard(page, text);
    await page.getByRole('button', { name: text.pay }).click();
    await expectSummary(page, text, 'Starter', 2_900, 'vi');

    await page.goto('/my-ads-account');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(text.required, { timeout: SLOW_MS });
  });
});

test.describe('A seller whose trial ended (en)', () => {
  test.use({ uiLocale: 'en', signedInAs: 'out-of-trial' });

  test('reactivates from the open landing: the past-due plan is offered again', async ({ page }) => {
    const text = TEXT.en;
    await page.goto('/reactive');
    await expect(heading(page, text.reactivateTitle)).toBeVisible({ timeout: SLOW_MS });
    await page.getByRole('link', { name: text.reactivateNow }).click();
    await expect(heading(page, text.reactivateTitle)).toBeVisible();
    await expect(page.getByText(text.pastDue, { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: text.checkout('Basic') })).toBeVisible();
  });
});

test.describe('Cancelling a subscription', () => {
  test.use({ uiLocale: 'en', signedInAs: 'verified-seller' });

  test('a paid plan: confirmed first, processed in 2 to 3 working days, no plan until then', async ({ app, page }) => {
    const text = TEXT.en;
    await page.goto('/billing');
    await expect(heading(page, text.billing)).toBeVisible({ timeout: SLOW_MS });
    await page.getByRole('button', { name: text.cancel }).click();
    const dialog = page.getByRole('dialog', { name: text.cancelDialog });
    await expect(dialog.getByText(text.workingDays)).toBeVisible();
    await app.checkA11y();
    await dialog.getByRole('button', { name: text.cancel }).click();
    await expect(dialog).toBeHidden();

    await expect(page.getByRole('status').filter({ hasText: text.workingDays })).toBeVisible();
    await expect(page.getByRole('button', { name: text.cancel })).toHaveCount(0);
    await page.goto('/pricing');
    await expect(page.getByText(text.noPlan).first()).toBeVisible({ timeout: SLOW_MS });
  });
});

test.describe('Cancelling during the trial (vi)', () => {
  test.use({ uiLocale: 'vi', signedInAs: 'trialing-user' });

  test('warns that the trial ends, ends it at once, and the seller is then led to choose a plan', async ({ page }) => {
    const text = TEXT.vi;
    await page.goto('/billing');
    await expect(heading(page, text.billing)).toBeVisible({ timeout: SLOW_MS });
    await page.getByRole('button', { name: text.cancel }).click();
    const dialog = page.getByRole('dialog', { name: text.cancelDialog });
    await expect(dialog.getByRole('note').filter({ hasText: text.trialEnds })).toBeVisible();
    await dialog.getByRole('button', { name: text.cancel }).click();
    await expect(dialog).toBeHidden();

    await expect(page.getByRole('region', { name: 'Basic' }).getByText(text.canceled, { exact: true })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: text.workingDays })).toBeVisible();
    await page.goto('/');
    await expect(heading(page, text.required)).toBeVisible({ timeout: SLOW_MS });
    await expect(page.getByRole('status').filter({ hasText: text.workingDays })).toBeVisible();
  });
});
