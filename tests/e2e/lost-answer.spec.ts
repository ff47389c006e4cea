import type { Locator, Page } from '@playwright/test';
import { TransactionListSchema } from '@contract/transactions/transactions.schema';
import { UserSchema } from '@contract/users/users.schema';
import { adAccountOf, readApi, VERIFIED_SELLER_MAIN_AD_ACCOUNT } from './demo-api';
import { closeDemoPanel, loseAnswers, openDemoPanel } from './demo-panel';
import { expect, test, type AppDriver, type Locale } from './fixtures';
import { addVerifiedCard, type CardFormText } from './saved-cards';
import { closeToast, money, SLOW_MS } from './support';

/*
 * A money request whose answer never arrives (docs/decisions/money-and-ledger.md, "A lost answer"): the
 * scenario panel's `lost-answer` fault lets the server act and drops the connection. The page asks the
 * server what became of the request and says so; a reload and a second attempt reuse the request's
 * Idempotency-Key, so the money moves once. Checked against the mock's records through its API.
 */

const TEXT = {
  en: {
    remove: (routeKey: string) => `Remove fault on ${routeKey}`,
    noFault: 'No fault is injected.',
    close: 'Close',
    repeated: (action: string) => `Your ${action} had already gone through, so nothing was charged or moved again.`,
    wentThrough: (action: string) => `Your ${action} went through.`,
    topUp: (cents: number) => `${money(cents, 'en')} top-up`,
    transferAction: (cents: number) => `${money(cents, 'en')} transfer to your ad account`,
    withdrawAction: (cents: number) => `${money(cents, 'en')} withdrawal from your ad account`,
    planAction: 'plan purchase',
  },
  vi: {
    remove: (routeKey: string) => `Gỡ lỗi trên ${routeKey}`,
    noFault: 'Chưa có lỗi giả lập nào.',
    close: 'Đóng',
    repeated: (action: string) =>
      `Giao dịch ${action} của bạn đã thành công từ trước, nên không có khoản tiền nào bị trừ hay chuyển thêm.`,
    wentThrough: (action: string) => `Giao dịch ${action} của bạn đã thành công.`,
    topUp: (cents: number) => `nạp ${money(cents, 'vi')}`,
    refundAction: (cents: number) => `yêu cầu hoàn ${money(cents, 'vi')}`,
  },
} as const;

const removeFault = async (app: AppDriver, routeKey: string) => {
  const text = TEXT[app.locale];
  const panel = await openDemoPanel(app, 'faults');
  await panel.getByRole('button', { name: text.remove(routeKey) }).click();
  await expect(panel.getByText(text.noFault)).toBeVisible();
  await closeDemoPanel(app, panel);
};

/** A toast with this text: seen, then closed so it covers nothing. */
const seeToast = async (page: Page, locale: Locale, message: string) => {
  const toast = page.getByRole('alert').filter({ hasText: message });
  await expect(toast).toBeVisible({ timeout: SLOW_MS });
  await closeToast(toast, TEXT[locale].close);
};

const walletCents = async (page: Page) => (await readApi(page, '/api/users', UserSchema)).balance;
const historyTotal = async (page: Page) =>
  (await readApi(page, '/api/transactions?limit=1', TransactionListSchema)).paging.total;

const CARD_TEXT: CardFormText = {
  add: 'Add a card',
  addDialog: 'Add a card',
  number: 'Card number',
  expiry: 'Expiry date (MM/YY)',
  cvc: 'Security code (CVC)',
  name: 'Name on card',
  email: 'Cardholder e-mail',
  save: 'Save card',
  saved: (card) =>
    `${card} has been saved and charged ${money(50, 'en')} to verify it. Enter the activation code from your card statement.`,
  verifyDialog: (card) => `Verify ${card}`,
  code: 'Activation code',
  activate: 'Activate card',
  activated: (card) => `${card} is activated. ${money(50, 'en')} has been credited to your wallet.`,
  pending: 'Pending activation',
  verified: 'Verified',
  close: 'Close',
};

test.describe('A lost answer, in English', () => {
  test.use({ uiLocale: 'en', signedInAs: 'verified-seller' });
  test.slow();

  test('a card top-up whose answer was lost shows its result, and paying again after a reload charges once', async ({
    app,
    page,
  }) => {
    const amount = 10_000;
    const payStep = `/payment/add-fund?method=creditCard&amount=${amount}&tip=0&step=pay`;
    const pay = page.getByRole('button', { name: `Pay ${money(10_600, 'en')}` });
    await page.goto(payStep);
    await expect(page.getByRole('heading', { name: 'Your saved cards' })).toBeVisible({ timeout: SLOW_MS });
    await addVerifiedCard(page, CARD_TEXT, { number: '4242424242424242', label: 'Visa •••• 4242' });
    const before = await walletCents(page);
    await loseAnswers(app, 'payments.stripe.requestCardPayment', { once: true });

    // The server charged the card; the page asks what became of it and carries on to the result.
    await pay.click();
    await expect(page).toHaveURL(/\/payment\/success\?transactionId=/, { timeout: SLOW_MS });
    await expect(page.getByText('Top-up successful')).toBeVisible({ timeout: SLOW_MS });
    expect(await walletCents(page)).toBe(before + amount);

    // Back to the same payment and paid again: answered from the server's record, nothing charged.
    await page.goto(payStep);
    await page.getByRole('radio', { name: 'Visa •••• 4242' }).check();
    await pay.click();
    await expect(page).toHaveURL(/\/payment\/success\?transactionId=/, { timeout: SLOW_MS });
    await seeToast(page, 'en', TEXT.en.repeated(TEXT.en.topUp(amount)));
    expect(await walletCents(page)).toBe(before + amount);
  });

  test('a withdraw and a transfer whose answers were lost each move the money once, across a reload', async ({
    app,
    page,
  }) => {
    const text = TEXT.en;
    const route = 'adAccounts.transferAdAccountBalance';
    const openDialog = async (action: 'Transfer from wallet' | 'Withdraw to wallet'): Promise<Locator> => {
      await page.getByRole('button', { name: 'Actions for Lan Boutique - Main' }).click();
      await page.getByRole('menuitem', { name: action }).click();
      return page.getByRole('dialog', { name: action });
    };
    const moved = async () => {
      const account = await adAccountOf(page, VERIFIED_SELLER_MAIN_AD_ACCOUNT);
      return account.balance + account.cost;
    };
    await page.goto('/my-ads-account');
    await expect(page.getByRole('heading', { level: 1, name: 'My ad accounts' })).toBeVisible({ timeout: SLOW_MS });
    const wallet = await walletCents(page);
    const inAccount = await moved();

    // Withdraw $40: its answer is lost once; the dialog closes as if it had come.
    await loseAnswers(app, route, { once: true });
    const withdraw = await openDialog('Withdraw to wallet');
    await withdraw.getByRole('textbox', { name: 'Amount' }).fill('40');
    await withdraw.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(withdraw).toBeHidden({ timeout: SLOW_MS });
    await page.reload();
    const again = await openDialog('Withdraw to wallet');
    await again.getByRole('textbox', { name: 'Amount' }).fill('40');
    await again.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await seeToast(page, 'en', text.repeated(text.withdrawAction(4_000)));
    expect(await walletCents(page)).toBe(wallet + 4_000);
    expect(await moved()).toBe(inAccount - 4_000);

    // Transfer $100 with every answer lost: the dialog says it went through, from the server's word.
    await loseAnswers(app, route, { once: false });
    const transfer = await openDialog('Transfer from wallet');
    await transfer.getByRole('textbox', { name: 'Amount' }).fill('100');
    await transfer.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(transfer.getByRole('alert')).toHaveText(text.wentThrough(text.transferAction(10_000)), {
      timeout: SLOW_MS,
    });
    await page.reload();
    const retry = await openDialog('Transfer from wallet');
    await retry.getByRole('textbox', { name: 'Amount' }).fill('100');
    await retry.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(retry.getByRole('alert')).toHaveText(text.wentThrough(text.transferAction(10_000)), {
      timeout: SLOW_MS,
    });
    await page.keyboard.press('Escape');
    await expect(retry).toBeHidden();
    await removeFault(app, route);
    expect(await walletCents(page)).toBe(wallet + 4_000 - 10_000);
    expect(await moved()).toBe(inAccount - 4_000 + 10_000);
  });
});

test.describe('A lost plan purchase, in English', () => {
  test.use({ uiLocale: 'en', signedInAs: 'out-of-trial' });
  test.slow();

  test('says the plan purchase went through and charges the wallet once, also after a reload', async ({
    app,
    page,
  }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1, name: 'Plans and pricing' })).toBeVisible({
      timeout: SLOW_MS,
    });
    const before = await walletCents(page);
    await loseAnswers(app, 'plans.subscribePlan', { once: false });
    await page.getByRole('button', { name: 'Choose Starter' }).click();
    await page.getByRole('button', { name: `Pay ${money(2_900, 'en')} from my wallet` }).click();
    // Said in the checkout and in a toast: the page re-reads the plan, which may close the checkout.
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: TEXT.en.wentThrough(TEXT.en.planAction) })
        .first(),
    ).toBeVisible({
      timeout: SLOW_MS,
    });
    await page.reload();
    await expect(page.getByRole('group', { name: 'Starter' })).toContainText('Current plan', { timeout: SLOW_MS });
    expect(await walletCents(page)).toBe(before - 2_900);
    await removeFault(app, 'plans.subscribePlan');
  });
});

/** A hosted top-up's pay step, the route that starts it, and what a second visit shows. */
interface HostedMethod {
  name: string;
  query: string;
  routeKey: string;
  /** Gets the payment going; answers what names it (the checkout address, the transfer code). */
  start(page: Page): Promise<string>;
}

const PAY_106 = `Thanh toán ${money(10_600, 'vi')}`;

const toCheckout = async (page: Page): Promise<string> => {
  await page.getByRole('button', { name: PAY_106 }).click();
  await expect(page).toHaveURL(/\/payment\/checkout-simulated\?/, { timeout: SLOW_MS });
  return page.url();
};

const HOSTED: readonly HostedMethod[] = [
  {
    name: 'Airwallex',
    query: 'method=airwallex&amount=10000',
    routeKey: 'payments.airwallex.requestAirwallexPayment',
    start: toCheckout,
  },
  {
    name: 'PayFast',
    query: 'method=payfast&amount=10000',
    routeKey: 'payments.payfast.requestPayfastPayment',
    start: toCheckout,
  },
  {
    name: 'LianLian',
    query: 'method=lianlian&amount=10000',
    routeKey: 'payments.lianlian.requestLianlianPayment',
    start: toCheckout,
  },
  {
    name: 'Bancontact',
    query: 'method=bancontact&amount=10000',
    routeKey: 'payments.bankRedirect.requestBankRedirectPayment',
    start: toCheckout,
  },
  {
    name: 'Tazapay',
    query: 'method=tazapay&tazapayMethod=local_bank&amount=10000',
    routeKey: 'payments.tazapay.requestTazapayPayment',
    start: toCheckout,
  },
  {
    name: 'VietQR',
    query: 'method=localBank&amount=10000',
    routeKey: 'payments.vietqr.requestVietqrPayment',
    start: async (page) => {
      await page.getByRole('searchbox', { name: 'Tìm ngân hàng' }).fill('vietcom');
      await page.getByRole('radio', { name: /Vietcombank/ }).click();
      await page.getByRole('button', { name: 'Tiếp tục', exact: true }).click();
      await page.getByRole('button', { name: 'Tạo mã QR' }).click();
      const code = page.getByText(/^NAP\d{9}$/);
      await expect(code).toBeVisible({ timeout: SLOW_MS });
      return (await code.textContent()) ?? '';
    },
  },
];

test.describe('A lost hosted top-up, in Vietnamese', () => {
  test.use({ uiLocale: 'vi', signedInAs: 'verified-seller' });
  test.slow();

  for (const method of HOSTED) {
    test(`${method.name}: the top-up whose answer was lost opens its payment, and a second attempt after a reload opens the same one`, async ({
      app,
      page,
    }) => {
      const payStep = `/payment/add-fund?${method.query}&tip=0&step=pay`;
      await page.goto(payStep);
      await expect(page.getByRole('heading', { level: 1, name: 'Nạp tiền' })).toBeVisible({ timeout: SLOW_MS });
      const entries = await historyTotal(page);
      await loseAnswers(app, method.routeKey, { once: true });

      const first = await method.start(page);
      await page.goto(payStep);
      await expect(page.getByRole('heading', { level: 1, name: 'Nạp tiền' })).toBeVisible({ timeout: SLOW_MS });
      if (method.name === 'Tazapay') {
        // Tazapay offers to continue the payment in progress: the one the lost answer started.
        await expect(page.getByText('Đang có một giao dịch thanh toán chưa hoàn tất')).toBeVisible({
          timeout: SLOW_MS,
        });
      } else {
        expect(await method.start(page)).toBe(first);
        await seeToast(page, 'vi', TEXT.vi.repeated(TEXT.vi.topUp(10_000)));
      }
      // One payment was opened, whatever the network did.
      expect(await historyTotal(page)).toBe(entries + 1);
    });
  }
});

test.describe('A lost refund request, in Vietnamese', () => {
  test.use({ uiLocale: 'vi', signedInAs: 'verified-seller' });
  test.slow();

  test('sent again after a reload, it is one request', async ({ app, page }) => {
    const send = async () => {
      await page.getByRole('button', { name: 'Yêu cầu hoàn tiền', exact: true }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Yêu cầu hoàn tiền' });
      await dialog.getByRole('textbox', { name: 'Số tiền cần hoàn' }).fill('50');
      await dialog.getByRole('radio', { name: 'Tôi tạm ngừng một thời gian' }).check();
      await dialog.getByText('Wise', { exact: true }).click();
      await dialog.getByRole('textbox', { name: 'Email Wise' }).fill('lan.nguyen@example.com');
      await dialog.getByRole('textbox', { name: 'Chủ tài khoản', exact: true }).fill('Nguyen Thi Lan');
      await dialog.getByRole('button', { name: 'Gửi yêu cầu' }).click();
      await expect(dialog).toBeHidden({ timeout: SLOW_MS });
    };
    const requests = page.getByRole('table', { name: 'Yêu cầu hoàn tiền', exact: true }).getByRole('row');
    await page.goto('/payment?tab=refunds');
    await expect(page.getByRole('heading', { level: 1, name: 'Thanh toán' })).toBeVisible({ timeout: SLOW_MS });
    await loseAnswers(app, 'transactions.requestRefund', { once: true });

    await send();
    await expect(requests.filter({ hasText: money(5_000, 'vi') })).toHaveCount(1);
    await page.reload();
    await send();
    await seeToast(page, 'vi', TEXT.vi.repeated(TEXT.vi.refundAction(5_000)));
    await expect(requests.filter({ hasText: money(5_000, 'vi') })).toHaveCount(1);
  });
});
