import type { Page } from '@playwright/test';
import { expect, test, type Locale } from './fixtures';
import { ACTIVATION_CODE, addCard, addVerifiedCard, cardBox, fillCard, seeToast } from './saved-cards';
import { money, SLOW_MS } from './support';

/*
 * The card method of /payment/add-fund in the demo (simulated card form, mocks/rules/payments/cards.ts):
 * add a card (saving it makes the $0.50 verification charge, so it is Pending), activate it with the
 * statement code, set the default, remove, and pay a top-up with it. A card shows the brand, last
 * four digits and expiry the seller typed.
 */

/** The card verification charge, credited once the card is activated. */
const CHARGE_CENTS = 50;

const TEXT = {
  en: {
    title: 'Your saved cards',
    empty: 'No saved card yet',
    add: 'Add a card',
    addDialog: 'Add a card',
    number: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    cvc: 'Security code (CVC)',
    name: 'Name on card',
    email: 'Cardholder e-mail',
    save: 'Save card',
    numberIncomplete: 'Your card number is incomplete.',
    numberInvalid: 'Your card number is invalid.',
    expiryIncomplete: "Your card's expiration date is incomplete.",
    expiryPast: "Your card's expiration date is in the past.",
    expiryInvalid: "Your card's expiration date is invalid.",
    cvcIncomplete: "Your card's security code is incomplete.",
    required: 'This field is required.',
    emailInvalid: 'Please enter a valid email address.',
    saved: (card: string) =>
      `${card} has been saved and charged ${money(CHARGE_CENTS, 'en')} to verify it. Enter the activation code from your card statement.`,
    verifyDialog: (card: string) => `Verify ${card}`,
    code: 'Activation code',
    activate: 'Activate card',
    activateCode: 'Enter activation code',
    codeFormat: 'The activation code is 4 to 8 letters or digits.',
    wrongCode: 'The verification code is incorrect.',
    locked: /Too many failures, please try again in 10 minutes\./,
    lockedFor: /^Time left before you can try again: (10:00|9:[0-5]\d)$/,
    activated: (card: string) => `${card} is activated. ${money(CHARGE_CENTS, 'en')} has been credited to your wallet.`,
    expires: 'Expires 08/28',
    verified: 'Verified',
    pending: 'Pending activation',
    default: 'Default',
    setDefault: 'Set as default',
    defaultSet: (card: string) => `${card} is now your default card.`,
    remove: (card: string) => `Remove ${card}`,
    removeDialog: 'Remove this card?',
    removeConfirm: 'Remove card',
    removed: (card: string) => `${card} has been removed.`,
    pay: (total: string) => `Pay ${total}`,
    insufficientFunds: 'Your card has insufficient funds.',
    paid: 'Top-up successful',
    close: 'Close',
    wallet: 'Wallet balance',
  },
  vi: {
    title: 'Thẻ đã lưu',
    empty: 'Chưa có thẻ nào được lưu',
    add: 'Thêm thẻ',
    addDialog: 'Thêm thẻ',
    number: 'Số thẻ',
    expiry: 'Ngày hết hạn (MM/YY)',
    cvc: 'Mã bảo mật (CVC)',
    name: 'Tên in trên thẻ',
    email: 'Email của chủ thẻ',
    save: 'Lưu thẻ',
    numberIncomplete: 'Số thẻ chưa đầy đủ.',
    numberInvalid: 'Số thẻ không hợp lệ.',
    expiryIncomplete: 'Ngày hết hạn của thẻ chưa đầy đủ.',
    expiryPast: 'Thẻ đã quá ngày hết hạn.',
    expiryInvalid: 'Ngày hết hạn của thẻ không hợp lệ.',
    cvcIncomplete: 'Mã bảo mật của thẻ chưa đầy đủ.',
    required: 'Trường này là bắt buộc.',
    emailInvalid: 'Vui lòng nhập địa chỉ email hợp lệ.',
    saved: (card: string) =>
      `Đã lưu thẻ ${card} và trừ ${money(CHARGE_CENTS, 'vi')} để xác minh. Hãy nhập mã kích hoạt trên sao kê thẻ.`,
    verifyDialog: (card: string) => `Xác minh thẻ ${card}`,
    code: 'Mã kích hoạt',
    activate: 'Kích hoạt thẻ',
    activateCode: 'Nhập mã kích hoạt',
    codeFormat: 'Mã kích hoạt gồm 4 đến 8 chữ cái hoặc chữ số.',
    wrongCode: 'Mã xác minh không đúng.',
    locked: /Bạn đã nhập sai mã quá nhiều lần, vui lòng thử lại sau 10 phút\./,
    lockedFor: /^Thời gian chờ còn lại: (10:00|9:[0-5]\d)$/,
    activated: (card: string) =>
      `Thẻ ${card} đã được kích hoạt. ${money(CHARGE_CENTS, 'vi')} đã được cộng vào ví của bạn.`,
    expires: 'Hết hạn 08/28',
    verified: 'Đã xác minh',
    pending: 'Chờ kích hoạt',
    default: 'Mặc định',
    setDefault: 'Đặt làm mặc định',
    defaultSet: (card: string) => `Thẻ ${card} đã được đặt làm thẻ mặc định.`,
    remove: (card: string) => `Xóa thẻ ${card}`,
    removeDialog: 'Xóa thẻ này?',
    removeConfirm: 'Xóa thẻ',
    removed: (card: string) => `Đã xóa thẻ ${card}.`,
    pay: (total: string) => `Thanh toán ${total}`,
    insufficientFunds: 'Thẻ của bạn không đủ số dư.',
    paid: 'Nạp tiền thành công',
    close: 'Đóng',
    wallet: 'Số dư ví',
  },
} as const;

type Text = (typeof TEXT)[Locale];

const VISA = { number: '4242424242424242', label: 'Visa •••• 4242' };
const MASTERCARD = { number: '5555555555554444', label: 'Mastercard •••• 4444' };
/** The mock declines a card ending 0002 for insufficient funds. */
const DECLINED = { number: '4000000000000002', label: 'Visa •••• 0002' };

/** $100.00 with the 6% tax: what the seller pays; the wallet receives the $100.00. */
const AMOUNT_CENTS = 10_000;
const TOTAL_CENTS = 10_600;
const PAY_STEP = `/payment/add-fund?method=creditCard&amount=${AMOUNT_CENTS}&tip=0&step=pay`;

const openPayStep = async (page: Page, text: Text) => {
  await page.goto(PAY_STEP);
  await expect(page.getByRole('heading', { name: text.title })).toBeVisible({ timeout: SLOW_MS });
};

/** The header's wallet balance, in cents. */
const walletCents = async (page: Page, text: Text): Promise<number> => {
  const link = page.getByRole('link', { name: new RegExp(`^${text.wallet}`) });
  await expect(link).toBeVisible();
  const label = (await link.textContent()) ?? '';
  return Number(label.replace(/\D/g, ''));
};

const walletShows = (page: Page, text: Text, cents: number, locale: Locale) =>
  expect(page.getByRole('link', { name: new RegExp(`^${text.wallet}`) })).toHaveText(money(cents, locale));

/** Saves a card and leaves its activation for later. */
const addCardOnly = async (page: Page, text: Text, card: { number: string; label: string }) => {
  const verify = await addCard(page, text, card);
  await page.keyboard.press('Escape');
  await expect(verify).toBeHidden();
};

/**
 * Five wrong codes lock the card's activation for 10 minutes: the lock is told at the code field
 * with the time left counting down, the activate button is off, and closing the dialog keeps it.
 */
const lockActivation = async (page: Page, text: Text) => {
  const verify = await addCard(page, text, VISA);
  const code = verify.getByRole('textbox', { name: text.code });
  const activate = verify.getByRole('button', { name: text.activate });
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    await code.fill(`13579${attempt}`);
    await activate.click();
    await expect(verify.getByRole('alert').filter({ hasText: text.wrongCode })).toBeVisible();
  }
  await code.fill('135795');
  await activate.click();

  await expect(code).toHaveAccessibleDescription(text.locked);
  const timer = verify.getByRole('timer');
  await expect(timer).toHaveText(text.lockedFor);
  await expect(activate).toBeDisabled();
  // Counting down: the time left changes while the dialog is open.
  const first = await timer.textContent();
  await expect(timer).not.toHaveText(first ?? '', { timeout: 3_000 });
  await expect(verify.getByText(text.wrongCode)).toHaveCount(0);
  return { verify, code, activate };
};

test.describe('Card payments', () => {
  test.use({ uiLocale: 'en', signedInAs: 'verified-seller' });

  test('adds a card through the card form, each field wrong then right, and activates it by code', async ({
    app,
    page,
  }) => {
    test.setTimeout(120_000);
    const text = TEXT.en;
    await openPayStep(page, text);
    await expect(page.getByText(text.empty)).toBeVisible();
    const before = await walletCents(page, text);

    await page.getByRole('button', { name: text.add }).click();
    const dialog = page.getByRole('dialog', { name: text.addDialog });
    await expect(dialog.getByText(/4242 4242 4242 4242/)).toBeVisible();
    await app.checkA11y();

    // Nothing filled: every field says what it needs.
    await dialog.getByRole('button', { name: text.save }).click();
    await expect(dialog.getByText(text.numberIncomplete)).toBeVisible();
    await expect(dialog.getByText(text.expiryIncomplete)).toBeVisible();
    await expect(dialog.getByText(text.cvcIncomplete)).toBeVisible();
    await expect(dialog.getByText(text.required)).toHaveCount(2);

    // Wrong values: a number failing the Luhn check, an expiry in the past, a short code, a bad e-mail.
    const number = dialog.getByRole('textbox', { name: text.number });
    const expiry = dialog.getByRole('textbox', { name: text.expiry });
    const cvc = dialog.getByRole('textbox', { name: text.cvc });
    await number.fill('4242424242424241');
    await expect(number).toHaveValue('4242 4242 4242 4241');
    await expiry.fill('0120');
    await expect(expiry).toHaveValue('01/20');
    await cvc.fill('12');
    await dialog.getByRole('textbox', { name: text.name }).fill('Nguyen Thi Lan');
    await dialog.getByRole('textbox', { name: text.email }).fill('lan@');
    await dialog.getByRole('button', { name: text.save }).click();
    await expect(dialog.getByText(text.numberInvalid)).toBeVisible();
    await expect(dialog.getByText(text.expiryPast)).toBeVisible();
    await expect(dialog.getByText(text.cvcIncomplete)).toBeVisible();
    await expect(dialog.getByText(text.emailInvalid)).toBeVisible();
    await expect(dialog.getByText(text.required)).toHaveCount(0);
    await app.checkA11y();

    // A month that does not exist, and a number still short.
    await expiry.fill('13/30');
    await number.fill('4242 4242 4242');
    await dialog.getByRole('button', { name: text.save }).click();
    await expect(dialog.getByText(text.expiryInvalid)).toBeVisible();
    await expect(dialog.getByText(text.numberIncomplete)).toBeVisible();

    // Right values save the card and make its $0.50 verification charge: the first card is the
    // default, listed with its brand, last four and the expiry typed, and Pending until its code.
    await expect(dialog.getByText(/Saving the card charges it \$0\.50 to verify it/)).toBeVisible();
    await fillCard(dialog, text, VISA.number);
    await dialog.getByRole('button', { name: text.save }).click();
    await expect(dialog).toBeHidden();
    const verify = page.getByRole('dialog', { name: text.verifyDialog(VISA.label) });
    const code = verify.getByRole('textbox', { name: text.code });
    await expect(code).toBeVisible();
    await seeToast(page, text, text.saved(VISA.label));
    await page.keyboard.press('Escape');
    await expect(verify).toBeHidden();
    const box = cardBox(page, VISA.label);
    await expect(box.getByText(text.pending, { exact: true })).toBeVisible();
    await expect(box.getByText(text.default, { exact: true })).toBeVisible();
    await expect(box.getByText(text.expires)).toBeVisible();
    await expect(page.getByRole('radio', { name: VISA.label })).toBeChecked();
    // Not activated yet: nothing can be paid, and a reload still shows it Pending.
    await expect(page.getByRole('button', { name: text.pay(money(TOTAL_CENTS, 'en')) })).toHaveCount(0);
    await page.reload();
    await expect(box.getByText(text.pending, { exact: true })).toBeVisible({ timeout: SLOW_MS });
    await expect(box.getByText(text.expires)).toBeVisible();

    // The code: a malformed and a wrong code are refused.
    await box.getByRole('button', { name: text.activateCode }).click();
    await expect(code).toBeVisible();
    await code.fill('12');
    await verify.getByRole('button', { name: text.activate }).click();
    await expect(verify.getByText(text.codeFormat)).toBeVisible();
    await code.fill('135790');
    await verify.getByRole('button', { name: text.activate }).click();
    await expect(verify.getByRole('alert').filter({ hasText: text.wrongCode })).toBeVisible();
    await walletShows(page, text, before, 'en');
    await app.checkA11y();

    await code.fill(ACTIVATION_CODE);
    await verify.getByRole('button', { name: text.activate }).click();
    await expect(verify).toBeHidden();
    await seeToast(page, text, text.activated(VISA.label));
    await expect(box.getByText(text.verified, { exact: true })).toBeVisible();
    // The $0.50 verification charge is in the wallet.
    await walletShows(page, text, before + CHARGE_CENTS, 'en');
    await expect(page.getByRole('button', { name: text.pay(money(TOTAL_CENTS, 'en')) })).toBeEnabled();
  });

  test('sets another card as the default and removes cards', async ({ app, page }) => {
    test.setTimeout(120_000);
    const text = TEXT.en;
    await openPayStep(page, text);
    await addCardOnly(page, text, VISA);
    await addCardOnly(page, text, MASTERCARD);

    // The first card stays the default, listed first.
    const boxes = page.getByRole('group').filter({ has: page.getByRole('radio') });
    await expect(boxes).toHaveCount(2);
    await expect(boxes.first()).toHaveAccessibleName(VISA.label);
    await expect(cardBox(page, VISA.label).getByText(text.default, { exact: true })).toBeVisible();
    await expect(cardBox(page, MASTERCARD.label).getByText(text.default, { exact: true })).toHaveCount(0);

    // Exactly one default: the Mastercard takes it from the Visa.
    await cardBox(page, MASTERCARD.label).getByRole('button', { name: text.setDefault }).click();
    await seeToast(page, text, text.defaultSet(MASTERCARD.label));
    await expect(cardBox(page, MASTERCARD.label).getByText(text.default, { exact: true })).toBeVisible();
    await expect(cardBox(page, VISA.label).getByText(text.default, { exact: true })).toHaveCount(0);
    await expect(boxes.first()).toHaveAccessibleName(MASTERCARD.label);
    await expect(page.getByText(text.default, { exact: true })).toHaveCount(1);

    // Remove the Visa: cancel first, then confirm.
    await page.getByRole('button', { name: text.remove(VISA.label) }).click();
    const confirm = page.getByRole('dialog', { name: text.removeDialog });
    await expect(confirm.getByText(`${VISA.label} will be removed from your saved cards.`)).toBeVisible();
    await app.checkA11y();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(cardBox(page, VISA.label)).toBeVisible();
    await page.getByRole('button', { name: text.remove(VISA.label) }).click();
    await confirm.getByRole('button', { name: text.removeConfirm }).click();
    await expect(confirm).toBeHidden();
    await seeToast(page, text, text.removed(VISA.label));
    await expect(cardBox(page, VISA.label)).toHaveCount(0);

    // Removing the last card brings back the empty list.
    await page.getByRole('button', { name: text.remove(MASTERCARD.label) }).click();
    await confirm.getByRole('button', { name: text.removeConfirm }).click();
    await seeToast(page, text, text.removed(MASTERCARD.label));
    await expect(page.getByText(text.empty)).toBeVisible();

    // The server kept the change: a reload shows the same.
    await page.reload();
    await expect(page.getByText(text.empty)).toBeVisible({ timeout: SLOW_MS });
  });

  test('pays a top-up with a verified card: a declined card moves nothing, a good one adds exactly the amount', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const text = TEXT.en;
    await openPayStep(page, text);
    await addVerifiedCard(page, text, DECLINED);
    const before = await walletCents(page, text);

    // The confirm step shows the exact charge before paying.
    const charge = page.getByRole('group', { name: 'Confirm the charge' });
    await expect(charge).toContainText(money(AMOUNT_CENTS, 'en'));
    await expect(charge).toContainText(money(TOTAL_CENTS - AMOUNT_CENTS, 'en'));
    await expect(charge).toContainText(money(TOTAL_CENTS, 'en'));
    await page.getByRole('button', { name: text.pay(money(TOTAL_CENTS, 'en')) }).click();
    await expect(page.getByRole('alert').filter({ hasText: text.insufficientFunds })).toBeVisible();
    await expect(page).toHaveURL(/\/payment\/add-fund/);
    await walletShows(page, text, before, 'en');

    // A good card pays: the result page, and the wallet grows by exactly the amount.
    await addVerifiedCard(page, text, VISA);
    const beforeGood = await walletCents(page, text);
    await page.getByRole('radio', { name: VISA.label }).check();
    const pay = page.getByRole('button', { name: text.pay(money(TOTAL_CENTS, 'en')) });
    await pay.click();
    await expect(page).toHaveURL(/\/payment\/success\?transactionId=/, { timeout: SLOW_MS });
    await expect(page.getByText(text.paid)).toBeVisible({ timeout: SLOW_MS });
    await walletShows(page, text, beforeGood + AMOUNT_CENTS, 'en');

    // The wallet page agrees.
    await page.goto('/payment');
    await expect(page.getByTestId('wallet-balance')).toHaveText(money(beforeGood + AMOUNT_CENTS, 'en'), {
      timeout: SLOW_MS,
    });
  });

  test('five wrong activation codes lock the card for 10 minutes, the right code too', async ({ app, page }) => {
    test.setTimeout(120_000);
    const text = TEXT.en;
    await openPayStep(page, text);
    const before = await walletCents(page, text);
    const { verify, code, activate } = await lockActivation(page, text);
    await app.checkA11y();

    // Closed and opened again, the card is still locked; nothing was credited.
    await page.keyboard.press('Escape');
    await expect(verify).toBeHidden();
    await expect(cardBox(page, VISA.label).getByText(text.pending, { exact: true })).toBeVisible();
    await cardBox(page, VISA.label).getByRole('button', { name: text.activateCode }).click();
    await code.fill(ACTIVATION_CODE);
    await expect(verify.getByRole('timer')).toHaveText(text.lockedFor);
    await expect(activate).toBeDisabled();
    await walletShows(page, text, before, 'en');
  });

  test.describe('in Vietnamese', () => {
    test.use({ uiLocale: 'vi', signedInAs: 'verified-seller' });

    test('five wrong activation codes lock the card, told in Vietnamese', async ({ app, page }) => {
      test.setTimeout(120_000);
      const text = TEXT.vi;
      await openPayStep(page, text);
      await lockActivation(page, text);
      await app.checkA11y();
    });

    test('the card form and its activation speak Vietnamese', async ({ app, page }) => {
      test.setTimeout(120_000);
      const text = TEXT.vi;
      await openPayStep(page, text);
      await expect(page.getByText(text.empty)).toBeVisible();
      const before = await walletCents(page, text);

      await page.getByRole('button', { name: text.add }).click();
      const dialog = page.getByRole('dialog', { name: text.addDialog });
      await dialog.getByRole('button', { name: text.save }).click();
      await expect(dialog.getByText(text.numberIncomplete)).toBeVisible();
      await expect(dialog.getByText(text.expiryIncomplete)).toBeVisible();
      await expect(dialog.getByText(text.cvcIncomplete)).toBeVisible();
      await expect(dialog.getByText(text.required)).toHaveCount(2);

      await dialog.getByRole('textbox', { name: text.number }).fill('4242 4242 4242 4241');
      await dialog.getByRole('textbox', { name: text.expiry }).fill('01/20');
      await dialog.getByRole('button', { name: text.save }).click();
      await expect(dialog.getByText(text.numberInvalid)).toBeVisible();
      await expect(dialog.getByText(text.expiryPast)).toBeVisible();
      await app.checkA11y();

      await fillCard(dialog, text, VISA.number);
      await dialog.getByRole('button', { name: text.save }).click();
      await expect(dialog).toBeHidden();
      const verify = page.getByRole('dialog', { name: text.verifyDialog(VISA.label) });
      await seeToast(page, text, text.saved(VISA.label));
      await expect(cardBox(page, VISA.label).getByText(text.pending, { exact: true })).toBeVisible();
      await expect(cardBox(page, VISA.label).getByText(text.default, { exact: true })).toBeVisible();
      await expect(cardBox(page, VISA.label).getByText(text.expires)).toBeVisible();
      const code = verify.getByRole('textbox', { name: text.code });
      await code.fill('abc');
      await verify.getByRole('button', { name: text.activate }).click();
      await expect(verify.getByText(text.codeFormat)).toBeVisible();
      await code.fill('135790');
      await verify.getByRole('button', { name: text.activate }).click();
      await expect(verify.getByRole('alert').filter({ hasText: text.wrongCode })).toBeVisible();
      await app.checkA11y();
      await code.fill(ACTIVATION_CODE);
      await verify.getByRole('button', { name: text.activate }).click();
      await seeToast(page, text, text.activated(VISA.label));
      await expect(cardBox(page, VISA.label).getByText(text.verified, { exact: true })).toBeVisible();
      await walletShows(page, text, before + CHARGE_CENTS, 'vi');
      await expect(page.getByRole('button', { name: text.pay(money(TOTAL_CENTS, 'vi')) })).toBeEnabled();
    });
  });
});
