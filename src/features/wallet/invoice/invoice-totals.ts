import type { PaymentMethodId } from '@contract/common/enums.schema';
import { taxRateBasisPointsAt } from '@contract/payments/top-up-quote';
import type { BalanceTransaction } from '@contract/transactions/balance-transaction.schema';

/*
 * What an invoice for settled top-ups says, in integer cents: no division, no rounding, so the
 * printed lines always add up to the printed totals.
 */

/** One top-up on the invoice, oldest first. */
export interface InvoiceLine {
  id: string;
  createdAt: string;
  /** The transfer code the payer saw, or the top-up's id when the method has none. */
  reference: string;
  paymentMethod: PaymentMethodId | null;
  /** Cents credited to the wallet. */
  amount: number;
}

export interface InvoiceTotals {
  /** Sum of the amounts credited. */
  subtotal: number;
  tax: number;
  /** Fee, method fee and service charge together. */
  fees: number;
  tip: number;
  /** What the payer was charged: subtotal plus tax, fees and tip. */
  total: number;
  /** The top-ups are settled, so nothing is left to pay. */
  balanceDue: 0;
}

const byDateThenId = (a: BalanceTransaction, b: BalanceTransaction): number =>
  a.createdAt === b.createdAt ? a.id.localeCompare(b.id) : a.createdAt < b.createdAt ? -1 : 1;

export const invoiceLines = (transactions: readonly BalanceTransaction[]): InvoiceLine[] =>
  [...transactions].sort(byDateThenId).map((transaction) => ({
    id: transaction.id,
    createdAt: transaction.createdAt,
    reference: transaction.transferCode ?? transaction.id,
    paymentMethod: transaction.paymentMethod,
    amount: transaction.amount,
  }));

export const invoiceTotals = (transactions: readonly BalanceTransaction[]): InvoiceTotals => {
  const sum = (part: (transaction: BalanceTransaction) => number) =>
    transactions.reduce((total, transaction) => total + part(transaction), 0);
  const subtotal = sum((transaction) => transaction.amount);
  const tax = sum((transaction) => transaction.tax);
  const fees = sum((transaction) => transaction.fee + transaction.methodFee + transaction.serviceCharge);
  const tip = sum((transaction) => transaction.tip);
  return { subtotal, tax, fees, tip, total: subtotal + tax + fees + tip, balanceDue: 0 };
};

/**
 * The distinct tax rates of the top-ups, lowest first: one rate unless the invoice spans 1 February
 * 2022. The rate is the server's own rule (`taxRateBasisPointsAt`), the one the tax was charged by.
 */
export const invoiceTaxRates = (transactions: readonly BalanceTransaction[]): number[] =>
  [...new Set(transactions.map((transaction) => taxRateBasisPointsAt(transaction.createdAt)))].sort((a, b) => a - b);

/** A rate in basis points as the reader's language writes a percentage ("6%", "6 %"). Display only. */
export const formatBasisPoints = (basisPoints: number, locale: string): string =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000);

/** `invoice-<number>.pdf`, with nothing a file system could read as a path. */
export const invoiceFileName = (number: string): string => `invoice-${number.replace(/[^A-Za-z0-9_-]/g, '_')}.pdf`;
