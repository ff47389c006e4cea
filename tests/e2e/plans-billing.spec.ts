import type { Page } from '@playwright/test';
import { expect, test, type AppDriver, type Locale } from './fixtures';
import { money, SLOW_MS } from './support';

/*
 * Plans and billing (/pricing, /billing, /reactive, /reactive-stripe, the shell's trial banner and
 * plan prompt) on the demo's mock backend (mocks/rules/subscriptions.ts). Plans are paid from the
 * wallet's available balance: no card, one "Plan subscription" move and one invoice per charge.
 */

const TEXT = {
  en: {
    pricing: 'Plans and pricing',
    billing: 'Billing detail',
    current: 'Current plan',
    plans: { regular_1: 'Starter', regular_2: 'Basic', regular_3: 'Growth', regular_4: 'Pro' },
    choose: (plan: string) => `Choose ${plan}`,
    trialEnds: 'Your free trial will end',
    continue: 'Continue',
    checkout: (plan: string) => `Checkout: ${plan}`,
    addCard: 'Add a card',
    pay: (cents: number) => `Pay ${money(cents, 'en')} from my wallet`,
    fromWallet: 'This plan is paid from your wallet',
    paidFrom: 'Paid from',
    yourWallet: 'Your wallet',
    available: 'Available balance',
    availableAfter: 'Available after payment',
    addFunds: 'Add funds',
    success: 'Purchase successful',
    package: 'Plan package',
    total: 'Total',
    invoice: 'Invoice',
    monthly: 'Monthly',
    toBilling: 'See billing detail',
    invoices: 'Invoices',
    line: (plan: string, reason: 'purchase' | 'renewal') => `${plan} plan, monthly: ${reason}`,
    paid: 'Paid',
    trialBanner: /Free trial: \d+ days? left/,
    required: 'Choose a plan to continue',
    kept: 'Your ad accounts are kept for 14 days after the trial ends.',
    choosePlan: 'Choose a plan',
    cancel: 'Cancel subscription',
    cancelDialog: 'Cancel your subscription?',
    workingDays: /processed in 2 to 3 working days/,
    cancelledNow: 'Subscription cancelled. You can choose a plan now.',
    canceled: 'Canceled',
    noPlan: 'No plan available now',
    reactivateTitle: 'Reactivate your subscription',
    reactivateNow: 'Reactivate now',
    pastDue: 'Past due',
    wallet: 'Wallet balance',
    history: 'Transaction history',
    planCharge: 'Plan subscription',
  },
  vi: {
    pricing: 'Gói dịch vụ và bảng giá',
    billing: 'Chi tiết thanh toán',
    current: 'Gói hiện tại',
    plans: { regular_1: 'Khởi đầu', regular_2: 'Cơ bản', regular_3: 'Tăng trưởng', regular_4: 'Chuyên nghiệp' },
    choose: (plan: string) => `Chọn gói ${plan}`,
    trialEnds: 'Thời gian dùng thử miễn phí sẽ kết thúc',
    continue: 'Tiếp tục',
    checkout: (plan: string) => `Thanh toán gói ${plan}`,
    addCard: 'Thêm thẻ',
    pay: (cents: number) => `Thanh toán ${money(cents, 'vi')} từ ví`,
    fromWallet: 'Gói này được thanh toán từ ví của bạn',
    paidFrom: 'Thanh toán từ',
    yourWallet: 'Ví của bạn',
    available: 'Số dư khả dụng',
    availableAfter: 'Số dư khả dụng sau khi thanh toán',
    addFunds: 'Nạp tiền',
    success: 'Mua gói thành công',
    package: 'Gói dịch vụ',
    total: 'Tổng cộng',
    invoice: 'Hóa đơn',
    monthly: 'Hằng tháng',
    toBilling: 'Xem chi tiết thanh toán',
    invoices: 'Hóa đơn',
    line: (plan: string, reason: 'purchase' | 'renewal') =>
      `Gói ${plan}, hằng tháng: ${reason === 'purchase' ? 'mua gói' : 'gia hạn'}`,
    paid: 'Đã thanh toán',
    trialBanner: /Dùng thử miễn phí: còn \d+ ngày/,
    required: 'Chọn gói để tiếp tục',
    kept: 'Tài khoản quảng cáo của bạn được giữ trong 14 ngày sau khi hết thời gian dùng thử.',
    choosePlan: 'Chọn gói',
    cancel: 'Hủy gói đăng ký',
    cancelDialog: 'Hủy gói đăng ký của bạn?',
    workingDays: /được xử lý trong 2 đến 3 ngày làm việc/,
    cancelledNow: 'Đã hủy gói đăng ký. Bạn có thể chọn gói ngay bây giờ.',
    canceled: 'Đã hủy',
    noPlan: 'Hiện chưa có gói nào khả dụng',
    reactivateTitle: 'Kích hoạt lại gói đăng ký',
    reactivateNow: 'Kích hoạt lại ngay',
    pastDue: 'Quá hạn thanh toán',
    wallet: 'Số dư ví',
    history: 'Lịch sử giao dịch',
    planCharge: 'Thanh toán gói dịch vụ',
  },
} as const;

type Text = (typeof TEXT)[Locale];

/** trialing-user's wallet (scenarios/trialing-user.ts). */
const TRIALING_USER_BALANCE_CENTS = 35_000;
/** out-of-trial's wallet (scenarios/out-of-trial.ts). */
const OUT_OF_TRIAL_BALANCE_CENTS = 14_000;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** A row of the checkout's table, by its header cell's whole text. */
const checkoutRow = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.locator('th').getByText(name, { exact: true }) });

/** The purchase summary: plan package, price, cycle, total, paid from the wallet with its invoice. */
const expectSummary = async (page: Page, text: Text, plan: string, cents: number, locale: Locale) => {
  const summary = page.getByRole('region', { name: text.success });
  await expect(summary).toBeVisible({ timeout: SLOW_MS });
  await expect(summary.getByRole('row', { name: new RegExp(text.package) })).toContainText(plan);
  await expect(summary.getByRole('row', { name: new RegExp(text.total) })).toContainText(money(cents, locale));
  await expect(summary.getByRole('row', { name: new RegExp(text.paidFrom) })).toContainText(text.yourWallet);
  await expect(summary.getByRole('row', { name: new RegExp(`^${text.invoice}`) })).toContainText(/INV-\d{6}/);
  await expect(summary.getByText(text.monthly)).toBeVisible();
};

/** The billing history lists the charge as a paid invoice, written in the reader's language. */
const expectInvoice = async (page: Page, text: Text, line: string, cents: number, locale: Locale) => {
  await expect(heading(page, text.billing)).toBeVisible({ timeout: SLOW_MS });
  const row = page.getByRole('table', { name: text.invoices }).getByRole('row').filter({ hasText: line });
  await expect(row).toContainText(money(cents, locale));
  await expect(row).toContainText(text.paid);
};

/** The wallet history shows the same charge as a plan subscription move. */
const expectWalletCharge = async (app: AppDriver, text: Text, cents: number, locale: Locale) => {
  const { page } = app;
  await app.navigate('/payment?tab=history');
  const rows = page.getByRole('table', { name: text.history, exact: true }).locator('tbody tr');
  await expect(rows.filter({ hasText: text.planCharge }).first()).toContainText(money(cents, locale), {
    timeout: SLOW_MS,
  });
};

for (const locale of ['en', 'vi'] as const) {
  const text = TEXT[locale];

  test.describe(`A seller in the free trial (${locale})`, () => {
    test.use({ uiLocale: locale, signedInAs: 'trialing-user' });

    test('changes plan: warned that the trial ends, pays from the wallet, and the invoice appears in the billing history', async ({
      app,
      page,
    }) => {
      await page.goto('/');
      await expect(page.getByRole('status').filter({ hasText: text.trialBanner })).toBeVisible({ timeout: SLOW_MS });

      await app.navigate('/pricing');
      await expect(heading(page, text.pricing)).toBeVisible({ timeout: SLOW_MS });
      await expect(
        page.getByRole('group', { name: text.plans.regular_2 }).getByText(text.current).first(),
      ).toBeVisible();
      await page.getByRole('button', { name: text.choose(text.plans.regular_3) }).click();
      const warning = page.getByRole('dialog', { name: text.trialEnds });
      await expect(warning).toBeVisible();
      await app.checkA11y();
      await warning.getByRole('button', { name: text.continue }).click();

      await expect(page.getByRole('region', { name: text.checkout(text.plans.regular_3) })).toBeVisible();
      await expect(page.getByRole('note').filter({ hasText: text.trialEnds })).toBeVisible();
      await expect(checkoutRow(page, text.paidFrom)).toContainText(text.yourWallet);
      await expect(checkoutRow(page, text.available)).toContainText(money(TRIALING_USER_BALANCE_CENTS, locale));
      await expect(checkoutRow(page, text.availableAfter)).toContainText(
        money(TRIALING_USER_BALANCE_CENTS - 9_900, locale),
      );
      await expect(page.getByText(text.fromWallet)).toBeVisible();
      await expect(page.getByRole('button', { name: text.addCard })).toHaveCount(0);
      await page.getByRole('button', { name: text.pay(9_900) }).click();
      await expectSummary(page, text, text.plans.regular_3, 9_900, locale);
      await expect(page.getByRole('link', { name: new RegExp(`^${text.wallet}`) })).toHaveText(
        money(TRIALING_USER_BALANCE_CENTS - 9_900, locale),
      );

      await page.getByRole('link', { name: text.toBilling }).click();
      await expectInvoice(page, text, text.line(text.plans.regular_3, 'purchase'), 9_900, locale);
      await expect(page.getByRole('status').filter({ hasText: text.trialBanner })).toHaveCount(0);
    });

    test('cancels the trial and buys a plan at once: the invoice in the billing history, the charge in the wallet history', async ({
      app,
      page,
    }) => {
      await page.goto('/billing');
      await expect(heading(page, text.billing)).toBeVisible({ timeout: SLOW_MS });
      await page.getByRole('button', { name: text.cancel }).click();
      const dialog = page.getByRole('dialog', { name: text.cancelDialog });
      await expect(dialog.getByRole('note').filter({ hasText: text.trialEnds })).toBeVisible();
      await dialog.getByRole('button', { name: text.cancel }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(text.cancelledNow)).toBeVisible();
      await expect(
        page.getByRole('region', { name: text.plans.regular_2 }).getByText(text.canceled, { exact: true }),
      ).toBeVisible();
      // Nothing to wait for: no cancellation is being processed.
      await expect(page.getByRole('status').filter({ hasText: text.workingDays })).toHaveCount(0);

      await app.navigate('/');
      await expect(heading(page, text.required)).toBeVisible({ timeout: SLOW_MS });
      await page.getByRole('link', { name: text.choosePlan, exact: true }).click();
      await expect(heading(page, text.pricing)).toBeVisible();
      await expect(page.getByText(text.noPlan)).toHaveCount(0);
      await page.getByRole('button', { name: text.choose(text.plans.regular_1) }).click();
      await expect(checkoutRow(page, text.available)).toContainText(money(TRIALING_USER_BALANCE_CENTS, locale));
      await page.getByRole('button', { name: text.pay(2_900) }).click();
      await expectSummary(page, text, text.plans.regular_1, 2_900, locale);

      await page.getByRole('link', { name: text.toBilling }).click();
      await expectInvoice(page, text, text.line(text.plans.regular_1, 'purchase'), 2_900, locale);
      await expectWalletCharge(app, text, 2_900, locale);
      await app.navigate('/my-ads-account');
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(text.required, { timeout: SLOW_MS });
    });
  });
}

test.describe('A seller whose trial ended (vi)', () => {
  test.use({ uiLocale: 'vi', signedInAs: 'out-of-trial' });

  test('is prompted to choose a plan before anything else, and pays it from the wallet', async ({ app, page }) => {
    const text = TEXT.vi;
    await page.goto('/my-ads-account');
    await expect(heading(page, text.required)).toBeVisible({ timeout: SLOW_MS });
    await expect(page.getByText(text.kept)).toBeVisible();

    await page.getByRole('link', { name: text.choosePlan, exact: true }).click();
    await expect(heading(page, text.pricing)).toBeVisible();

    // Pro ($199.00) is more than the $140.00 available: add funds first, nothing to pay with.
    await page.getByRole('button', { name: text.choose(text.plans.regular_4) }).click();
    await expect(page.getByRole('region', { name: text.checkout(text.plans.regular_4) })).toBeVisible();
    await expect(
      page.getByRole('note').filter({ hasText: money(19_900 - OUT_OF_TRIAL_BALANCE_CENTS, 'vi') }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: text.addFunds })).toHaveAttribute('href', '/payment/add-fund');
    await expect(page.getByRole('button', { name: text.pay(19_900) })).toBeDisabled();
    await expect(page.getByRole('button', { name: text.addCard })).toHaveCount(0);
    await app.checkA11y();
    await page.goBack();

    await page.getByRole('button', { name: text.choose(text.plans.regular_1) }).click();
    await expect(page.getByRole('region', { name: text.checkout(text.plans.regular_1) })).toBeVisible();
    await expect(checkoutRow(page, text.paidFrom)).toContainText(text.yourWallet);
    await expect(checkoutRow(page, text.available)).toContainText(money(OUT_OF_TRIAL_BALANCE_CENTS, 'vi'));
    await expect(checkoutRow(page, text.availableAfter)).toContainText(money(OUT_OF_TRIAL_BALANCE_CENTS - 2_900, 'vi'));
    await expect(page.getByText(text.fromWallet)).toBeVisible();
    await page.getByRole('button', { name: text.pay(2_900) }).click();
    await expectSummary(page, text, text.plans.regular_1, 2_900, 'vi');
    await expect(page.getByRole('link', { name: new RegExp(`^${text.wallet}`) })).toHaveText(
      money(OUT_OF_TRIAL_BALANCE_CENTS - 2_900, 'vi'),
    );

    await app.navigate('/my-ads-account');
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
    await expect(page.getByRole('button', { name: text.pay(4_900) })).toBeEnabled();
  });
});

test.describe('Cancelling a subscription', () => {
  test.use({ uiLocale: 'en', signedInAs: 'verified-seller' });

  test('a paid plan: its monthly charges are invoiced; cancelling is confirmed first, processed in 2 to 3 working days, no plan until then', async ({
    app,
    page,
  }) => {
    const text = TEXT.en;
    await page.goto('/billing');
    await expect(heading(page, text.billing)).toBeVisible({ timeout: SLOW_MS });
    // The Scale plan bought from the wallet, then renewed each month: four paid invoices.
    const invoices = page.getByRole('table', { name: text.invoices });
    await expect(invoices.getByRole('row').filter({ hasText: 'Scale plan, monthly: renewal' })).toHaveCount(3);
    await expect(invoices.getByRole('row').filter({ hasText: 'Scale plan, monthly: purchase' })).toHaveCount(1);
    await page.getByRole('button', { name: text.cancel }).click();
    const dialog = page.getByRole('dialog', { name: text.cancelDialog });
    await expect(dialog.getByText(text.workingDays)).toBeVisible();
    await app.checkA11y();
    await dialog.getByRole('button', { name: text.cancel }).click();
    await expect(dialog).toBeHidden();

    await expect(page.getByRole('status').filter({ hasText: text.workingDays })).toBeVisible();
    await expect(page.getByRole('button', { name: text.cancel })).toHaveCount(0);
    await app.navigate('/pricing');
    await expect(page.getByText(text.noPlan).first()).toBeVisible({ timeout: SLOW_MS });
  });
});
