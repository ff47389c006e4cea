import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect, test, type Locale } from './fixtures';
import { moneyWithPlainSpaces, SLOW_MS } from './support';

const TEXT = {
  en: {
    title: 'Payment',
    table: 'Transaction history',
    details: 'Transaction details',
    openInvoice: 'Download invoice',
    dialog: 'Download invoice',
    companyName: 'Company name',
    address: 'Address',
    zipCode: 'Zip code',
    vatNumber: 'VAT number',
    submit: 'Download PDF',
    required: 'This field is required.',
    maxLength: (max: number) => `Must be at most ${max} characters.`,
    downloaded: 'Invoice downloaded.',
  },
  vi: {
    title: 'Thanh toán',
    table: 'Lịch sử giao dịch',
    details: 'Chi tiết giao dịch',
    openInvoice: 'Tải hóa đơn',
    dialog: 'Tải hóa đơn',
    companyName: 'Tên công ty',
    address: 'Địa chỉ',
    zipCode: 'Mã bưu chính',
    vatNumber: 'Mã số thuế',
    submit: 'Tải PDF',
  },
} as const;

/** The demo build's brand (brands/centre): the invoice's issuer and its legal details. */
const ISSUER = 'Ads Centre Technology Co., Ltd.';
const ISSUER_TAX_ID = '0316543210';

/** verified-seller's Tazapay card top-up (tests/unit/mocks/ledger-history.test.ts): $2,196 plus $131.76 tax, $65.88 fee, $10 tip. */
const TAZAPAY = { amount: 219_600, tax: 13_176, fees: 6_588, tip: 1_000, total: 240_364 };

/** The PDF's text as a reader's PDF tool extracts it, with runs of white space made one space. */
const pdfText = async (download: Download): Promise<string> => {
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(await download.path())));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
};

const openHistory = async (page: Page, locale: Locale) => {
  await page.goto('/payment?tab=history&type=add_fund_user_balance');
  // A page load starts the demo's mock backend again before the page shows.
  await expect(page.getByRole('heading', { level: 1, name: TEXT[locale].title })).toBeVisible({ timeout: SLOW_MS });
};

/** Opens the Tazapay top-up's details and, from there, the invoice dialog. */
const openTazapayInvoice = async (page: Page, locale: Locale): Promise<Locator> => {
  const text = TEXT[locale];
  const rows = page.getByRole('table', { name: text.table, exact: true }).locator('tbody tr');
  // Its amount in both languages: the settled Tazapay top-up of $2,196.00 (the other one is $1,234.56).
  await rows
    .filter({ hasText: 'Tazapay' })
    .filter({ hasText: /2[.,]196[.,]00/ })
    .getByRole('cell')
    .nth(3)
    .click();
  const drawer = page.getByRole('dialog', { name: text.details });
  await drawer.getByRole('button', { name: text.openInvoice }).click();
  const dialog = page.getByRole('dialog', { name: text.dialog });
  await expect(dialog.getByRole('textbox', { name: text.companyName })).toBeVisible();
  await expect(dialog).toContainText(moneyWithPlainSpaces(TAZAPAY.amount, locale));
  return dialog;
};

const downloadFrom = async (page: Page, dialog: Locator, locale: Locale): Promise<Download> => {
  const downloaded = page.waitForEvent('download');
  await dialog.getByRole('button', { name: TEXT[locale].submit }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/^invoice-[\w-]+\.pdf$/);
  // A made invoice closes the dialog.
  await expect(dialog).toBeHidden();
  return download;
};

test.describe('Invoice download (en)', () => {
  const locale = 'en';
  const text = TEXT.en;
  test.use({ uiLocale: locale, signedInAs: 'verified-seller' });
  test.slow();

  test('asks for the company, makes the PDF with the top-up and its charges, and remembers the company', async ({
    page,
  }) => {
    await openHistory(page, locale);

    let dialog = await openTazapayInvoice(page, locale);
    const field = (label: string) => dialog.getByRole('textbox', { name: label, exact: true });

    // The first time, the company comes from the profile: its business name and verified address.
    await expect(field(text.companyName)).toHaveValue('Lan Boutique');
    await expect(field(text.address)).toHaveValue('45 Lê Lợi, Bến Nghé, Quận 1, Hồ Chí Minh, Vietnam');
    await expect(field(text.zipCode)).toHaveValue('700000');

    // Nothing filled in: the three required fields say so, and nothing is downloaded.
    for (const label of [text.companyName, text.address, text.zipCode]) await field(label).fill('');
    await dialog.getByRole('button', { name: text.submit }).click();
    await expect(dialog.getByRole('alert')).toHaveText([text.required, text.required, text.required]);
    await expect(field(text.companyName)).toBeFocused();
    await field(text.zipCode).fill('12345678901');
    await dialog.getByRole('button', { name: text.submit }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: text.maxLength(10) })).toBeVisible();

    await field(text.companyName).fill('Lan Boutique Trading Co., Ltd.');
    await field(text.address).fill('12 Nguyen Thi Minh Khai, District 1, Ho Chi Minh City');
    await field(text.zipCode).fill('700000');
    await field(text.vatNumber).fill('VN0312345678');
    const pdf = await pdfText(await downloadFrom(page, dialog, locale));
    await expect(page.getByText(text.downloaded)).toBeVisible();

    for (const expected of [
      'INVOICE',
      `Issued by ${ISSUER}`,
      `Tax ID: ${ISSUER_TAX_ID}`,
      'Email: billing@adscentre.example',
      'Wallet top-up',
      'Billed to Lan Boutique Trading Co., Ltd.',
      '12 Nguyen Thi Minh Khai, District 1, Ho Chi Minh City',
      'Zip code: 700000',
      'VAT number: VN0312345678',
      `Tazapay ${moneyWithPlainSpaces(TAZAPAY.amount, locale)}`,
      `Subtotal ${moneyWithPlainSpaces(TAZAPAY.amount, locale)}`,
      `Tax (6%) ${moneyWithPlainSpaces(TAZAPAY.tax, locale)}`,
      `Fees ${moneyWithPlainSpaces(TAZAPAY.fees, locale)}`,
      `Tip ${moneyWithPlainSpaces(TAZAPAY.tip, locale)}`,
      `Total paid ${moneyWithPlainSpaces(TAZAPAY.total, locale)}`,
      'Balance due $0.00',
    ]) {
      expect(pdf).toContain(expected);
    }

    // The number is the brand's next of the year; the same top-up keeps it on a second download.
    const number = /Invoice number: (ADC-\d{4}-\d{6})/.exec(pdf)?.[1];
    expect(number).toMatch(/^ADC-\d{4}-000001$/);

    // Next time the company details are filled in already.
    dialog = await openTazapayInvoice(page, locale);
    await expect(field(text.companyName)).toHaveValue('Lan Boutique Trading Co., Ltd.');
    await expect(field(text.address)).toHaveValue('12 Nguyen Thi Minh Khai, District 1, Ho Chi Minh City');
    await expect(field(text.zipCode)).toHaveValue('700000');
    await expect(field(text.vatNumber)).toHaveValue('VN0312345678');
    const again = await pdfText(await downloadFrom(page, dialog, locale));
    expect(again).toContain(`Invoice number: ${number ?? ''}`);
  });
});

test.describe('Invoice download (vi)', () => {
  const locale = 'vi';
  const text = TEXT.vi;
  test.use({ uiLocale: locale, signedInAs: 'verified-seller' });
  test.slow();

  test('prints the invoice in Vietnamese, the company name with its diacritics intact', async ({ page }) => {
    await openHistory(page, locale);

    const dialog = await openTazapayInvoice(page, locale);
    const company = 'Công ty TNHH Thương mại Dịch vụ Hoàng Phúc Đạt';
    const address = '12 Nguyễn Thị Minh Khai, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh';
    await dialog.getByRole('textbox', { name: text.companyName }).fill(company);
    await dialog.getByRole('textbox', { name: text.address }).fill(address);
    await dialog.getByRole('textbox', { name: text.zipCode }).fill('700000');
    const pdf = await pdfText(await downloadFrom(page, dialog, locale));

    for (const expected of [
      'HÓA ĐƠN',
      ISSUER,
      `MST: ${ISSUER_TAX_ID}`,
      'Nạp tiền vào ví',
      company,
      address,
      'Mã bưu chính: 700000',
      `Tạm tính ${moneyWithPlainSpaces(TAZAPAY.amount, locale)}`,
      `Tiền tip ${moneyWithPlainSpaces(TAZAPAY.tip, locale)}`,
      `Tổng đã thanh toán ${moneyWithPlainSpaces(TAZAPAY.total, locale)}`,
      `Số tiền còn phải trả ${moneyWithPlainSpaces(0, locale)}`,
    ]) {
      expect(pdf).toContain(expected);
    }
    expect(pdf).toMatch(
      new RegExp(`Thuế \\(6 ?%\\) ${moneyWithPlainSpaces(TAZAPAY.tax, locale).replace(/[.$]/g, '\\$&')}`),
    );
    // No VAT number given, so none is printed.
    expect(pdf).not.toContain(text.vatNumber);
  });
});
