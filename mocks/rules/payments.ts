import { DEFAULT_BUSINESS_SETTINGS, type PaymentResult, type PaymentStatus } from '@contract';
import type { LocalCharge, TopUpCharge } from '@contract/payments/payment-common.schema';
import { Effect } from 'effect';
import type { BalanceTransactionRecord, MockDb } from '../db';
import {
  createPayment,
  type DetailsOf,
  type PaymentDetails,
  type PaymentProvider,
  type PaymentRecord,
} from '../factories/payment';
import { fromDb, nowIso } from './effect-runtime';
import { PaymentNotOpen } from './payments/errors';
import { RecordNotFound } from '../errors';
import type { AmountInvalid, AmountNotWholeNumber, InsufficientBalance } from './ledger/errors';
import { closePendingTopUp, creditPendingTopUp, quoteTopUp, recordUnsettledTopUp, type TopUpMethod } from './ledger';
import { newId } from './ids';
import { newestFirst } from './list';

/*
 * What every payment provider shares. A payment is a wallet transaction (its status is
 * the payment's status) plus a `payments` record with what the provider knows. Opening a
 * payment records an unsettled top-up (no money moves); `settlePayment` finishes it: paid
 * credits the wallet through `creditTopUp` (the same entry id, so one entry per payment),
 * rejected or canceled only changes the entry's status.
 */

/** The build setting; the configuration domain may later read it from the db. */
export const MIN_TOP_UP_CENTS = DEFAULT_BUSINESS_SETTINGS.minTopUpCents;

/** Statuses a payment can still be settled from. */
export const isOpen = (status: PaymentStatus): boolean => status === 'UNPAID' || status === 'PROCESSING';

export const paymentResultOf = (status: PaymentStatus): PaymentResult => {
  switch (status) {
    case 'PAID':
      return 'paid';
    case 'UNPAID':
      return 'unpaid';
    case 'PROCESSING':
      return 'processing';
    case 'REJECTED':
    case 'CANCELED':
      return 'failed';
  }
};

/** The ledger's method for a provider's payment (Tazapay's fee depends on its own method). */
const topUpMethodOf = (details: PaymentDetails): TopUpMethod => {
  switch (details.provider) {
    case 'stripe':
      return { method: 'creditCard' };
    case 'tazapay':
      return { method: 'tazapay', tazapayMethod: details.method };
    case 'lianlian':
      return { method: 'lianlian' };
    case 'token':
      return { method: 'USDT' };
    case 'vietqr':
      return { method: 'localBank' };
    case 'payoneer':
      return { method: 'payoneer' };
    case 'airwallex':
      return { method: 'airwallex' };
    case 'payfast':
      return { method: 'payfast' };
    case 'bankRedirect':
      return { method: details.method };
  }
};

/* ---------- Reading ---------- */

const transactionOf = (db: MockDb, id: string): Effect.Effect<BalanceTransactionRecord, RecordNotFound> => {
  const entry = db.balanceTransactions.findFirst((q) => q.where({ id }));
  return entry ? Effect.succeed(entry) : Effect.fail(new RecordNotFound({ entity: 'transaction', id }));
};

export interface PaymentWithEntry<P extends PaymentProvider> {
  payment: PaymentRecord;
  details: DetailsOf<P>;
  entry: BalanceTransactionRecord;
}

const isProvider = <P extends PaymentProvider>(details: PaymentDetails, provider: P): details is DetailsOf<P> =>
  details.provider === provider;

const withEntry = <P extends PaymentProvider>(
  db: MockDb,
  payment: PaymentRecord | undefined,
  provider: P,
  id: string,
): Effect.Effect<PaymentWithEntry<P>, RecordNotFound> =>
  Effect.gen(function* () {
    if (!payment || !isProvider(payment.details, provider)) {
      return yield* Effect.fail(new RecordNotFound({ entity: `${provider} payment`, id }));
    }
    const entry = yield* transactionOf(db, payment.id);
    return { payment, details: payment.details, entry };
  });

/** A user's payment of one provider; another user's or another provider's is not found. */
export const findPayment = <P extends PaymentProvider>(
  db: MockDb,
  userId: string,
  provider: P,
  id: string,
): Effect.Effect<PaymentWithEntry<P>, RecordNotFound> =>
  withEntry(
    db,
    db.payments.findFirst((q) => q.where({ id, userId })),
    provider,
    id,
  );

/** A payment by id alone, for provider callbacks that carry no session. */
export const findPaymentById = <P extends PaymentProvider>(
  db: MockDb,
  provider: P,
  id: string,
): Effect.Effect<PaymentWithEntry<P>, RecordNotFound> =>
  withEntry(
    db,
    db.payments.findFirst((q) => q.where({ id })),
    provider,
    id,
  );

/** A user's card top-up by its Stripe payment intent. */
export const findPaymentByIntent = (
  db: MockDb,
  userId: string,
  paymentIntentId: string,
): Effect.Effect<PaymentWithEntry<'stripe'>, RecordNotFound> =>
  withEntry(
    db,
    db.payments
      .findMany((q) => q.where({ userId, provider: 'stripe' }))
      .find((payment) => payment.details.provider === 'stripe' && payment.details.paymentIntentId === paymentIntentId),
    'stripe',
    paymentIntentId,
  );

/** The user's payments of one provider, newest first, with their entries. */
export const paymentsOf = <P extends PaymentProvider>(
  db: MockDb,
  userId: string,
  provider: P,
): Array<PaymentWithEntry<P>> =>
  db.payments
    .findMany((q) => q.where({ userId, provider }))
    .sort(newestFirst((payment) => payment.createdAt))
    .flatMap((payment) => {
      const entry = db.balanceTransactions.findFirst((q) => q.where({ id: payment.id }));
      return entry && isProvider(payment.details, provider) ? [{ payment, details: payment.details, entry }] : [];
    });

/* ---------- Opening ---------- */

export interface OpenPaymentInput<P extends PaymentProvider> {
  /** Seeds pass a seeded id so they stay identical; run time draws a new one. */
  id?: string | undefined;
  userId: string;
  amount: number;
  tip?: number | undefined;
  status: 'UNPAID' | 'PROCESSING';
  /** Tazapay's own method decides its fee; other providers ignore it. */
  quoteMethod: TopUpMethod;
  transferCode?: string | null;
  /** Provider details; gets the payment's id (continue URLs carry it). */
  details: (id: string, charge: TopUpCharge) => DetailsOf<P>;
}

/** Quotes a top-up at the Clock's now (refusing amounts outside the limits). */
export const quote = (
  method: TopUpMethod,
  amount: number,
  tip: number | undefined,
): Effect.Effect<TopUpCharge, AmountInvalid | AmountNotWholeNumber> =>
  Effect.flatMap(nowIso, (at) => quoteTopUp({ ...method, amount, tip, at, minTopUpCents: MIN_TOP_UP_CENTS }));

/** Records an unsettled top-up and its payment record. */
export const openPayment = <P extends PaymentProvider>(
  db: MockDb,
  input: OpenPaymentInput<P>,
): Effect.Effect<PaymentWithEntry<P>, AmountInvalid | AmountNotWholeNumber | RecordNotFound> =>
  Effect.gen(function* () {
    const id = input.id ?? newId('txn');
    const charge = yield* quote(input.quoteMethod, input.amount, input.tip);
    const entry = yield* recordUnsettledTopUp(db, {
      ...input.quoteMethod,
      id,
      userId: input.userId,
      amount: input.amount,
      tip: input.tip,
      minTopUpCents: MIN_TOP_UP_CENTS,
      status: input.status,
      transferCode: input.transferCode,
    });
    const details = input.details(id, charge);
    const payment = yield* fromDb(() =>
      db.payments.create(createPayment({ id, userId: input.userId, charge, createdAt: entry.createdAt, details })),
    );
    return { payment, details, entry };
  });

/* ---------- Updating ---------- */

export const updateDetails = <P extends PaymentProvider>(
  db: MockDb,
  payment: PaymentRecord,
  details: DetailsOf<P>,
): Effect.Effect<PaymentRecord> =>
  fromDb(() =>
    db.payments.update((q) => q.where({ id: payment.id }), {
      data(draft) {
        draft.details = details;
      },
    }),
  ).pipe(Effect.map((updated) => updated ?? { ...payment, details }));

/** Moves an open entry between UNPAID and PROCESSING (no money moves). */
export const markEntry = (
  db: MockDb,
  entry: BalanceTransactionRecord,
  status: 'UNPAID' | 'PROCESSING',
): Effect.Effect<BalanceTransactionRecord> =>
  fromDb(() =>
    db.balanceTransactions.update((q) => q.where({ id: entry.id }), {
      data(draft) {
        draft.status = status;
      },
    }),
  ).pipe(Effect.map((updated) => updated ?? { ...entry, status }));

/* ---------- Settling ---------- */

export type SettleOutcome = 'paid' | 'rejected' | 'canceled';

export type SettleError = RecordNotFound | PaymentNotOpen | AmountInvalid | AmountNotWholeNumber | InsufficientBalance;

/**
 * Finishes an open (unpaid or processing) payment: paid credits it (`creditPendingTopUp`, one
 * entry per payment), rejected or canceled only closes its entry. For the admin panel, the
 * simulation harness and the providers' own callbacks.
 */
export const settlePayment = (
  db: MockDb,
  id: string,
  outcome: SettleOutcome,
): Effect.Effect<BalanceTransactionRecord, SettleError> =>
  Effect.gen(function* () {
    const payment = db.payments.findFirst((q) => q.where({ id }));
    if (!payment) return yield* Effect.fail(new RecordNotFound({ entity: 'payment', id }));
    const entry = yield* transactionOf(db, id);
    if (!isOpen(entry.status)) return yield* Effect.fail(new PaymentNotOpen({ id, reason: entry.status }));
    if (outcome !== 'paid')
      return yield* closePendingTopUp(db, entry, outcome === 'rejected' ? 'REJECTED' : 'CANCELED');
    const { entry: settled } = yield* creditPendingTopUp(db, entry, {
      ...topUpMethodOf(payment.details),
      amount: payment.charge.amount,
      tip: payment.charge.tip,
      // The amount passed the configured minimum when the payment was opened.
      minTopUpCents: Math.min(MIN_TOP_UP_CENTS, payment.charge.amount),
      transferCode: entry.transferCode,
      note: entry.note,
    });
    return settled;
  });

/* ---------- Currencies ---------- */

interface Rate {
  /** Units of the currency per 1 USD, as the contract's decimal string. */
  perUsd: string;
  /** The same rate × 1000, for integer arithmetic. */
  perUsdMilli: number;
  /** Minor units per unit (VND has none). */
  minorPerUnit: number;
}

/** Fixed mock exchange rates (the real backend asks its provider). */
const RATES: Readonly<Record<string, Rate>> = {
  // The configuration's exchangeRate (mocks/factories/configuration.ts).
  VND: { perUsd: '25450', perUsdMilli: 25_450_000, minorPerUnit: 1 },
  EUR: { perUsd: '0.92', perUsdMilli: 920, minorPerUnit: 100 },
  ZAR: { perUsd: '18.5', perUsdMilli: 18_500, minorPerUnit: 100 },
};

/** USD cents in another currency's minor units, rounded half up. */
export const localChargeOf = (totalCents: number, currency: string): LocalCharge => {
  const rate = RATES[currency];
  if (!rate) throw new Error(`No mock exchange rate for ${currency}`);
  const scaled = totalCents * rate.perUsdMilli * rate.minorPerUnit;
  return { amount: Math.floor((scaled + 50_000) / 100_000), currency, exchangeRate: rate.perUsd };
};

/** A URL of the app itself (the mock collapses provider pages into the app's own). */
export const appUrl = (origin: string, path: string, params: Record<string, string> = {}): string => {
  const url = new URL(path, origin);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
};

/** A tiny PNG standing in for a QR image (1×1 pixel), as a data URL. */
export const PLACEHOLDER_QR_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=';
