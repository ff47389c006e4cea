import type { BalanceTransaction } from '@contract/transactions/balance-transaction.schema';
import commonEn from '@locales/en/common.json';
import commonVi from '@locales/vi/common.json';
import configurationEn from '@locales/en/configuration.json';
import configurationVi from '@locales/vi/configuration.json';
import transactionsEn from '@locales/en/transactions.json';
import transactionsVi from '@locales/vi/transactions.json';
import { describe, expect, it } from 'vitest';
import { transactionCsvColumns } from '@/features/wallet/history/history-format';
import { parse } from 'papaparse';
import { rowsToCsv } from '@/lib/csv-export';

const moves: BalanceTransaction[] = [
  {
    id: 'txn_1',
    type: 'add_fund_user_balance',
    amount: 30_000,
    currency: 'USD',
    fee: 0,
    methodFee: 900,
    serviceCharge: 0,
    tax: 1_800,
    tip: 0,
    status: 'PAID',
    paymentMethod: 'tazapay',
    transferCode: null,
    adAccountId: null,
    balanceAfter: 150_000,
    note: null,
    createdAt: '2026-11-25T21:55:00.000Z',
  },
  {
    id: 'txn_2',
    type: 'recharge_ads_account_balance',
    amount: -1_250,
    currency: 'USD',
    fee: 0,
    methodFee: 0,
    serviceCharge: 0,
    tax: 0,
    tip: 0,
    status: 'PROCESSING',
    paymentMethod: null,
    transferCode: 'TC123',
    adAccountId: '7300000000000000001',
    balanceAfter: 148_750,
    note: null,
    createdAt: '2026-11-26T01:00:00.000Z',
  },
];

const LANGUAGES = {
  en: { common: commonEn, transactions: transactionsEn, configuration: configurationEn },
  vi: { common: commonVi, transactions: transactionsVi, configuration: configurationVi },
} as const;

/** The history file as the screen builds it, with the language's own texts. */
const historyCsv = (language: keyof typeof LANGUAGES, rows: BalanceTransaction[] = moves) => {
  const { common, transactions, configuration } = LANGUAGES[language];
  const columns = transactionCsvColumns({
    header: (column) => transactions.list[column],
    type: (move) => transactions.type[move.type],
    status: (move) => common.status.paymentStatus[move.status],
    method: (move) => (move.paymentMethod ? configuration.paymentMethod[move.paymentMethod] : '—'),
  });
  const amountHeader = (header: string, currency: string) =>
    common.table.amountHeader.replace('{{header}}', header).replace('{{currency}}', currency);
  return rowsToCsv(rows, columns, { amountHeader, timezone: 'Asia/Ho_Chi_Minh' });
};

const VI_HEADER =
  'Mã giao dịch,Loại,Số tiền (USD),Phí (USD),Phí phương thức (USD),Phí dịch vụ (USD),Thuế (USD),Tiền tip (USD),' +
  'Trạng thái,Nội dung chuyển khoản,Ngày,Phương thức thanh toán';

describe('the wallet history CSV', () => {
  it('has plain signed amounts, the currency in the headers and ISO dates, in English', async () => {
    const [header, topUp, transfer] = (await historyCsv('en')).split('\r\n');
    expect(header).toBe(
      'Transaction ID,Type,Amount (USD),Fee (USD),Method fee (USD),Service charge (USD),Tax (USD),Tip (USD),Status,Transfer code,Date,Payment method',
    );
    expect(topUp).toBe('txn_1,Top-up,300.00,0.00,9.00,0.00,18.00,0.00,Paid,,2026-11-26T04:55:00+07:00,Tazapay');
    expect(transfer).toMatch(
      /^txn_2,Transfer to ad account,-12\.50,0\.00,0\.00,0\.00,0\.00,0\.00,Processing,TC123,2026-11-26T08:00:00\+07:00,—$/,
    );
  });

  it('writes the same numbers and dates under Vietnamese headers and labels', async () => {
    const [header, topUp] = (await historyCsv('vi')).split('\r\n');
    expect(header).toBe(VI_HEADER);
    expect(topUp).toBe(
      'txn_1,Nạp tiền vào ví,300.00,0.00,9.00,0.00,18.00,0.00,Đã thanh toán,,2026-11-26T04:55:00+07:00,Tazapay',
    );
  });
});

describe('the wallet history CSV and spreadsheet formulas (issue 41)', () => {
  it('writes a transfer code that starts a formula as text, and the negative amount still as a number', async () => {
    const codes = ['@SUM(1+1)', '=1+1', '+1', '-1+1', '\t=1', '\r=1', '  =1'];
    const rows = codes.map(
      (transferCode, index) => ({ ...moves[1], id: `txn_${index}`, transferCode }) as BalanceTransaction,
    );
    const [, ...lines] = parse<string[]>(await historyCsv('en', rows)).data;
    expect(lines.map((cells) => cells[9])).toEqual(codes.map((code) => `'${code}`));
    expect(lines.map((cells) => cells[2])).toEqual(codes.map(() => '-12.50'));
  });
});
