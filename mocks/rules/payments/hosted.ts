import type { AirwallexPaymentRequest, AirwallexTopUpBody } from '@contract/payments/airwallex.schema';
import type { BankRedirectPaymentRequest, BankRedirectTopUpBody } from '@contract/payments/bank-redirect.schema';
import type {
  LianlianPaymentRequest,
  LianlianPendingResult,
  LianlianTopUpBody,
} from '@contract/payments/lianlian.schema';
import type { PendingRedirectPayment } from '@contract/payments/payment-common.schema';
import type { PayfastPaymentRequest, PayfastTopUpBody } from '@contract/payments/payfast.schema';
import type { TazapayPaymentRequest, TazapayPendingResult, TazapayTopUpBody } from '@contract/payments/tazapay.schema';
import { SIMULATED_CHECKOUT_PATH, type SimulatedCheckoutProvider } from '@contract/demo/simulated-pages';
import { Clock, Effect } from 'effect';
import { DAY_MS, MINUTE_MS } from '../../clock';
import type { MockDb } from '../../db';
import { PaymentInProgress, type ReferenceAlreadyUsed } from './errors';
import type { RecordNotFound } from '../../errors';
import type { AmountInvalid, AmountNotWholeNumber } from '../ledger/errors';
import { newId, newToken } from '../ids';
import {
  appUrl,
  isOpen,
  localChargeOf,
  openPayment,
  paymentsOf,
  quote,
  settlePayment,
  type PaymentWithEntry,
  type SettleError,
} from '../payments';
import { airwallexPaymentReference, withReferenceClaim } from './references';

/*
 * Hosted-checkout providers: the request records a PROCESSING top-up and answers where to
 * send the browser: the app's simulated checkout, which plays the provider's page. The money
 * arrives when the payment is settled (settlePayment: that page, the admin panel, the simulation harness).
 */

const TAZAPAY_CHECKOUT_TTL_MS = DAY_MS;
const LIANLIAN_CHECKOUT_TTL_MS = 30 * MINUTE_MS;

const isoIn = (offsetMs: number): Effect.Effect<string> =>
  Effect.map(Clock.currentTimeMillis, (now) => new Date(now + offsetMs).toISOString());

type OpenError = AmountInvalid | AmountNotWholeNumber | RecordNotFound;

/* ---------- Tazapay ---------- */

/** The provider's hosted checkout, played in mock and demo builds by the app's simulated checkout page. */
const checkoutUrlOf = (origin: string, provider: SimulatedCheckoutProvider, transactionId: string): string =>
  appUrl(origin, SIMULATED_CHECKOUT_PATH, { provider, transactionId });

const pendingOf = (
  { payment, entry }: Pick<PaymentWithEntry<'tazapay'>, 'payment' | 'entry'>,
  continueUrl: string,
  expiresAt: string,
): PendingRedirectPayment => ({
  transactionId: payment.id,
  continueUrl,
  charge: payment.charge,
  createdAt: payment.createdAt,
  expiresAt,
  transaction: entry,
});

const openTazapay = (db: MockDb, userId: string): Array<PaymentWithEntry<'tazapay'>> =>
  paymentsOf(db, userId, 'tazapay').filter(({ entry }) => isOpen(entry.status));

export const pendingTazapay = (db: MockDb, userId: string, origin: string): TazapayPendingResult => {
  const [latest] = openTazapay(db, userId);
  if (!latest) return { pending: null };
  const continueUrl = checkoutUrlOf(origin, 'tazapay', latest.payment.id);
  return { pending: { ...pendingOf(latest, continueUrl, latest.details.expiresAt), method: latest.details.method } };
};

/**
 * Starts a Tazapay checkout. One Tazapay payment is in progress at a time: another one is
 * refused (PaymentInProgress) unless replaceInProgress, which cancels it (no money moved).
 */
export const requestTazapay = (
  db: MockDb,
  userId: string,
  origin: string,
  body: TazapayTopUpBody,
): Effect.Effect<TazapayPaymentRequest, OpenError | PaymentInProgress | SettleError> =>
  Effect.gen(function* () {
    const method = { method: 'tazapay', tazapayMethod: body.method } as const;
    // Refuse a bad amount before touching the payment in progress.
    yield* quote(method, body.amount, body.tip);
    const inProgress = openTazapay(db, userId);
    const [current] = inProgress;
    if (current && !body.replaceInProgress) {
      return yield* Effect.fail(new PaymentInProgress({ transactionId: current.payment.id }));
    }
    for (const old of inProgress) yield* settlePayment(db, old.payment.id, 'canceled');
    const expiresAt = yield* isoIn(TAZAPAY_CHECKOUT_TTL_MS);
    const { details, payment, entry } = yield* openPayment(db, {
      userId,
      amount: body.amount,
      tip: body.tip,
      status: 'PROCESSING',
      quoteMethod: method,
      details: () => ({ provider: 'tazapay', method: body.method, checkoutId: newId('chk'), expiresAt }),
    });
    return {
      data: { url: checkoutUrlOf(origin, 'tazapay', payment.id), checkoutId: details.checkoutId },
      method: body.method,
      charge: payment.charge,
      transaction: entry,
    };
  });

/* ---------- LianLian ---------- */

export const pendingLianlian = (db: MockDb, userId: string, origin: string): LianlianPendingResult => {
  const latest = paymentsOf(db, userId, 'lianlian').find(({ entry }) => isOpen(entry.status));
  if (!latest) return { pending: null };
  return { pending: pendingOf(latest, checkoutUrlOf(origin, 'lianlian', latest.payment.id), latest.details.expiresAt) };
};

export const requestLianlian = (
  db: MockDb,
  userId: string,
  origin: string,
  body: LianlianTopUpBody,
): Effect.Effect<LianlianPaymentRequest, OpenError> =>
  Effect.gen(function* () {
    const expiresAt = yield* isoIn(LIANLIAN_CHECKOUT_TTL_MS);
    const { payment, entry } = yield* openPayment(db, {
      userId,
      amount: body.amount,
      tip: body.tip,
      status: 'PROCESSING',
      quoteMethod: { method: 'lianlian' },
      details: () => ({ provider: 'lianlian', expiresAt }),
    });
    return {
      payload: { lianlianPayload: { requestPaymentUrl: checkoutUrlOf(origin, 'lianlian', payment.id) } },
      charge: payment.charge,
      transaction: entry,
    };
  });

/* ---------- Airwallex ---------- */

/**
 * An Airwallex checkout. Its payment id is claimed at once (`withReferenceClaim`): the seller sees
 * it, and an automatic ticket naming it must not credit the same payment a second time.
 */
export const requestAirwallex = (
  db: MockDb,
  userId: string,
  origin: string,
  body: AirwallexTopUpBody,
): Effect.Effect<AirwallexPaymentRequest, OpenError | ReferenceAlreadyUsed> =>
  Effect.gen(function* () {
    const id = newId('txn');
    const paymentId = newId('int');
    const { details, payment, entry } = yield* withReferenceClaim(
      db,
      airwallexPaymentReference(paymentId),
      { claimant: 'payment', claimantId: id, userId },
      openPayment(db, {
        id,
        userId,
        amount: body.amount,
        tip: body.tip,
        status: 'PROCESSING',
        quoteMethod: { method: 'airwallex' },
        details: (_, charge) => ({
          provider: 'airwallex',
          options: {
            paymentId,
            clientSecret: `${paymentId}_secret_${newToken().slice(5, 29)}`,
            currency: body.currency,
            components: ['card', 'googlepay', 'applepay'],
            successUrl: appUrl(origin, '/payment/success', { transactionId: id }),
            failUrl: appUrl(origin, '/payment/failed', { transactionId: id }),
            environment: 'demo',
            mode: 'payment',
          },
          localCharge: body.currency === 'USD' ? null : localChargeOf(charge.total, body.currency),
        }),
      }),
    );
    return { options: details.options, charge: payment.charge, localCharge: details.localCharge, transaction: entry };
  });

/* ---------- PayFast ---------- */

const PAYFAST_PROCESS_URL = 'https://sandbox.payfast.co.za/eng/process';

/** Not PayFast's MD5: a stable stand-in, since nothing checks it. */
const mockSignature = (fields: Record<string, string>): string => {
  let hash = 0x811c9dc5;
  for (const char of Object.entries(fields).flat().join('&')) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, '0').repeat(4);
};

const decimal = (minor: number): string => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

export const requestPayfast = (
  db: MockDb,
  userId: string,
  origin: string,
  body: PayfastTopUpBody,
): Effect.Effect<PayfastPaymentRequest, OpenError> =>
  Effect.gen(function* () {
    const { details, payment, entry } = yield* openPayment(db, {
      userId,
      amount: body.amount,
      tip: body.tip,
      status: 'PROCESSING',
      quoteMethod: { method: 'payfast' },
      details: (id, charge) => {
        const localCharge = localChargeOf(charge.total, 'ZAR');
        const fields: Record<string, string> = {
          merchant_id: '10000100',
          merchant_key: '46f0cd694581a',
          return_url: appUrl(origin, '/payment/success', { transactionId: id }),
          cancel_url: appUrl(origin, '/payment/failed', { transactionId: id }),
          notify_url: appUrl(origin, '/api/payfast-payment/notify'),
          m_payment_id: id,
          amount: decimal(localCharge.amount),
          item_name: 'Wallet top-up',
        };
        return {
          provider: 'payfast',
          redirectUrl: PAYFAST_PROCESS_URL,
          formFields: { ...fields, signature: mockSignature(fields) },
          localCharge,
        };
      },
    });
    return {
      redirectUrl: details.redirectUrl,
      formMethod: 'POST',
      formFields: details.formFields,
      charge: payment.charge,
      localCharge: details.localCharge,
      transaction: entry,
    };
  });

/* ---------- iDEAL / Bancontact ---------- */

export const requestBankRedirect = (
  db: MockDb,
  userId: string,
  origin: string,
  body: BankRedirectTopUpBody,
): Effect.Effect<BankRedirectPaymentRequest, OpenError> =>
  Effect.gen(function* () {
    const { details, payment, entry } = yield* openPayment(db, {
      userId,
      amount: body.amount,
      tip: body.tip,
      status: 'PROCESSING',
      quoteMethod: { method: body.method },
      // The bank's authorisation page is played by the simulated checkout.
      details: (id, charge) => ({
        provider: 'bankRedirect',
        method: body.method,
        bank: body.method === 'ideal' ? body.bank : null,
        redirectUrl: checkoutUrlOf(origin, body.method, id),
        localCharge: localChargeOf(charge.total, 'EUR'),
      }),
    });
    return {
      method: details.method,
      redirectUrl: details.redirectUrl,
      charge: payment.charge,
      localCharge: details.localCharge,
      transaction: entry,
    };
  });
