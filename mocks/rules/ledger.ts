import type { AdAccountDisplayStatus, BalanceTransactionType, PaymentStatus, TicketStatus } from '@contract';
import { adAccountMoveIssue } from '@contract/ad-accounts/ad-account-rules';
import type { TopUpCharge } from '@contract/payments/payment-common.schema';
import {
  quoteTopUpCharge,
  type TopUpAmounts,
  type TopUpMethod,
  type TopUpQuoteInput,
} from '@contract/payments/top-up-quote';
import { Effect } from 'effect';
import { makeDbLock } from './db-lock';
import type { BalanceTransactionRecord, MockDb, UserRecord } from '../db';
import { createBalanceTransaction } from '../factories/transaction';
import { fromDb, nowIso } from './effect-runtime';
import { AdAccountNotApproved } from './ad-accounts/errors';
import { AmountInvalid, AmountNotWholeNumber, InsufficientBalance } from './ledger/errors';
import type { RecordNotFound } from '../errors';
import { newId } from './ids';
import { notify } from './notifications';
import { userOf } from './users';

/*
 * The wallet ledger: every money move is an entry of `balanceTransactions`, written
 * together with the user's balance. Only settled (PAID) entries move money, and a
 * user's balance is exactly the sum of them: there is no opening balance, so a seeded
 * balance is seeded as entries. All money is integer USD cents.
 */

/* ---------- Top-up quote (the rule is the contract's, shared with the screen) ---------- */

export {
  applyBasisPoints,
  type TopUpAmounts,
  type TopUpMethod,
  type TopUpQuoteInput,
} from '@contract/payments/top-up-quote';

/** The contract's quote as an effect: its refusals become the mock's typed errors (422 with the spec's messages). */
export const quoteTopUp = (
  input: TopUpQuoteInput,
): Effect.Effect<TopUpCharge, AmountInvalid | AmountNotWholeNumber> => {
  const quoted = quoteTopUpCharge(input);
  if ('charge' in quoted) return Effect.succeed(quoted.charge);
  const { issue } = quoted;
  return issue.code === 'amount_invalid'
    ? Effect.fail(new AmountInvalid({ field: issue.field, min: issue.min, max: issue.max }))
    : Effect.fail(new AmountNotWholeNumber({ field: issue.field }));
};

/* ---------- Held and available money ---------- */

/**
 * Cents promised out and not paid yet: the amounts of the user's refund tickets waiting for an
 * admin. The wallet still holds them (the balance is the ledger's sum), but nothing else may
 * spend them, so an approval can always pay.
 */
const heldCents = (db: MockDb, userId: string): number =>
  db.tickets
    .findMany((q) => q.where({ userId, type: 'request_refund' }))
    .reduce((sum, ticket) => (isHolding(ticket.status) ? sum + (ticket.amount ?? 0) : sum), 0);

const isHolding = (status: TicketStatus): boolean => status === 'pending' || status === 'processing';

export interface Wallet {
  balance: number;
  heldBalance: number;
  availableBalance: number;
}

/** The wallet as the API shows it: the ledger's balance, what is held, and what is left to spend. */
export const walletOf = (db: MockDb, user: Pick<UserRecord, 'id' | 'balance'>): Wallet => {
  const heldBalance = heldCents(db, user.id);
  return { balance: user.balance, heldBalance, availableBalance: user.balance - heldBalance };
};

/* ---------- Posting entries ---------- */

type EntryDetails = Partial<
  Pick<
    BalanceTransactionRecord,
    'fee' | 'methodFee' | 'serviceCharge' | 'tax' | 'tip' | 'paymentMethod' | 'transferCode' | 'adAccountId' | 'note'
  >
>;

export interface PostEntryInput extends EntryDetails {
  userId: string;
  type: BalanceTransactionType;
  /** Signed change of the wallet in cents (negative leaves the wallet). */
  amount: number;
  /** Seeds pass a seeded id so they stay identical; run time draws a new one. */
  id?: string | undefined;
  /** Cents of a hold this entry pays out (a refund's approval): they may be spent by it alone. */
  paysHold?: number | undefined;
}

/*
 * One permit per db: reading the balance and writing the entry and the new balance
 * is one step, so two requests at once cannot both spend the same cents.
 */
const withLedgerLock = makeDbLock();

const nextSequence = (db: MockDb, userId: string): number =>
  db.balanceTransactions.findMany((q) => q.where({ userId })).reduce((max, entry) => Math.max(max, entry.sequence), 0) +
  1;

/**
 * Appends a settled entry and moves the user's balance by its amount, in one step.
 * Refuses (InsufficientBalance) any debit larger than the available money: the balance less
 * what is held, plus the hold this entry itself pays out.
 */
export const postEntry = (
  db: MockDb,
  input: PostEntryInput,
): Effect.Effect<BalanceTransactionRecord, InsufficientBalance | RecordNotFound> =>
  withLedgerLock(
    db,
    Effect.gen(function* () {
      const { userId, type, amount, id, paysHold, ...details } = input;
      const user = yield* userOf(db, userId);
      const balanceAfter = user.balance + amount;
      if (amount < 0) {
        const available = user.balance - heldCents(db, userId) + (paysHold ?? 0);
        if (-amount > available) {
          return yield* Effect.fail(new InsufficientBalance({ available: Math.max(available, 0), requested: -amount }));
        }
      }
      const createdAt = yield* nowIso;
      const entry = yield* fromDb(() =>
        db.balanceTransactions.create(
          createBalanceTransaction({
            ...details,
            id: id ?? newId('txn'),
            userId,
            sequence: nextSequence(db, userId),
            type,
            amount,
            status: 'PAID',
            balanceAfter,
            createdAt,
          }),
        ),
      );
      yield* fromDb(() =>
        db.users.update(user, {
          data(draft) {
            draft.balance = balanceAfter;
          },
        }),
      );
      return entry;
    }),
  );

/** Statuses that never moved money: the entry is history only (balanceAfter null). */
export type UnsettledStatus = Exclude<PaymentStatus, 'PAID'>;

/**
 * Records a top-up that has not (or will never) reach the wallet: an UNPAID or
 * PROCESSING payment, or a REJECTED or CANCELED one. The balance does not move.
 */
export const recordUnsettledTopUp = (
  db: MockDb,
  input: TopUpMethod &
    TopUpAmounts & {
      userId: string;
      status: UnsettledStatus;
      id?: string | undefined;
      transferCode?: string | null | undefined;
    },
): Effect.Effect<BalanceTransactionRecord, AmountInvalid | AmountNotWholeNumber | RecordNotFound> =>
  Effect.gen(function* () {
    const createdAt = yield* nowIso;
    const charge = yield* quoteTopUp({ ...input, at: createdAt });
    yield* userOf(db, input.userId);
    return yield* fromDb(() =>
      db.balanceTransactions.create(
        createBalanceTransaction({
          id: input.id ?? newId('txn'),
          userId: input.userId,
          sequence: nextSequence(db, input.userId),
          type: 'add_fund_user_balance',
          amount: charge.amount,
          tax: charge.tax,
          methodFee: charge.methodFee,
          tip: charge.tip,
          status: input.status,
          paymentMethod: input.method,
          transferCode: input.transferCode ?? null,
          balanceAfter: null,
          createdAt,
        }),
      ),
    );
  });

/* ---------- Top-up ---------- */

export type CreditTopUpInput = TopUpMethod &
  TopUpAmounts & {
    userId: string;
    id?: string | undefined;
    transferCode?: string | null | undefined;
    note?: string | null | undefined;
  };

/**
 * Credits a paid top-up: quotes it at the Clock's now, then appends a settled
 * add_fund_user_balance entry (+amount, with tax, method fee and tip) and raises the balance.
 */
export const creditTopUp = (
  db: MockDb,
  input: CreditTopUpInput,
): Effect.Effect<
  { entry: BalanceTransactionRecord; charge: TopUpCharge },
  AmountInvalid | AmountNotWholeNumber | InsufficientBalance | RecordNotFound
> =>
  Effect.gen(function* () {
    const at = yield* nowIso;
    const charge = yield* quoteTopUp({ ...input, at });
    const entry = yield* postEntry(db, {
      id: input.id,
      userId: input.userId,
      type: 'add_fund_user_balance',
      amount: charge.amount,
      tax: charge.tax,
      methodFee: charge.methodFee,
      tip: charge.tip,
      paymentMethod: input.method,
      transferCode: input.transferCode ?? null,
      note: input.note ?? null,
    });
    // Onboarding step 4 (depositing) is done once money reaches the wallet: 5 is requesting an ad account.
    yield* fromDb(() =>
      db.users.update((q) => q.where({ id: input.userId, onboardingStep: 4 }), {
        data(draft) {
          draft.onboardingStep = 5;
        },
      }),
    );
    yield* notify(db, {
      userId: input.userId,
      template: 'topUpSucceeded',
      subject: { kind: 'transaction', id: entry.id },
    });
    return { entry, charge };
  });

/* ---------- Pending top-ups ---------- */

/**
 * Settles a pending top-up (a payment or a recharge ticket waiting for its money): the unsettled
 * entry is replaced by the settled one `creditTopUp` posts under the same id, dated when the
 * money arrived, so the history keeps one row that turns from pending to paid and the running
 * balance stays in posting order.
 */
export const creditPendingTopUp = (
  db: MockDb,
  pending: BalanceTransactionRecord,
  input: TopUpMethod & TopUpAmounts & Pick<CreditTopUpInput, 'transferCode' | 'note'>,
): Effect.Effect<
  { entry: BalanceTransactionRecord; charge: TopUpCharge },
  AmountInvalid | AmountNotWholeNumber | InsufficientBalance | RecordNotFound
> =>
  Effect.gen(function* () {
    yield* Effect.sync(() => db.balanceTransactions.delete((q) => q.where({ id: pending.id })));
    return yield* creditTopUp(db, { ...input, id: pending.id, userId: pending.userId });
  });

/** A pending top-up that will never be paid: the row stays where it was, with its final status. */
export const closePendingTopUp = (
  db: MockDb,
  pending: BalanceTransactionRecord,
  status: 'REJECTED' | 'CANCELED',
): Effect.Effect<BalanceTransactionRecord> =>
  fromDb(() =>
    db.balanceTransactions.update((q) => q.where({ id: pending.id }), {
      data(draft) {
        draft.status = status;
      },
    }),
  ).pipe(Effect.map((updated) => updated ?? { ...pending, status }));

/* ---------- Ad accounts ---------- */

/** What the ledger needs of an ad account; the ad-accounts domain owns the record and its balance. */
export interface AdAccountRef {
  id: string;
  status: AdAccountDisplayStatus;
  /** Cents on the ad account; a withdraw cannot take more. */
  balance: number;
}

export interface AdAccountMoveInput {
  userId: string;
  adAccount: AdAccountRef;
  /** Whole dollars, from MIN_TRANSFER_CENTS to MAX_AMOUNT_CENTS (the PATCH /api/ads-accounts/:id rule). */
  amount: number;
  id?: string | undefined;
  note?: string | null;
}

export type AdAccountMoveError =
  AmountInvalid | AmountNotWholeNumber | AdAccountNotApproved | InsufficientBalance | RecordNotFound;

/** The contract's move rule (the screen's form checks the same), as the mock's domain errors. */
const checkAdAccountMove = (
  input: AdAccountMoveInput,
  available: number,
): Effect.Effect<void, AmountInvalid | AmountNotWholeNumber | AdAccountNotApproved | InsufficientBalance> => {
  const issue = adAccountMoveIssue({ amount: input.amount, status: input.adAccount.status, available });
  switch (issue?.code) {
    case undefined:
      return Effect.void;
    case 'amount_invalid':
      return Effect.fail(new AmountInvalid({ field: 'amount', min: issue.min, max: issue.max }));
    case 'not_whole_number':
      return Effect.fail(new AmountNotWholeNumber({ field: 'amount' }));
    case 'not_approved':
      return Effect.fail(new AdAccountNotApproved({ adAccountId: input.adAccount.id, status: input.adAccount.status }));
    case 'insufficient_balance':
      return Effect.fail(new InsufficientBalance({ available, requested: input.amount }));
  }
};

/** Wallet → ad account: a recharge_ads_account_balance entry of −amount. The wallet must hold the amount. */
export const transferToAdAccount = (
  db: MockDb,
  input: AdAccountMoveInput,
): Effect.Effect<BalanceTransactionRecord, AdAccountMoveError> =>
  Effect.gen(function* () {
    const user = yield* userOf(db, input.userId);
    yield* checkAdAccountMove(input, walletOf(db, user).availableBalance);
    // postEntry checks the wallet again under its lock: the ledger never goes below zero.
    return yield* postEntry(db, {
      id: input.id,
      userId: input.userId,
      type: 'recharge_ads_account_balance',
      amount: -input.amount,
      adAccountId: input.adAccount.id,
      note: input.note ?? null,
    });
  });

/** Ad account → wallet: a refund_ads_account_balance entry of +amount. The ad account must hold the amount. */
export const withdrawFromAdAccount = (
  db: MockDb,
  input: AdAccountMoveInput,
): Effect.Effect<BalanceTransactionRecord, AdAccountMoveError> =>
  Effect.gen(function* () {
    yield* checkAdAccountMove(input, input.adAccount.balance);
    return yield* postEntry(db, {
      id: input.id,
      userId: input.userId,
      type: 'refund_ads_account_balance',
      amount: input.amount,
      adAccountId: input.adAccount.id,
      note: input.note ?? null,
    });
  });
