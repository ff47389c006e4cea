import { businessDayStart } from '../common/business-calendar';
import { MAX_AMOUNT_CENTS, TAZAPAY_FEE_BASIS_POINTS, TOP_UP_TAX } from '../common/constants';
import type { PaymentMethodId, TazapayMethod } from '../common/enums.schema';
import type { TopUpCharge } from './payment-common.schema';

/*
 * What a top-up charges (spec section 9: 6% tax from 1 February 2022, Tazapay's fees by its own
 * method), one pure function for the add-fund screen, the invoice and the mock's ledger, so the
 * charge shown before paying is the charge posted. Integer cents and basis points only.
 */

const BASIS_POINTS_PER_ONE = 10_000;
const CENTS_PER_DOLLAR = 100;

/**
 * `cents × basisPoints / 10 000`, rounded half up on the cent (0.5 ¢ → 1 ¢), in integer
 * arithmetic: the numerator stays below 2^53 for any amount up to MAX_AMOUNT_CENTS.
 */
export const applyBasisPoints = (cents: number, basisPoints: number): number =>
  Math.floor((cents * basisPoints + BASIS_POINTS_PER_ONE / 2) / BASIS_POINTS_PER_ONE);

/** The tax starts at midnight of its first day in Vietnam (UTC+7), where the business is. */
const TAX_EFFECTIVE_FROM_MS = businessDayStart(TOP_UP_TAX.effectiveFrom);

/** The top-up tax rate at a moment (an ISO date-time or Unix ms). */
export const taxRateBasisPointsAt = (at: string | number): number =>
  (typeof at === 'number' ? at : Date.parse(at)) >= TAX_EFFECTIVE_FROM_MS ? TOP_UP_TAX.rateBasisPoints : 0;

/**
 * Methods whose top-up is a bank transfer converted at the bank (VietQR / local bank,
 * its manual ticket, TPBank): whole dollars only. Wire transfers are USD and may carry cents.
 */
export const BANK_TRANSFER_METHODS: ReadonlySet<PaymentMethodId> = new Set(['localBank', 'localBankTicket', 'TPBank']);

/** How the payer pays: Tazapay's fee depends on its own method, the spec gives no other method fee. */
export type TopUpMethod =
  | { method: 'tazapay'; tazapayMethod: TazapayMethod }
  | { method: Exclude<PaymentMethodId, 'tazapay'>; tazapayMethod?: undefined };

const methodFeeBasisPoints = (choice: TopUpMethod): number =>
  choice.method === 'tazapay' ? TAZAPAY_FEE_BASIS_POINTS[choice.tazapayMethod] : 0;

/** The lowest and highest method fee a method can charge, in basis points, before its sub-choice is made. */
export const methodFeeRange = (method: PaymentMethodId): { min: number; max: number } => {
  if (method !== 'tazapay') return { min: 0, max: 0 };
  const fees = Object.values(TAZAPAY_FEE_BASIS_POINTS);
  return { min: Math.min(...fees), max: Math.max(...fees) };
};

export interface TopUpAmounts {
  /** Cents credited to the wallet. */
  amount: number;
  /** Cents for the account manager, paid on top; 0 when omitted. */
  tip?: number | undefined;
  /** The build setting `BusinessSettings.minTopUpCents`. */
  minTopUpCents: number;
}

export type TopUpQuoteInput = TopUpMethod &
  TopUpAmounts & {
    /** When the top-up happens: decides the tax. */
    at: string | number;
  };

/** Why a top-up cannot be quoted: the spec's "amount invalid" with its limits, or cents on a bank transfer. */
export type TopUpQuoteIssue =
  | { code: 'amount_invalid'; field: 'amount' | 'tip'; min: number; max: number }
  | { code: 'not_whole_number'; field: 'amount' };

const rangeIssue = (field: 'amount' | 'tip', value: number, min: number, max: number): TopUpQuoteIssue | null =>
  Number.isSafeInteger(value) && value >= min && value <= max ? null : { code: 'amount_invalid', field, min, max };

/**
 * What the payer is charged for a top-up, or why it cannot be. Tax and method fee are both on
 * `amount` only (not on the tip or on each other); `total = amount + tax + methodFee + tip`.
 * Refuses an amount outside [minTopUpCents, MAX_AMOUNT_CENTS], a tip above MAX_AMOUNT_CENTS,
 * and cents on a bank-transfer method, checked in that order.
 */
export const quoteTopUpCharge = (input: TopUpQuoteInput): { charge: TopUpCharge } | { issue: TopUpQuoteIssue } => {
  const tip = input.tip ?? 0;
  const issue =
    rangeIssue('amount', input.amount, input.minTopUpCents, MAX_AMOUNT_CENTS) ??
    rangeIssue('tip', tip, 0, MAX_AMOUNT_CENTS) ??
    (BANK_TRANSFER_METHODS.has(input.method) && input.amount % CENTS_PER_DOLLAR !== 0
      ? ({ code: 'not_whole_number', field: 'amount' } as const)
      : null);
  if (issue) return { issue };
  const taxRateBasisPoints = taxRateBasisPointsAt(input.at);
  const feeBasisPoints = methodFeeBasisPoints(input);
  const tax = applyBasisPoints(input.amount, taxRateBasisPoints);
  const methodFee = applyBasisPoints(input.amount, feeBasisPoints);
  return {
    charge: {
      amount: input.amount,
      tax,
      taxRateBasisPoints,
      methodFee,
      methodFeeBasisPoints: feeBasisPoints,
      tip,
      total: input.amount + tax + methodFee + tip,
      currency: 'USD',
    },
  };
};
