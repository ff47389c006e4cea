import { fullName } from '@contract/users/full-name';
import { CARD_VERIFICATION_CREDIT_CENTS, DURATIONS } from '@contract';
import type {
  CardActivation,
  CardTopUpBody,
  CardTopUpResult,
  CardVerification,
  SaveCardBody,
  SavedCard,
  SetupIntent,
  StripePaymentMethodOptionList,
} from '@contract/payments/stripe.schema';
import { readTestPaymentMethodId, setupIntentOfTestPaymentMethod } from '@contract/payments/test-card-id';
import { Clock, Effect } from 'effect';
import { millisOf, MINUTE_MS } from '../../clock';
import type { MockDb } from '../../db';
import { createCard, createPayment, type CardRecord } from '../../factories/payment';
import type { StoredUser } from '../../http';
import { fromDb, nowIso } from '../effect-runtime';
import {
  CardActivationLocked,
  CardInsufficientFunds,
  CardNotSetUp,
  CardUnavailable,
  InvalidVerificationCode,
} from './errors';
import { RecordNotFound } from '../../errors';
import type { AmountInvalid, AmountNotWholeNumber, InsufficientBalance } from '../ledger/errors';
import { makeDbLock } from '../db-lock';
import { newId, newToken } from '../ids';
import { creditTopUp, postEntry } from '../ledger';
import { findPaymentByIntent, MIN_TOP_UP_CENTS, paymentResultOf } from '../payments';

/*
 * Saved cards (Stripe): save → Active; card-payment/init charges $0.50 → Pending;
 * card-payment/active with the statement code → Verified, and the $0.50 is credited
 * to the wallet. Only a Verified card tops up, at once (no 3-D Secure in the mock).
 */

/** The code on the statement of every mock verification charge. */
export const CARD_ACTIVATION_CODE = '246810';
/** A card ending in these digits is declined for insufficient funds. */
const INSUFFICIENT_FUNDS_LAST4 = '0002';

const byDefaultThenNewest = (a: CardRecord, b: CardRecord): number =>
  Number(b.isDefault) - Number(a.isDefault) || b.createdAt.localeCompare(a.createdAt);

export const listCards = (db: MockDb, userId: string): SavedCard[] =>
  db.cards.findMany((q) => q.where({ userId })).sort(byDefaultThenNewest);

const findCard = (db: MockDb, userId: string, paymentMethodId: string): Effect.Effect<CardRecord, RecordNotFound> => {
  const card = db.cards.findFirst((q) => q.where({ userId, paymentMethodId }));
  return card ? Effect.succeed(card) : Effect.fail(new RecordNotFound({ entity: 'card', id: paymentMethodId }));
};

const updateCard = (db: MockDb, card: CardRecord, change: Partial<CardRecord>): Effect.Effect<CardRecord> =>
  fromDb(() =>
    db.cards.update((q) => q.where({ userId: card.userId, paymentMethodId: card.paymentMethodId }), {
      data(draft) {
        Object.assign(draft, change);
      },
    }),
  ).pipe(Effect.map((updated) => updated ?? { ...card, ...change }));

/** Makes one card the default and clears every other card of the user. */
const makeOnlyDefault = (db: MockDb, userId: string, paymentMethodId: string): Effect.Effect<void> =>
  Effect.forEach(
    db.cards.findMany((q) => q.where({ userId })),
    (card) => updateCard(db, card, { isDefault: card.paymentMethodId === paymentMethodId }),
    { discard: true },
  );

/** A setup intent for the card form, recorded as the seller's: only its card can be saved. */
export const createSetupIntent = (db: MockDb, userId: string): Effect.Effect<SetupIntent> =>
  Effect.gen(function* () {
    const setupIntentId = newId('seti');
    const createdAt = yield* nowIso;
    yield* fromDb(() => db.setupIntents.create({ setupIntentId, userId, createdAt }));
    return { setupIntentId, clientSecret: `${setupIntentId}_secret_${newToken().slice(5, 29)}` };
  });

/**
 * Whether Stripe attached this payment method to the seller through one of their setup intents,
 * as a real backend asks Stripe (the payment method's customer). In mock builds the id names its
 * setup intent; a setup intent attaches one card, so a second id naming it is refused too.
 */
const setUpBySeller = (db: MockDb, userId: string, paymentMethodId: string): boolean => {
  const setupIntentId = setupIntentOfTestPaymentMethod(paymentMethodId);
  if (setupIntentId === null) return false;
  if (!db.setupIntents.findFirst((q) => q.where({ setupIntentId, userId }))) return false;
  return db.cards
    .findMany((q) => q.where({ userId }))
    .every(
      (card) =>
        card.paymentMethodId === paymentMethodId ||
        setupIntentOfTestPaymentMethod(card.paymentMethodId) !== setupIntentId,
    );
};

/**
 * Saves the setup intent's card; the first card (or makeDefault) becomes the only default. Saving
 * twice is idempotent. A payment method no setup intent of this seller attached (made up, or
 * another seller's) is refused, and nothing is saved.
 */
export const saveCard = (db: MockDb, user: StoredUser, body: SaveCardBody): Effect.Effect<SavedCard, CardNotSetUp> =>
  Effect.gen(function* () {
    const existing = db.cards.findFirst((q) => q.where({ userId: user.id, paymentMethodId: body.paymentMethodId }));
    if (existing) return existing;
    if (!setUpBySeller(db, user.id, body.paymentMethodId)) {
      return yield* new CardNotSetUp({ paymentMethodId: body.paymentMethodId });
    }
    const isFirst = db.cards.findMany((q) => q.where({ userId: user.id })).length === 0;
    const createdAt = yield* nowIso;
    const card = yield* fromDb(() =>
      db.cards.create(
        createCard({
          // What Stripe reports for the card: brand, last four and expiry, read from the test id.
          ...readTestPaymentMethodId(body.paymentMethodId),
          paymentMethodId: body.paymentMethodId,
          userId: user.id,
          cardholderName: fullName(user) || null,
          cardholderEmail: user.email,
          createdAt,
        }),
      ),
    );
    if (isFirst || body.makeDefault === true) yield* makeOnlyDefault(db, user.id, card.paymentMethodId);
    return db.cards.findFirst((q) => q.where({ userId: user.id, paymentMethodId: card.paymentMethodId })) ?? card;
  });

/** Removes a card; when it was the default, the newest remaining card takes over. */
export const removeCard = (
  db: MockDb,
  userId: string,
  paymentMethodId: string,
): Effect.Effect<SavedCard[], RecordNotFound> =>
  Effect.gen(function* () {
    const card = yield* findCard(db, userId, paymentMethodId);
    db.cards.delete((q) => q.where({ userId, paymentMethodId: card.paymentMethodId }));
    const [next] = listCards(db, userId);
    if (card.isDefault && next) yield* makeOnlyDefault(db, userId, next.paymentMethodId);
    return listCards(db, userId);
  });

export const setDefaultCard = (
  db: MockDb,
  userId: string,
  paymentMethodId: string,
): Effect.Effect<SavedCard[], RecordNotFound> =>
  Effect.gen(function* () {
    yield* findCard(db, userId, paymentMethodId);
    yield* makeOnlyDefault(db, userId, paymentMethodId);
    return listCards(db, userId);
  });

/** Starts the $0.50 verification charge: the card becomes Pending until its code is entered. */
export const initCardVerification = (
  db: MockDb,
  userId: string,
  paymentMethodId: string,
): Effect.Effect<CardVerification, RecordNotFound | CardUnavailable> =>
  Effect.gen(function* () {
    const card = yield* findCard(db, userId, paymentMethodId);
    if (card.status === 'Verified') return yield* Effect.fail(new CardUnavailable({ paymentMethodId }));
    const paymentIntentId = newId('pi');
    const pending = yield* updateCard(db, card, {
      status: 'Pending',
      activationCode: CARD_ACTIVATION_CODE,
      verificationIntentId: paymentIntentId,
    });
    return {
      card: pending,
      paymentIntentId,
      chargeAmount: CARD_VERIFICATION_CREDIT_CENTS,
      requiresAction: false,
      clientSecret: null,
    };
  });

/** Wrong codes in a row that lock a card's activation (spec 8: "Too many failures"). */
const CARD_ACTIVATION_MAX_FAILURES = 5;
const CARD_ACTIVATION_LOCKOUT_MS = DURATIONS.cardActivationLockoutMinutes * MINUTE_MS;

const withActivationLock = makeDbLock();

/** When the card's activation lock ends, or null when it is not locked now. */
const lockEnd = (card: CardRecord, now: number): number | null => {
  const until = card.activationLockedUntil === null ? null : millisOf(card.activationLockedUntil);
  return until !== null && until > now ? until : null;
};

const locked = (paymentMethodId: string, until: number, now: number): CardActivationLocked =>
  // Whole seconds, rounded up, so the screen never offers a retry the server still refuses.
  new CardActivationLocked({ paymentMethodId, retryAfterSeconds: Math.ceil((until - now) / 1000) });

/**
 * A wrong code counts against the card; the fifth in a row locks its activation for 10 minutes
 * on the clock and answers with the lock at once. A lock that has run out starts the count again.
 */
const recordWrongCode = (db: MockDb, card: CardRecord, now: number): Effect.Effect<CardRecord> => {
  const expired = card.activationLockedUntil !== null && millisOf(card.activationLockedUntil) <= now;
  const activationFailures = (expired ? 0 : card.activationFailures) + 1;
  const activationLockedUntil =
    activationFailures >= CARD_ACTIVATION_MAX_FAILURES
      ? new Date(now + CARD_ACTIVATION_LOCKOUT_MS).toISOString()
      : null;
  return updateCard(db, card, { activationFailures, activationLockedUntil });
};

/**
 * The code makes the card Verified and credits the $0.50 charge to the wallet, through the ledger.
 * While the card is locked (five wrong codes) every code is refused, the right one too, with the
 * time left; a success clears the count.
 */
export const activateCard = (
  db: MockDb,
  userId: string,
  paymentMethodId: string,
  activationCode: string,
): Effect.Effect<
  CardActivation,
  RecordNotFound | CardUnavailable | InvalidVerificationCode | CardActivationLocked | InsufficientBalance
> =>
  // One attempt at a time: codes sent at once are each counted, and the $0.50 is credited once.
  withActivationLock(
    db,
    Effect.gen(function* () {
      const now = yield* Clock.currentTimeMillis;
      const card = yield* findCard(db, userId, paymentMethodId);
      if (card.status !== 'Pending') return yield* Effect.fail(new CardUnavailable({ paymentMethodId }));
      const until = lockEnd(card, now);
      if (until !== null) return yield* Effect.fail(locked(paymentMethodId, until, now));
      if (activationCode.trim().toUpperCase() !== card.activationCode) {
        const lockedNow = lockEnd(yield* recordWrongCode(db, card, now), now);
        return yield* Effect.fail(
          lockedNow === null
            ? new InvalidVerificationCode({ paymentMethodId })
            : locked(paymentMethodId, lockedNow, now),
        );
      }
      const transaction = yield* postEntry(db, {
        userId,
        type: 'add_fund_user_balance',
        amount: CARD_VERIFICATION_CREDIT_CENTS,
        paymentMethod: 'creditCard',
        transferCode: card.verificationIntentId,
        note: `Card verification credit (${card.brand} •••• ${card.last4})`,
      });
      const verified = yield* updateCard(db, card, {
        status: 'Verified',
        verifiedAt: transaction.createdAt,
        activationCode: null,
        activationFailures: 0,
        activationLockedUntil: null,
      });
      return { card: verified, transaction };
    }),
  );

export type CardTopUpError =
  RecordNotFound | CardUnavailable | CardInsufficientFunds | AmountInvalid | AmountNotWholeNumber | InsufficientBalance;

/** Tops up with a saved, Verified card: paid at once. */
export const requestCardPayment = (
  db: MockDb,
  userId: string,
  body: CardTopUpBody,
): Effect.Effect<CardTopUpResult, CardTopUpError> =>
  Effect.gen(function* () {
    const card = yield* findCard(db, userId, body.paymentMethodId);
    if (card.status !== 'Verified') {
      return yield* Effect.fail(new CardUnavailable({ paymentMethodId: card.paymentMethodId }));
    }
    if (card.last4 === INSUFFICIENT_FUNDS_LAST4)
      return yield* Effect.fail(new CardInsufficientFunds({ last4: card.last4 }));
    const paymentIntentId = newId('pi');
    const { entry, charge } = yield* creditTopUp(db, {
      method: 'creditCard',
      userId,
      amount: body.amount,
      tip: body.tip,
      minTopUpCents: MIN_TOP_UP_CENTS,
      transferCode: paymentIntentId,
    });
    yield* fromDb(() =>
      db.payments.create(
        createPayment({
          id: entry.id,
          userId,
          charge,
          createdAt: entry.createdAt,
          details: { provider: 'stripe', paymentIntentId, paymentMethodId: card.paymentMethodId },
        }),
      ),
    );
    return {
      status: paymentResultOf(entry.status),
      charge,
      transaction: entry,
      paymentIntentId,
      requiresAction: false,
      clientSecret: null,
    };
  });

/** After 3-D Secure (never asked in the mock): answers the top-up of that payment intent. */
export const fulfillCardPayment = (
  db: MockDb,
  userId: string,
  paymentIntentId: string,
): Effect.Effect<CardTopUpResult, RecordNotFound> =>
  Effect.map(findPaymentByIntent(db, userId, paymentIntentId), ({ payment, entry }) => ({
    status: paymentResultOf(entry.status),
    charge: payment.charge,
    transaction: entry,
    paymentIntentId,
    requiresAction: false,
    clientSecret: null,
  }));

export const paymentMethodTypes = (): StripePaymentMethodOptionList => [
  {
    type: 'card',
    method: 'creditCard',
    availability: 'available',
    methodFeeBasisPoints: 0,
    currencies: ['USD'],
    cardBrands: ['visa', 'mastercard', 'amex', 'jcb'],
  },
  {
    type: 'ideal',
    method: 'ideal',
    availability: 'available',
    methodFeeBasisPoints: 0,
    currencies: ['EUR'],
    cardBrands: [],
  },
  {
    type: 'bancontact',
    method: 'bancontact',
    availability: 'available',
    methodFeeBasisPoints: 0,
    currencies: ['EUR'],
    cardBrands: [],
  },
];
