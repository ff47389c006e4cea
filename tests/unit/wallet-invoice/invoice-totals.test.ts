import type { BalanceTransaction } from '@contract/transactions/balance-transaction.schema';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatBasisPoints,
  invoiceFileName,
  invoiceLines,
  invoiceTaxRates,
  invoiceTotals,
} from '@/features/wallet/invoice/invoice-totals';

const topUp = (overrides: Partial<BalanceTransaction>): BalanceTransaction => ({
  id: 'btx_1',
  type: 'add_fund_user_balance',
  amount: 0,
  currency: 'USD',
  fee: 0,
  methodFee: 0,
  serviceCharge: 0,
  tax: 0,
  tip: 0,
  status: 'PAID',
  paymentMethod: 'localBank',
  transferCode: null,
  adAccountId: null,
  balanceAfter: null,
  note: null,
  createdAt: '2026-03-01T03:00:00.000Z',
  ...overrides,
});

/** verified-seller's Tazapay card top-up (tests/unit/mocks/ledger-history.test.ts). */
const TAZAPAY = topUp({
  id: 'btx_tazapay',
  paymentMethod: 'tazapay',
  amount: 100_000,
  tax: 6_000,
  methodFee: 3_000,
  tip: 1_000,
  createdAt: '2025-12-06T05:00:00.000Z',
});
const BANK = topUp({
  id: 'btx_bank',
  amount: 50_000,
  tax: 3_000,
  transferCode: 'LANBOUTIQUE0001',
  createdAt: '2025-11-12T11:36:00.000Z',
});
const ODD_CENTS = topUp({
  id: 'btx_odd',
  paymentMethod: 'tazapay',
  amount: 123_456,
  tax: 7_407,
  fee: 1,
  methodFee: 2_222,
  serviceCharge: 99,
  createdAt: '2026-01-15T02:00:00.000Z',
});

describe('invoice totals', () => {
  it('adds up one top-up: subtotal is what was credited, the rest was paid on top', () => {
    expect(invoiceTotals([TAZAPAY])).toEqual({
      subtotal: 100_000,
      tax: 6_000,
      fees: 3_000,
      tip: 1_000,
      total: 110_000,
      balanceDue: 0,
    });
  });

  it('adds up several top-ups to the cent, fee, method fee and service charge together', () => {
    expect(invoiceTotals([TAZAPAY, BANK, ODD_CENTS])).toEqual({
      subtotal: 273_456,
      tax: 16_407,
      fees: 3_000 + 1 + 2_222 + 99,
      tip: 1_000,
      total: 273_456 + 16_407 + 5_322 + 1_000,
      balanceDue: 0,
    });
  });

  it('always stays in whole cents and the total is the sum of its parts', () => {
    const cents = fc.integer({ min: 0, max: 10_000_000 });
    const transaction = fc
      .record({ amount: cents, tax: cents, fee: cents, methodFee: cents, serviceCharge: cents, tip: cents })
      .map((parts) => topUp(parts));
    fc.assert(
      fc.property(fc.array(transaction, { minLength: 1, maxLength: 30 }), (transactions) => {
        const totals = invoiceTotals(transactions);
        for (const value of Object.values(totals)) expect(Number.isSafeInteger(value)).toBe(true);
        expect(totals.total).toBe(totals.subtotal + totals.tax + totals.fees + totals.tip);
        expect(totals.subtotal).toBe(invoiceLines(transactions).reduce((sum, line) => sum + line.amount, 0));
      }),
    );
  });

  it('lists the top-ups oldest first, by transfer code or else by id', () => {
    expect(invoiceLines([TAZAPAY, ODD_CENTS, BANK])).toEqual([
      {
        id: 'btx_bank',
        createdAt: BANK.createdAt,
        reference: 'LANBOUTIQUE0001',
        paymentMethod: 'localBank',
        amount: 50_000,
      },
      {
        id: 'btx_tazapay',
        createdAt: TAZAPAY.createdAt,
        reference: 'btx_tazapay',
        paymentMethod: 'tazapay',
        amount: 100_000,
      },
      {
        id: 'btx_odd',
        createdAt: ODD_CENTS.createdAt,
        reference: 'btx_odd',
        paymentMethod: 'tazapay',
        amount: 123_456,
      },
    ]);
  });
});

describe('invoice tax rate', () => {
  it('is 6% from 1 February 2022 in Vietnam, none before, as the server charged it', () => {
    // 00:30 on 1 February in Ho Chi Minh City is still 31 January in UTC.
    expect(invoiceTaxRates([topUp({ createdAt: '2022-01-31T17:30:00.000Z' })])).toEqual([600]);
    expect(invoiceTaxRates([topUp({ createdAt: '2022-01-31T16:59:00.000Z' })])).toEqual([0]);
    expect(invoiceTaxRates([TAZAPAY, BANK])).toEqual([600]);
    expect(invoiceTaxRates([TAZAPAY, topUp({ createdAt: '2021-12-01T00:00:00.000Z' })])).toEqual([0, 600]);
  });

  it('reads as a percentage in each language', () => {
    expect(formatBasisPoints(600, 'en')).toBe('6%');
    expect(formatBasisPoints(600, 'vi')).toMatch(/^6\s?%$/);
    expect(formatBasisPoints(1_825, 'en')).toBe('18.25%');
  });
});

describe('invoice file name', () => {
  it('is the number, with nothing a file system could read as a path', () => {
    expect(invoiceFileName('ADC-2026-000123')).toBe('invoice-ADC-2026-000123.pdf');
    expect(invoiceFileName('../a b/c')).toBe('invoice-___a_b_c.pdf');
  });
});
