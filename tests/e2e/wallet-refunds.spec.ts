import type { Locator, Page } from '@playwright/test';
import { TicketListSchema } from '@contract/tickets/tickets.schema';
import { RefundRequestSchema } from '@contract/transactions/transactions.schema';
import { UserSchema } from '@contract/users/users.schema';
import { readApi } from './demo-api';
import { closeDemoPanel, openDemoPanel } from './demo-panel';
import { expect, test, type Locale } from './fixtures';
import { closeToast, money, SLOW_MS } from './support';

const TEXT = {
  en: {
    title: 'Payment',
    requestRefund: 'Request refund',
    dialog: 'Request a refund',
    amount: 'Amount to refund',
    max: 'Max',
    send: 'Send request',
    history: 'Refund requests',
    tab: 'Refunds',
    usdt: 'USDT',
    wise: 'Wise',
    bank: 'Bank transfer',
    stopForGood: 'I am stopping for good',
    pause: 'I am pausing for a while',
    other: 'Other reason',
    walletAddress: 'USDT wallet address',
    wiseEmail: 'Wise email',
    accountHolder: 'Account holder',
    bankName: 'Bank name',
    routingNumber: 'Routing number (ACH)',
    accountNumber: 'Account number',
    checking: 'Checking',
    address: "Account holder's address",
    required: 'This field is required.',
    routingInvalid: 'The routing number must be exactly 9 digits.',
    routingChecksum: 'This is not a valid ACH routing number. Check the 9 digits on your cheque or bank statement.',
    usAccountInvalid: 'The account number must be 4 to 17 digits.',
    amountRequired: 'Enter the amount to refund.',
    bankCountry: "Bank's country",
    vietnam: 'Vietnam',
    unitedStates: 'United States',
    localBank: 'Bank',
    folded: 'Sent as your bank prints it: NGUYEN THI LAN',
    sent: (amount: string) => `Your refund request for ${amount} has been sent.`,
    pending: 'Pending',
    close: 'Close',
    details: (amount: string) => `Details of the refund request of ${amount} on `,
    detail: 'Refund request details',
    receiving: 'Where the money goes',
    receivedBy: 'Received by',
    detailBank: 'Bank',
    detailCountry: "Bank's country",
    detailAmount: 'Amount requested',
    detailStatus: 'Status',
    detailReason: 'Reason',
    detailAccountType: 'Account type',
  },
  vi: {
    title: 'Thanh toán',
    requestRefund: 'Yêu cầu hoàn tiền',
    dialog: 'Yêu cầu hoàn tiền',
    amount: 'Số tiền cần hoàn',
    max: 'Tối đa',
    send: 'Gửi yêu cầu',
    history: 'Yêu cầu hoàn tiền',
    tab: 'Hoàn tiền',
    usdt: 'USDT',
    wise: 'Wise',
    bank: 'Ngân hàng',
    stopForGood: 'Tôi ngừng sử dụng hẳn',
    pause: 'Tôi tạm ngừng một thời gian',
    other: 'Lý do khác',
    walletAddress: 'Địa chỉ ví USDT',
    wiseEmail: 'Email Wise',
    accountHolder: 'Chủ tài khoản',
    bankName: 'Tên ngân hàng',
    routingNumber: 'Số định tuyến (ACH)',
    accountNumber: 'Số tài khoản',
    checking: 'Tài khoản thanh toán',
    address: 'Địa chỉ của chủ tài khoản',
    required: 'Trường này là bắt buộc.',
    routingChecksum: 'Số định tuyến ACH không hợp lệ. Hãy kiểm tra lại 9 chữ số trên séc hoặc sao kê ngân hàng.',
    usAccountInvalid: 'Số tài khoản phải gồm từ 4 đến 17 chữ số.',
    amountRequired: 'Nhập số tiền cần hoàn.',
    bankCountry: 'Quốc gia của ngân hàng',
    vietnam: 'Việt Nam',
    unitedStates: 'Hoa Kỳ',
    localBank: 'Ngân hàng',
    folded: 'Gửi theo cách ngân hàng in tên: NGUYEN THI LAN',
    sent: (amount: string) => `Đã gửi yêu cầu hoàn ${amount}.`,
    pending: 'Đang chờ',
    close: 'Đóng',
    details: (amount: string) => `Chi tiết yêu cầu hoàn ${amount} ngày `,
    detail: 'Chi tiết yêu cầu hoàn tiền',
    receiving: 'Nơi nhận tiền',
    receivedBy: 'Nhận tiền qua',
    detailBank: 'Ngân hàng',
    detailCountry: 'Quốc gia của ngân hàng',
    detailAmount: 'Số tiền yêu cầu',
    detailStatus: 'Trạng thái',
    detailReason: 'Lý do',
    detailAccountType: 'Loại tài khoản',
  },
} as const;

/** verified-seller's wallet (scenarios/verified-seller.ts): $1,250.40. */
const WALLET_CENTS = 125_040;

/** A Tron (TRC20) address, and two addresses of the EVM networks (ERC20, BEP20). */
const USDT_ADDRESS = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const EVM_ADDRESS = '0x8f3cf7ad23cd3cadbd9735aff958023239c6a063';
const OTHER_EVM_ADDRESS = '0x55d398326f99059ff775485246999027b3197955';

/** A 1×1 PNG, and one a byte over the 5 MB limit. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const TOO_LARGE = Buffer.alloc(5 * 1024 * 1024 + 1);

const openRefunds = async (page: Page, locale: Locale) => {
  await page.goto('/payment?tab=refunds');
  await expect(page.getByRole('heading', { level: 1, name: TEXT[locale].title })).toBeVisible({ timeout: SLOW_MS });
};

const historyTable = (page: Page, locale: Locale) =>
  page.getByRole('table', { name: TEXT[locale].history, exact: true });

/** The refunds tab: the table, and the empty state drawn over it. */
const refundsTab = (page: Page, locale: Locale) => page.getByRole('tabpanel', { name: TEXT[locale].tab });

/** Opens the dialog from the balance card (the empty history offers the same button). */
const openDialog = async (page: Page, locale: Locale): Promise<Locator> => {
  await page.getByRole('button', { name: TEXT[locale].requestRefund, exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: TEXT[locale].dialog });
  await expect(dialog.getByRole('textbox', { name: TEXT[locale].amount })).toBeVisible();
  return dialog;
};

/** The receiving method is a segmented control: its options are radios whose labels take the click. */
const chooseMethod = (dialog: Locator, name: string) => dialog.getByText(name, { exact: true }).click();

/** A searchable select: type part of the name, then pick the option (listed outside the dialog). */
const pick = async (page: Page, dialog: Locator, label: string, typed: string, option: string | RegExp) => {
  await dialog.getByRole('combobox', { name: label, exact: true }).fill(typed);
  await page.getByRole('option', { name: option }).click();
};

const sendAndClose = async (page: Page, dialog: Locator, locale: Locale, cents: number) => {
  await dialog.getByRole('button', { name: TEXT[locale].send }).click();
  const toast = page.getByRole('alert').filter({ hasText: TEXT[locale].sent(money(cents, locale)) });
  await expect(toast).toBeVisible();
  await expect(dialog).toBeHidden();
  // The toast sits where the next dialog's send button will be: closed, so it cannot take that click.
  await closeToast(toast, TEXT[locale].close);
};

const rowOf = (page: Page, locale: Locale, cents: number) =>
  historyTable(page, locale)
    .getByRole('row')
    .filter({ hasText: money(cents, locale) });

/** Opens a refund's details from its row's button (named by its amount, then its date) and returns the drawer. */
const openDetail = async (page: Page, locale: Locale, cents: number): Promise<Locator> => {
  // Any white space matches: the Vietnamese amount's no-break space may reach the name as a plain one.
  const prefix = TEXT[locale]
    .details(money(cents, locale))
    .replace(/[$.*+?^(){}|[\]\\]/g, '\\$&')
    .replace(/\s/g, '\\s');
  await historyTable(page, locale)
    .getByRole('button', { name: new RegExp(`^${prefix}`) })
    .click();
  return page.getByRole('dialog', { name: TEXT[locale].detail });
};

/** The value beside a label in one of the detail's tables. */
const detailValue = (drawer: Locator, label: string) =>
  drawer
    .getByRole('row')
    .filter({ has: drawer.page().getByRole('rowheader', { name: label, exact: true }) })
    .getByRole('cell');

const walletLink = (page: Page, cents: number) =>
  page.getByRole('link', { name: `Wallet balance ${money(cents, 'en')}, open the wallet` });

const refundItem = (panel: Locator, cents: number) =>
  panel
    .getByRole('row')
    .filter({ hasText: 'Refund' })
    .filter({ hasText: money(cents, 'en') });

test.describe('Refunds', () => {
  test.use({ uiLocale: 'en', signedInAs: 'verified-seller' });

  test('each receiving method refuses wrong values and sends right ones', async ({ app, page }) => {
    const text = TEXT.en;
    await openRefunds(page, 'en');
    await expect(refundsTab(page, 'en').getByText('No refund requests yet')).toBeVisible();

    const dialog = await openDialog(page, 'en');
    await expect(dialog.getByText(`Maximum: ${money(WALLET_CENTS, 'en')}`)).toBeVisible();
    await expect(dialog.getByText(/processed in 1 to 5 working days, then take 10 to 15 days to arrive/)).toBeVisible();
    // centre keeps automatic refund on.
    await expect(dialog.getByText('Once approved, the refund is sent to you automatically.')).toBeVisible();
    await app.checkA11y();

    // Nothing filled: every field says what it needs.
    await dialog.getByRole('button', { name: text.send }).click();
    await expect(dialog.getByText(text.amountRequired)).toBeVisible();
    await expect(dialog.getByText(text.required)).toHaveCount(3);

    // More than the wallet holds is refused; Max fills in the maximum.
    const amount = dialog.getByRole('textbox', { name: text.amount });
    await amount.fill('1250.41');
    await dialog.getByRole('button', { name: text.send }).click();
    await expect(dialog.getByText('Invalid amount. Please enter an amount from $0.01 to $1,250.40.')).toBeVisible();
    await dialog.getByRole('button', { name: text.max, exact: true }).click();
    await expect(amount).toHaveValue('1250.4');

    // "Other reason" needs a detail.
    await dialog.getByRole('radio', { name: text.other }).check();
    await dialog.getByRole('textbox', { name: 'Describe the reason' }).fill('   ');
    await dialog.getByRole('button', { name: text.send }).click();
    await expect(dialog.getByText('Please describe the reason.')).toBeVisible();

    // USDT: an address of another network (a Tron address on ERC20, issue 41); a QR image of the wrong type or
    // over 5 MB is refused before sending.
    await dialog.getByRole('textbox', { name: text.walletAddress }).fill(USDT_ADDRESS);
    await dialog.getByRole('radio', { name: 'ERC20' }).check();
    await dialog.getByRole('button', { name: text.send }).click();
    await expect(
      dialog.getByText(
        'This address is not of the chosen network: a TRC20 address is T and 33 letters or digits; an ERC20 or BEP20 address is 0x and 40 hex digits.',
      ),
    ).toBeVisible();
    const qr = dialog.locator('input[type="file"]');
    await qr.setInputFiles({ name: 'qr.gif', mimeType: 'image/gif', buffer: PNG });
    await expect(dialog.getByText('Only JPG, JPEG or PNG images are allowed.')).toBeVisible();
    await qr.setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: TOO_LARGE });
    await expect(dialog.getByText('Image size must not exceed 5MB.')).toBeVisible();

    // Wise: an e-mail that is not one.
    await chooseMethod(dialog, text.wise);
    await dialog.getByRole('textbox', { name: text.wiseEmail }).fill('lan@');
    await dialog.getByRole('button', { name: text.send }).click();
    await expect(dialog.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(dialog.getByText(text.required)).toHaveCount(1);

    // Bank: the country first; a US bank asks for ACH, its routing number checked by its checksum.
    await chooseMethod(dialog, text.bank);
    await expect(dialog.getByRole('textbox', { name: text.routingNumber })).toHaveCount(0);
    await pick(page, dialog, text.bankCountry, 'United', text.unitedStates);
    await dialog.getByRole('textbox', { name: text.routingNumber }).fill('12345');
    await dialog.getByRole('textbox', { name: text.accountNumber }).fill('12');
    await dialog.getByRole('button', { name: text.send }).click();
    await expect(dialog.getByText(text.routingInvalid)).toBeVisible();
    await expect(dialog.getByText(text.usAccountInvalid)).toBeVisible();
    await dialog.getByRole('textbox', { name: text.routingNumber }).fill('021000022');
    await dialog.getByRole('button', { name: text.send }).click();
    await expect(dialog.getByText(text.routingChecksum)).toBeVisible();

    // Right USDT values, with a QR image, are sent.
    await chooseMethod(dialog, text.usdt);
    await amount.fill('100');
    await dialog.getByRole('radio', { name: text.stopForGood }).check();
    await dialog.getByRole('textbox', { name: text.walletAddress }).fill(USDT_ADDRESS);
    await dialog.getByRole('radio', { name: 'TRC20' }).check();
    await qr.setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByRole('img', { name: /Wallet QR code/ })).toBeVisible();
    await sendAndClose(page, dialog, 'en', 10_000);
    await expect(rowOf(page, 'en', 10_000)).toContainText(text.pending);

    // Wise: what is open is held back from the maximum.
    const wise = await openDialog(page, 'en');
    await expect(
      wise.getByText(
        `Maximum: $1,150.40 (your balance less $100.00 already requested in refunds waiting for approval)`,
      ),
    ).toBeVisible();
    await wise.getByRole('textbox', { name: text.amount }).fill('1150.41');
    await wise.getByRole('button', { name: text.send }).click();
    await expect(wise.getByText('Invalid amount. Please enter an amount from $0.01 to $1,150.40.')).toBeVisible();
    await wise.getByRole('textbox', { name: text.amount }).fill('50');
    await wise.getByRole('radio', { name: text.pause }).check();
    await chooseMethod(wise, text.wise);
    await wise.getByRole('textbox', { name: text.wiseEmail }).fill('lan.nguyen@example.com');
    await wise.getByRole('textbox', { name: text.accountHolder, exact: true }).fill('Nguyen Thi Lan');
    await sendAndClose(page, wise, 'en', 5_000);

    // Bank transfer.
    const bank = await openDialog(page, 'en');
    await bank.getByRole('textbox', { name: text.amount }).fill('25.50');
    await bank.getByRole('radio', { name: text.other }).check();
    await bank.getByRole('textbox', { name: 'Describe the reason' }).fill('Moving to another agency.');
    await chooseMethod(bank, text.bank);
    await pick(page, bank, text.bankCountry, 'United', text.unitedStates);
    await bank.getByRole('textbox', { name: text.accountHolder, exact: true }).fill('Nguyen Thi Lan');
    await bank.getByRole('textbox', { name: text.bankName }).fill('Chase');
    await bank.getByRole('textbox', { name: text.routingNumber }).fill('021000021');
    await bank.getByRole('textbox', { name: text.accountNumber }).fill('12345678');
    await bank.getByRole('radio', { name: text.checking }).check();
    await bank.getByRole('textbox', { name: text.address }).fill('1 Main St, New York, NY');
    await sendAndClose(page, bank, 'en', 2_550);

    // Three pending requests, newest first; no money has moved.
    const rows = historyTable(page, 'en').getByRole('row');
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(1)).toContainText('$25.50');
    await expect(rows.nth(3)).toContainText('$100.00');
    await expect(page.getByTestId('wallet-balance')).toHaveText(money(WALLET_CENTS, 'en'));

    // The US bank's details, as given: ACH routing number, account number and type, address.
    const detail = await openDetail(page, 'en', 2_550);
    await expect(detailValue(detail, text.detailBank)).toHaveText('Chase');
    await expect(detailValue(detail, text.detailCountry)).toHaveText(text.unitedStates);
    await expect(detailValue(detail, text.routingNumber)).toHaveText('021000021');
    await expect(detailValue(detail, text.accountNumber)).toHaveText('12345678');
    await expect(detailValue(detail, text.detailAccountType)).toHaveText(text.checking);
    await expect(detailValue(detail, 'Address')).toHaveText('1 Main St, New York, NY');
    await expect(detailValue(detail, text.detailReason)).toContainText('Moving to another agency.');
  });

  test('an approved refund leaves the wallet, a rejected one stays with its reason', async ({ app, page }) => {
    const text = TEXT.en;
    await openRefunds(page, 'en');

    for (const [amount, address] of [
      ['100', EVM_ADDRESS],
      ['40', OTHER_EVM_ADDRESS],
    ] as const) {
      const dialog = await openDialog(page, 'en');
      await dialog.getByRole('textbox', { name: text.amount }).fill(amount);
      await dialog.getByRole('radio', { name: text.stopForGood }).check();
      await dialog.getByRole('textbox', { name: text.walletAddress }).fill(address);
      await dialog.getByRole('radio', { name: 'BEP20' }).check();
      await sendAndClose(page, dialog, 'en', Number(amount) * 100);
    }
    // Both wait for an admin: their $140 is held, still in the balance but not to be spent.
    await expect(page.getByTestId('wallet-balance')).toHaveText('$1,250.40');
    await expect(page.getByTestId('wallet-held')).toHaveText(
      '$140.00 held for pending refunds · $1,110.40 available to spend',
    );

    const panel = await openDemoPanel(app, 'admin');
    await refundItem(panel, 10_000)
      .getByRole('button', { name: /^Approve/ })
      .click();
    await expect(page.getByText('Done: Refund')).toBeVisible();
    await refundItem(panel, 4_000)
      .getByRole('button', { name: /^Reject/ })
      .click();
    const reject = page.getByRole('dialog', { name: 'Reject: Refund' });
    await reject.getByLabel(/Reason the seller sees/).fill('The wallet address does not match the account holder.');
    await reject.getByRole('button', { name: 'Reject' }).click();
    await expect(refundItem(panel, 4_000)).toHaveCount(0);
    await closeDemoPanel(app, panel);

    // Approved: refunded in full and the wallet drops by the amount. Rejected: the reason, the money stays.
    const approved = rowOf(page, 'en', 10_000);
    await expect(approved).toContainText('Done');
    await expect(approved.getByRole('cell').nth(2)).toHaveText('$100.00');
    const rejected = rowOf(page, 'en', 4_000);
    await expect(rejected).toContainText('Rejected');
    await expect(rejected).toContainText('The wallet address does not match the account holder.');
    await expect(rejected.getByRole('cell').nth(2)).toHaveText('—');
    await expect(page.getByTestId('wallet-balance')).toHaveText('$1,150.40');
    await expect(page.getByTestId('wallet-held')).toHaveCount(0);
    await expect(walletLink(page, 115_040)).toBeVisible();

    // Nothing is open now: the whole wallet may be asked for again.
    const dialog = await openDialog(page, 'en');
    await expect(dialog.getByText('Maximum: $1,150.40', { exact: true })).toBeVisible();
  });

  test('a pending refund holds its amount: a transfer may use only the rest, and the approval pays it', async ({
    app,
    page,
  }) => {
    const text = TEXT.en;
    await openRefunds(page, 'en');
    const dialog = await openDialog(page, 'en');
    await dialog.getByRole('textbox', { name: text.amount }).fill('1000');
    await dialog.getByRole('radio', { name: text.stopForGood }).check();
    await dialog.getByRole('textbox', { name: text.walletAddress }).fill(EVM_ADDRESS);
    await dialog.getByRole('radio', { name: 'BEP20' }).check();
    await sendAndClose(page, dialog, 'en', 100_000);
    await expect(page.getByTestId('wallet-held')).toHaveText(
      '$1,000.00 held for pending refunds · $250.40 available to spend',
    );

    // The $1,000 cannot go to an ad account in the meantime: the transfer offers the $250.40 left.
    await app.navigate('/my-ads-account');
    await page.getByRole('button', { name: 'Actions for Lan Boutique - Main' }).click();
    await page.getByRole('menuitem', { name: 'Transfer from wallet' }).click();
    const transfer = page.getByRole('dialog', { name: 'Transfer from wallet' });
    await expect(transfer.getByRole('row', { name: /Wallet \(available\)/ })).toContainText('$250.40');
    await transfer.getByRole('textbox', { name: 'Amount' }).fill('1200');
    await transfer.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(transfer.getByRole('alert')).toHaveText('Invalid amount. Please enter an amount from $1 to $250.');
    await page.keyboard.press('Escape');

    // The approval pays the held money out: it cannot fail for lack of balance.
    const panel = await openDemoPanel(app, 'admin');
    await refundItem(panel, 100_000)
      .getByRole('button', { name: /^Approve/ })
      .click();
    await expect(page.getByText('Done: Refund')).toBeVisible();
    await closeDemoPanel(app, panel);
    await expect(walletLink(page, 25_040)).toBeVisible();
    await openRefunds(page, 'en');
    await expect(rowOf(page, 'en', 100_000)).toContainText('Done');
    await expect(page.getByTestId('wallet-held')).toHaveCount(0);
  });

  test.describe('in the exclusive-partner variant', () => {
    // Its survey follows the first sign-in, so this one goes through the login page.
    test.use({ signedInAs: null });

    test('the exclusive-partner variant offers no Wise and says nothing of automatic refunds', async ({
      app,
      page,
    }) => {
      await app.logInAs('adreach-variant');
      await app.dismissAnnouncement();
      // The variant's survey follows the announcement (tests/e2e/help-pages.spec.ts).
      const survey = page.getByRole('dialog', { name: 'A quick question' });
      await survey.getByRole('radio', { name: 'Social media or an online community' }).check();
      await survey.getByRole('button', { name: 'Send' }).click();
      await expect(survey).toBeHidden();
      await openRefunds(page, 'en');

      const dialog = await openDialog(page, 'en');
      await expect(dialog.getByRole('radio', { name: TEXT.en.usdt })).toHaveCount(1);
      await expect(dialog.getByRole('radio', { name: TEXT.en.bank })).toHaveCount(1);
      await expect(dialog.getByRole('radio', { name: TEXT.en.wise })).toHaveCount(0);
      await expect(dialog.getByText(/automatically/)).toHaveCount(0);
      await expect(dialog.getByText('Maximum: $640.00')).toBeVisible();
    });
  });

  for (const locale of ['vi', 'en'] as const) {
    test.describe(`a Vietnamese bank (${locale})`, () => {
      test.use({ uiLocale: locale, signedInAs: 'verified-seller' });

      test('is picked from the local-bank list, with no ACH field, and holds the amount', async ({ app, page }) => {
        const text = TEXT[locale];
        await openRefunds(page, locale);
        const tab = refundsTab(page, locale);
        // The empty history offers the request too.
        await tab.getByRole('button', { name: text.requestRefund }).click();
        const dialog = page.getByRole('dialog', { name: text.dialog });
        await expect(
          dialog.getByText(`${locale === 'vi' ? 'Tối đa' : 'Maximum'}: ${money(WALLET_CENTS, locale)}`),
        ).toBeVisible();

        await chooseMethod(dialog, text.bank);
        await pick(page, dialog, text.bankCountry, locale === 'vi' ? 'Việt' : 'Viet', text.vietnam);
        await expect(dialog.getByRole('textbox', { name: text.routingNumber })).toHaveCount(0);
        await expect(dialog.getByRole('textbox', { name: text.address })).toHaveCount(0);
        await dialog.getByRole('button', { name: text.send }).click();
        await expect(dialog.getByText(text.amountRequired)).toBeVisible();
        await app.checkA11y();

        await dialog.getByRole('textbox', { name: text.amount }).fill('200');
        await dialog.getByRole('radio', { name: text.pause }).check();
        await pick(page, dialog, text.localBank, 'Vietcom', /^Vietcombank/);
        await dialog.getByRole('textbox', { name: text.accountNumber }).fill('0071000123456');
        await dialog.getByRole('textbox', { name: text.accountHolder, exact: true }).fill('Nguyễn Thị Lan');
        await expect(dialog.getByText(text.folded)).toBeVisible();
        await sendAndClose(page, dialog, locale, 20_000);
        await expect(rowOf(page, locale, 20_000)).toContainText(text.pending);

        // The history's details read the request back: the bank, account number and holder as given.
        const detail = await openDetail(page, locale, 20_000);
        await expect(detailValue(detail, text.accountNumber)).toHaveText('0071000123456');
        await expect(detailValue(detail, text.accountHolder)).toHaveText('NGUYEN THI LAN');
        await expect(detailValue(detail, text.detailBank)).toHaveText('Vietcombank');
        await expect(detailValue(detail, text.detailCountry)).toHaveText(text.vietnam);
        await expect(detailValue(detail, text.receivedBy)).toHaveText(text.bank);
        await expect(detailValue(detail, text.detailAmount)).toHaveText(money(20_000, locale));
        await expect(detailValue(detail, text.detailStatus)).toHaveText(text.pending);
        await expect(detailValue(detail, text.detailReason)).toHaveText(text.pause);
        // A Vietnamese bank has no ACH fields.
        await expect(detailValue(detail, text.routingNumber)).toHaveCount(0);
        await app.checkA11y();
        await page.keyboard.press('Escape');
        await expect(detail).toBeHidden();

        // The server holds the amount (no money moves yet) and kept the Vietnamese bank's fields.
        const me = await readApi(page, '/api/users', UserSchema);
        expect(me).toMatchObject({
          balance: WALLET_CENTS,
          heldBalance: 20_000,
          availableBalance: WALLET_CENTS - 20_000,
        });
        const tickets = await readApi(page, '/api/tickets?type=request_refund', TicketListSchema);
        const [ticket] = tickets.content;
        const refund = await readApi(
          page,
          `/api/transactions/refund-requests/${ticket?.id ?? ''}`,
          RefundRequestSchema,
        );
        expect(refund).toMatchObject({
          amount: 20_000,
          status: 'pending',
          receiving: {
            method: 'bank',
            scheme: 'vn_local',
            country: 'VN',
            bankBin: '970436',
            bankName: 'Vietcombank',
            accountNumber: '0071000123456',
            accountHolder: 'NGUYEN THI LAN',
          },
        });
        await expect(page.getByTestId('wallet-balance')).toHaveText(money(WALLET_CENTS, locale));
      });
    });
  }
});
