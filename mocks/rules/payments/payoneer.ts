import type {
  PayoneerAccount,
  PayoneerBalance,
  PayoneerConnect,
  PayoneerConnectCallbackQuery,
  PayoneerPayment,
  PayoneerTopUpBody,
} from '@contract/payments/payoneer.schema';
import { Clock, Effect } from 'effect';
import { MINUTE_MS } from '../../clock';
import type { MockDb } from '../../db';
import type { PayoneerAccountRecord } from '../../factories/payment';
import { fromDb } from '../effect-runtime';
import { PaymentNotOpen, PayoneerInsufficientFunds } from './errors';
import { RecordNotFound } from '../../errors';
import type { AmountInvalid, AmountNotWholeNumber } from '../ledger/errors';
import { newId, newToken } from '../ids';
import {
  appUrl,
  findPayment,
  findPaymentById,
  isOpen,
  localChargeOf,
  markEntry,
  openPayment,
  paymentResultOf,
  paymentsOf,
  quote,
  settlePayment,
  updateDetails,
  type PaymentWithEntry,
  type SettleError,
} from '../payments';

/*
 * Payoneer: connect (consent page) → callback (connected, with balances) → request a
 * top-up from one balance → confirm → paid, or a challenge first above $1,000 → paid after
 * the challenge callback. The consent and challenge pages are collapsed into the app's
 * callback page (PAYONEER_CALLBACK_PATH) carrying the parameters Payoneer would send back:
 * the page relays them to the API (connect-callback, or the transaction's challenge/callback
 * when `challenge` names it), as a real Payoneer redirect would.
 */

const CONFIRM_TTL_MS = 15 * MINUTE_MS;
/** Charges above this ask for a challenge (step-up authentication). */
const PAYONEER_CHALLENGE_ABOVE_CENTS = 100_000;
export const PAYONEER_MOCK_CODE = 'mock-payoneer-code';
export const PAYONEER_MOCK_SCOPE = 'read write';
/** The app's page Payoneer's consent and challenge pages send the browser back to. */
export const PAYONEER_CALLBACK_PATH = '/payment/payoneer-callback';

/** What a newly connected mock account holds. */
const startingBalances = (): PayoneerBalance[] => [
  { id: newId('pbal'), currency: 'USD', available: 250_000 },
  { id: newId('pbal'), currency: 'EUR', available: 90_000 },
];

const accountRecord = (db: MockDb, userId: string): PayoneerAccountRecord | undefined =>
  db.payoneerAccounts.findFirst((q) => q.where({ userId }));

const paymentView = ({ payment, details, entry }: PaymentWithEntry<'payoneer'>): PayoneerPayment => ({
  transactionId: payment.id,
  status: paymentResultOf(entry.status),
  balanceId: details.balanceId,
  nextAction: details.nextAction,
  challengeUrl: details.challengeUrl,
  charge: payment.charge,
  localCharge: details.localCharge,
  expiresAt: details.expiresAt,
  transaction: entry,
});

export const payoneerAccount = (db: MockDb, userId: string): PayoneerAccount => {
  const record = accountRecord(db, userId);
  const open = paymentsOf(db, userId, 'payoneer').find(({ entry }) => isOpen(entry.status));
  return {
    clientRedirectUrl: record?.connected ? null : (record?.clientRedirectUrl ?? null),
    email: record?.connected ? record.email : null,
    connected: record?.connected ?? false,
    currentAccounts: record?.connected ? record.balances : [],
    request: open ? paymentView(open) : null,
  };
};

const saveAccount = (db: MockDb, userId: string, change: Partial<PayoneerAccountRecord>): Effect.Effect<void> =>
  Effect.gen(function* () {
    const existing = accountRecord(db, userId);
    if (existing) {
      yield* fromDb(() =>
        db.payoneerAccounts.update((q) => q.where({ userId }), {
          data(draft) {
            Object.assign(draft, change);
          },
        }),
      );
    } else {
      yield* fromDb(() =>
        db.payoneerAccounts.create({
          userId,
          connected: false,
          email: null,
          state: null,
          clientRedirectUrl: null,
          balances: [],
          ...change,
        }),
      );
    }
  });

/** Issues a new OAuth state and the consent page URL. */
export const connectPayoneer = (db: MockDb, userId: string, origin: string): Effect.Effect<PayoneerConnect> =>
  Effect.gen(function* () {
    const state = newToken().slice(5, 37);
    const clientRedirectUrl = appUrl(origin, PAYONEER_CALLBACK_PATH, {
      code: PAYONEER_MOCK_CODE,
      state,
      scope: PAYONEER_MOCK_SCOPE,
    });
    yield* saveAccount(db, userId, { state, clientRedirectUrl });
    return { clientRedirectUrl };
  });

/** The consent page's answer: a code connects the account (with balances), an error leaves it as it was. */
export const payoneerConnectCallback = (
  db: MockDb,
  query: PayoneerConnectCallbackQuery,
): Effect.Effect<PayoneerAccount, RecordNotFound> =>
  Effect.gen(function* () {
    const record = db.payoneerAccounts.findFirst((q) => q.where({ state: query.state }));
    if (!record) return yield* Effect.fail(new RecordNotFound({ entity: 'payoneer connection', id: query.state }));
    if (query.code !== undefined && query.error === undefined) {
      const user = db.users.findFirst((q) => q.where({ id: record.userId }));
      yield* saveAccount(db, record.userId, {
        connected: true,
        email: user?.email ?? null,
        state: null,
        clientRedirectUrl: null,
        balances: record.balances.length > 0 ? record.balances : startingBalances(),
      });
    }
    return payoneerAccount(db, record.userId);
  });

export const disconnectPayoneer = (db: MockDb, userId: string): Effect.Effect<PayoneerAccount> =>
  Effect.map(saveAccount(db, userId, { connected: false, email: null }), () => payoneerAccount(db, userId));

const balanceOf = (
  db: MockDb,
  userId: string,
  balanceId: string,
): Effect.Effect<PayoneerBalance, RecordNotFound | PaymentNotOpen> =>
  Effect.gen(function* () {
    const record = accountRecord(db, userId);
    if (!record?.connected) return yield* Effect.fail(new PaymentNotOpen({ id: balanceId, reason: 'not connected' }));
    const balance = record.balances.find((candidate) => candidate.id === balanceId);
    if (!balance) return yield* Effect.fail(new RecordNotFound({ entity: 'payoneer balance', id: balanceId }));
    return balance;
  });

/** The charge in the balance's currency: USD cents as they are, EUR converted. */
const inBalanceCurrency = (totalCents: number, currency: string) =>
  currency === 'USD' ? null : localChargeOf(totalCents, currency);

const checkFunds = (balance: PayoneerBalance, totalCents: number): Effect.Effect<void, PayoneerInsufficientFunds> => {
  const needed = inBalanceCurrency(totalCents, balance.currency)?.amount ?? totalCents;
  return balance.available < needed
    ? Effect.fail(new PayoneerInsufficientFunds({ available: balance.available, requested: needed }))
    : Effect.void;
};

export const requestPayoneerPayment = (
  db: MockDb,
  userId: string,
  body: PayoneerTopUpBody,
): Effect.Effect<
  PayoneerPayment,
  RecordNotFound | PaymentNotOpen | PayoneerInsufficientFunds | AmountInvalid | AmountNotWholeNumber
> =>
  Effect.gen(function* () {
    const balance = yield* balanceOf(db, userId, body.balanceId);
    const charge = yield* quote({ method: 'payoneer' }, body.amount, body.tip);
    yield* checkFunds(balance, charge.total);
    const now = yield* Clock.currentTimeMillis;
    const opened = yield* openPayment(db, {
      userId,
      amount: body.amount,
      tip: body.tip,
      status: 'UNPAID',
      quoteMethod: { method: 'payoneer' },
      details: (_id, quoted) => ({
        provider: 'payoneer',
        balanceId: balance.id,
        nextAction: 'confirm',
        challengeUrl: null,
        localCharge: inBalanceCurrency(quoted.total, balance.currency),
        expiresAt: new Date(now + CONFIRM_TTL_MS).toISOString(),
      }),
    });
    return paymentView(opened);
  });

/** Takes the charge off the Payoneer balance and credits the wallet. */
const payFromBalance = (
  db: MockDb,
  found: PaymentWithEntry<'payoneer'>,
): Effect.Effect<PayoneerPayment, RecordNotFound | PaymentNotOpen | PayoneerInsufficientFunds | SettleError> =>
  Effect.gen(function* () {
    const { payment, details } = found;
    const balance = yield* balanceOf(db, payment.userId, details.balanceId);
    yield* checkFunds(balance, payment.charge.total);
    const taken = details.localCharge?.amount ?? payment.charge.total;
    const record = accountRecord(db, payment.userId);
    yield* saveAccount(db, payment.userId, {
      balances: (record?.balances ?? []).map((candidate) =>
        candidate.id === balance.id ? { ...candidate, available: candidate.available - taken } : candidate,
      ),
    });
    const nextDetails = { ...details, nextAction: 'none' as const, challengeUrl: null, expiresAt: null };
    const updated = yield* updateDetails(db, payment, nextDetails);
    const entry = yield* settlePayment(db, payment.id, 'paid');
    return paymentView({ payment: updated, details: nextDetails, entry });
  });

export const confirmPayoneerPayment = (
  db: MockDb,
  userId: string,
  id: string,
  origin: string,
): Effect.Effect<PayoneerPayment, RecordNotFound | PaymentNotOpen | PayoneerInsufficientFunds | SettleError> =>
  Effect.gen(function* () {
    const found = yield* findPayment(db, userId, 'payoneer', id);
    const now = yield* Clock.currentTimeMillis;
    const { details, entry, payment } = found;
    if (entry.status !== 'UNPAID' || details.nextAction !== 'confirm') {
      return yield* Effect.fail(new PaymentNotOpen({ id, reason: entry.status }));
    }
    if (details.expiresAt !== null && now > Date.parse(details.expiresAt)) {
      yield* settlePayment(db, id, 'canceled');
      return yield* Effect.fail(new PaymentNotOpen({ id, reason: 'expired' }));
    }
    if (payment.charge.total <= PAYONEER_CHALLENGE_ABOVE_CENTS) return yield* payFromBalance(db, found);
    const challenge = {
      ...details,
      nextAction: 'challenge' as const,
      challengeUrl: appUrl(origin, PAYONEER_CALLBACK_PATH, {
        challenge: id,
        type: 'otp',
        session_id: newId('pses'),
        response_path: `/v4/challenges/${id}/response`,
      }),
      expiresAt: new Date(now + CONFIRM_TTL_MS).toISOString(),
    };
    const updated = yield* updateDetails(db, payment, challenge);
    const processing = yield* markEntry(db, entry, 'PROCESSING');
    return paymentView({ payment: updated, details: challenge, entry: processing });
  });

/** The challenge is passed: the payment is taken from the balance. */
export const payoneerChallengeCallback = (
  db: MockDb,
  id: string,
): Effect.Effect<PayoneerPayment, RecordNotFound | PaymentNotOpen | PayoneerInsufficientFunds | SettleError> =>
  Effect.gen(function* () {
    const found = yield* findPaymentById(db, 'payoneer', id);
    if (found.entry.status !== 'PROCESSING' || found.details.nextAction !== 'challenge') {
      return yield* Effect.fail(new PaymentNotOpen({ id, reason: found.entry.status }));
    }
    return yield* payFromBalance(db, found);
  });
