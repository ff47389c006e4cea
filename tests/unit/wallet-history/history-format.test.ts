import { BalanceTransactionTypeSchema, HistoryGroupSchema } from '@contract/common/enums.schema';
import type { BalanceTransaction } from '@contract/transactions/balance-transaction.schema';
import { HISTORY_GROUP_OF, historyGroupTypes } from '@contract/transactions/history-groups';
import en from '@locales/en/transactions.json';
import vi from '@locales/vi/transactions.json';
import { describe, expect, it } from 'vitest';
import { isInvoiceableTopUp as isInvoiceable } from '@contract/transactions/invoice-numbers';
import { formatSignedUsdCents, totalChargedCents } from '@/features/wallet/history/history-format';

const TYPES = BalanceTransactionTypeSchema.options;

/** verified-seller's Tazapay card top-up: $1,000 credited, 6% tax, $30 method fee, $10 tip. */
const tazapayTopUp: BalanceTransaction = {
  id: 'txn_1',
  type: 'add_fund_user_balance',
  amount: 100_000,
  currency: 'USD',
  fee: 0,
  methodFee: 3_000,
  serviceCharge: 0,
  tax: 6_000,
  tip: 1_000,
  status: 'PAID',
  paymentMethod: 'tazapay',
  transferCode: null,
  adAccountId: null,
  balanceAfter: 150_000,
  note: null,
  createdAt: '2025-12-06T00:00:00.000Z',
};

describe('transaction type labels', () => {
  it.each([
    ['en', en],
    ['vi', vi],
  ] as const)('names all 14 types in %s, each differently', (_, messages) => {
    const labels: Record<string, string> = messages.type;
    expect(Object.keys(labels).sort()).toEqual([...TYPES].sort());
    expect(new Set(Object.values(labels)).size).toBe(TYPES.length);
  });

  it('uses the agreed English names', () => {
    expect(en.type.add_fund_user_balance).toBe('Top-up');
    expect(en.type.recharge_ads_account_balance).toBe('Transfer to ad account');
    expect(vi.type.add_fund_user_balance).toBe('Nạp tiền vào ví');
  });

  it('names every history group in both languages', () => {
    for (const group of HistoryGroupSchema.options) {
      expect(en.groups[group]).toBeTruthy();
      expect(vi.groups[group]).toBeTruthy();
    }
  });
});

describe('history groups', () => {
  it('puts every type in exactly one group, and every group has a type', () => {
    expect(Object.keys(HISTORY_GROUP_OF).sort()).toEqual([...TYPES].sort());
    const grouped = HistoryGroupSchema.options.flatMap((group) => historyGroupTypes(group));
    expect(grouped.sort()).toEqual([...TYPES].sort());
    for (const group of HistoryGroupSchema.options) expect(historyGroupTypes(group).length).toBeGreaterThan(0);
  });

  it('follows the spec: ad-account moves are business, plan charges subscription, top-ups account', () => {
    expect(historyGroupTypes('business')).toEqual(['recharge_ads_account_balance', 'refund_ads_account_balance']);
    expect(historyGroupTypes('subscription')).toEqual(['stripe_subscription', 'setup_cost']);
    expect(historyGroupTypes('refund_user_balance')).toEqual(['refund_user_balance']);
    expect(historyGroupTypes('account')).toContain('add_fund_user_balance');
    expect(historyGroupTypes('account')).toContain('lark_approval_add_fund_user_balance');
  });

  it('offers every type, in the contract order, without a group', () => {
    expect(historyGroupTypes(undefined)).toEqual(TYPES);
  });
});

describe('top-up totals and invoices', () => {
  it('adds the amount and every charge in integer cents', () => {
    expect(totalChargedCents(tazapayTopUp)).toBe(110_000);
    // Cents that would not add up exactly as dollar floats (0.1 + 0.2).
    expect(totalChargedCents({ amount: 10, fee: 20, methodFee: 1, serviceCharge: 2, tax: 3, tip: 4 })).toBe(40);
    expect(Number.isInteger(totalChargedCents({ ...tazapayTopUp, amount: 123_456, tax: 7_407 }))).toBe(true);
  });

  it('invoices only settled top-ups', () => {
    expect(isInvoiceable(tazapayTopUp)).toBe(true);
    expect(isInvoiceable({ type: 'lark_approval_add_fund_user_balance', status: 'PAID' })).toBe(true);
    expect(isInvoiceable({ type: 'add_fund_user_balance', status: 'CANCELED' })).toBe(false);
    expect(isInvoiceable({ type: 'add_fund_user_balance', status: 'PROCESSING' })).toBe(false);
    expect(isInvoiceable({ type: 'cashback', status: 'PAID' })).toBe(false);
  });
});

describe('formats', () => {
  it('signs credits and debits in the reader’s language', () => {
    expect(formatSignedUsdCents(100_000, 'en')).toBe('+$1,000.00');
    expect(formatSignedUsdCents(-30_000, 'en')).toBe('-$300.00');
    expect(formatSignedUsdCents(0, 'en')).toBe('$0.00');
    expect(formatSignedUsdCents(123_456, 'vi')).toBe('+1.234,56\u00a0$');
  });
});
