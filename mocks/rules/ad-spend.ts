import { acceptsMoney, autoTopUpFiresNow } from '@contract/ad-accounts/ad-account-rules';
import { nextBusinessMidnight } from '@contract/common/business-calendar';
import { Effect } from 'effect';
import { DAY_MS } from '../clock';
import type { MockDb } from '../db';
import type { AdAccountRecord, AdSpendRecord } from '../factories/ad-account';
import { applyAdAccountMove, withAdAccountLock } from './ad-account-money';
import { atInstant, fromDb } from './effect-runtime';
import { calendarDay } from './ledger/history';
import { notify } from './notifications';

/*
 * Ad spend over simulated time (spec sections 2 "Dashboard" and 3 "Ad account"). An approved ad
 * account that holds money spends its daily budget, never more than it holds; each piece of
 * spend is an `adSpend` record and the account's `cost` is their sum. Budget days run from the
 * account's opening (so a seed spends the same cents whatever the hour it runs) and pieces are
 * cut at midnight in Vietnam (so a calendar day's spend is a sum of whole pieces). An auto
 * top-up runs the moment the balance falls below its threshold. Seeds, the clock of the
 * scenario panel, the simulation and every wallet ↔ ad account move sync spend the same way.
 */

/** FNV-1a: a budget day's variation is the same on every run. */
const hash32 = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
};

type Budgeted = Pick<AdAccountRecord, 'userId' | 'name' | 'dailyBudget' | 'createdAt'>;

/**
 * What tells an account's days apart: its owner and name. Not its id (an id made at run time is
 * random, and a simulation must spend the same on every run of a seed) nor its opening (a seed
 * dates it from the hour it runs, and must spend the same at any hour).
 */
const seedOf = (account: Pick<AdAccountRecord, 'userId' | 'name'>): string => `${account.userId}/${account.name}`;

/** A budget day spends 70% to 130% of the daily budget, the same for the same account and day. */
const budgetOfDay = (account: Budgeted, day: number): number =>
  Math.floor((account.dailyBudget * (7_000 + (hash32(`${seedOf(account)}:${day}`) % 6_001))) / 10_000);

/** A new account's daily budget when nobody set one: $20 to $80, drawn like `budgetOfDay`. */
export const defaultDailyBudget = (account: Pick<AdAccountRecord, 'userId' | 'name'>): number =>
  2_000 + (hash32(seedOf(account)) % 61) * 100;

const dayIndexAt = (account: Budgeted, at: number): number => Math.floor((at - Date.parse(account.createdAt)) / DAY_MS);

const dayStart = (account: Budgeted, day: number): number => Date.parse(account.createdAt) + day * DAY_MS;

/** Cents the budget day has spent by `at` (within that day); below 2^53 for any budget up to $100,000. */
const spentInDay = (account: Budgeted, day: number, at: number): number =>
  Math.floor((budgetOfDay(account, day) * (at - dayStart(account, day))) / DAY_MS);

/** What the account would spend over [from, to), both in the budget day of `from`. */
const plannedSpend = (account: Budgeted, from: number, to: number): number => {
  const day = dayIndexAt(account, from);
  return spentInDay(account, day, to) - spentInDay(account, day, from);
};

/** The first instant after `from` (in its budget day) by which the account has spent `cents`. */
const spentBy = (account: Budgeted, from: number, cents: number): number => {
  const day = dayIndexAt(account, from);
  const target = spentInDay(account, day, from) + cents;
  return dayStart(account, day) + Math.ceil((target * DAY_MS) / budgetOfDay(account, day));
};

/* ---------- Syncing ---------- */

interface Running {
  record: AdAccountRecord;
  balance: number;
  cost: number;
  /** Spend is already written up to here. */
  start: number;
  retryAt: number | null;
  pieces: Array<{ from: number; to: number; amount: number }>;
}

const addPiece = (running: Running, from: number, to: number, amount: number): void => {
  if (amount <= 0) return;
  const last = running.pieces.at(-1);
  // One record per calendar day and sync: pieces never cross a Vietnam midnight.
  if (last && last.to === from && nextBusinessMidnight(last.from) === nextBusinessMidnight(from)) {
    last.to = to;
    last.amount += amount;
  } else {
    running.pieces.push({ from, to, amount });
  }
};

/** The id of a piece of spend: its account and start, so seeds stay identical without drawing ids. */
const spendId = (adAccountId: string, from: number): string => `spd_${adAccountId}_${from.toString(36)}`;

const latestEntryAt = (db: MockDb, userId: string): number =>
  db.balanceTransactions
    .findMany((q) => q.where({ userId }))
    .reduce((latest, entry) => Math.max(latest, Date.parse(entry.createdAt)), 0);

/** Auto top-ups are named by their account and instant, so seeds stay identical and the system's moves are told apart. */
const AUTO_TOP_UP_ID_PREFIX = 'txn_auto_';

/** Whether a ledger entry is an auto top-up (a move of the system, not of a request). */
export const isAutoTopUp = (entry: { id: string }): boolean => entry.id.startsWith(AUTO_TOP_UP_ID_PREFIX);

/**
 * The auto top-up of a running account at `at`: the wallet pays it through the one move rule,
 * dated then. A wallet that cannot pay leaves the account waiting until its next budget day,
 * and the seller hears about it once per shortfall.
 */
const autoTopUp = (db: MockDb, running: Running, at: number): Effect.Effect<void> =>
  Effect.gen(function* () {
    const setting = running.record.autoTopUp;
    if (!setting) return;
    const moved = yield* Effect.result(
      atInstant(at)(
        applyAdAccountMove(
          db,
          { ...running.record, balance: running.balance },
          {
            type: 'transfer',
            amount: setting.amount,
            id: `${AUTO_TOP_UP_ID_PREFIX}${running.record.id}_${at.toString(36)}`,
            note: 'Auto top-up',
          },
        ),
      ),
    );
    if (moved._tag === 'Success') {
      running.record = moved.success.adAccount;
      running.balance += setting.amount;
      running.retryAt = null;
      yield* atInstant(at)(
        notify(db, {
          userId: running.record.userId,
          template: 'autoTopUpDone',
          subject: { kind: 'transaction', id: moved.success.transaction.id },
        }),
      );
      return;
    }
    if (running.retryAt === null) {
      yield* atInstant(at)(
        notify(db, {
          userId: running.record.userId,
          template: 'autoTopUpFailed',
          subject: { kind: 'adAccount', id: running.record.id },
        }),
      );
    }
    // The next budget day, not the next midnight: a seed must not depend on the hour it runs.
    running.retryAt = dayStart(running.record, dayIndexAt(running.record, at) + 1);
  });

const belowThreshold = (running: Running): boolean =>
  running.record.autoTopUp !== null &&
  autoTopUpFiresNow({ balance: running.balance, threshold: running.record.autoTopUp.threshold });

/**
 * Brings one user's ad accounts up to `until`: spend written piece by piece, auto top-ups at
 * the instant each balance falls below its threshold. All the user's accounts move in one
 * timeline, so the wallet's entries are posted in the order they are dated; a top-up due
 * before the user's latest wallet entry waits for it. Callers hold no ad-account lock.
 */
export const syncUserAdSpend = (db: MockDb, userId: string, until: number): Effect.Effect<void> =>
  withAdAccountLock(db, syncUnlocked(db, userId, until));

/** `syncUserAdSpend` for callers that already hold the ad-account lock (a transfer). */
export const syncUnlocked = (db: MockDb, userId: string, until: number): Effect.Effect<void> =>
  Effect.gen(function* () {
    const accounts = db.adAccounts.findMany((q) => q.where({ userId }));
    const running: Running[] = [];
    for (const record of accounts) {
      const start = Date.parse(record.spendAccruedThrough);
      if (start > until) continue;
      if (acceptsMoney(record.status)) {
        const retryAt = record.autoTopUpRetryAt === null ? null : Date.parse(record.autoTopUpRetryAt);
        running.push({ record, balance: record.balance, cost: record.cost, start, retryAt, pieces: [] });
      } else if (start < until) {
        // Only an approved account spends; one approved later starts from then.
        yield* fromDb(() =>
          db.adAccounts.update(record, {
            data(draft) {
              draft.spendAccruedThrough = new Date(until).toISOString();
            },
          }),
        );
      }
    }
    if (running.length === 0) return;

    // Only an auto top-up posts to the wallet: the ledger is read only when one may run.
    const walletFloor = running.some((account) => account.record.autoTopUp !== null) ? latestEntryAt(db, userId) : 0;
    const mayTopUp = (account: Running, at: number): boolean =>
      at >= walletFloor && (account.retryAt === null || account.retryAt <= at) && belowThreshold(account);
    const idle = (account: Running, at: number): boolean =>
      account.balance === 0 && (account.record.autoTopUp === null || (account.retryAt ?? at) >= until);

    let at = Math.min(...running.map((account) => account.start));
    while (at < until) {
      const active = running.filter((account) => account.start <= at);
      if (active.length === running.length && active.every((account) => idle(account, at))) break;
      for (const account of active) if (mayTopUp(account, at)) yield* autoTopUp(db, account, at);

      let next = Math.min(until, nextBusinessMidnight(at));
      if (walletFloor > at) next = Math.min(next, walletFloor);
      for (const account of running) {
        if (account.start > at) {
          next = Math.min(next, account.start);
          continue;
        }
        next = Math.min(next, dayStart(account.record, dayIndexAt(account.record, at) + 1));
        if (account.retryAt !== null && account.retryAt > at) next = Math.min(next, account.retryAt);
      }
      // The instant a balance falls below its threshold ends the step: its top-up runs then.
      for (const account of active) {
        const setting = account.record.autoTopUp;
        if (!setting || belowThreshold(account)) continue;
        const fallsBelow = account.balance - setting.threshold + 1;
        if (fallsBelow <= account.balance && plannedSpend(account.record, at, next) >= fallsBelow) {
          next = Math.min(next, spentBy(account.record, at, fallsBelow));
        }
      }
      for (const account of active) {
        const amount = Math.min(plannedSpend(account.record, at, next), account.balance);
        addPiece(account, at, next, amount);
        account.balance -= amount;
        account.cost += amount;
      }
      at = next;
    }
    for (const account of running) if (mayTopUp(account, until)) yield* autoTopUp(db, account, until);

    for (const account of running) {
      const retryAt = account.retryAt === null ? null : new Date(account.retryAt).toISOString();
      // An account that spent nothing keeps its mark: from there it has nothing to spend.
      const unchanged =
        account.pieces.length === 0 &&
        account.balance === account.record.balance &&
        retryAt === account.record.autoTopUpRetryAt;
      if (unchanged) continue;
      for (const piece of account.pieces) {
        const record: AdSpendRecord = {
          id: spendId(account.record.id, piece.from),
          userId,
          adAccountId: account.record.id,
          from: new Date(piece.from).toISOString(),
          to: new Date(piece.to).toISOString(),
          amount: piece.amount,
        };
        yield* fromDb(() => db.adSpend.create(record));
      }
      yield* fromDb(() =>
        db.adAccounts.update((q) => q.where({ id: account.record.id }), {
          data(draft) {
            draft.balance = account.balance;
            draft.cost = account.cost;
            draft.spendAccruedThrough = new Date(until).toISOString();
            draft.autoTopUpRetryAt = retryAt;
          },
        }),
      );
    }
  });

/** An account that may spend or top up: approved, with money or an auto top-up. */
const maySpend = (account: AdAccountRecord): boolean =>
  acceptsMoney(account.status) && (account.balance > 0 || account.autoTopUp !== null);

/** Every user's ad accounts up to `until` (the clock moved). */
export const syncAllAdSpend = (db: MockDb, until: number): Effect.Effect<void> =>
  Effect.gen(function* () {
    const owners = new Set(
      db.adAccounts
        .all()
        .filter((account) => maySpend(account) && Date.parse(account.spendAccruedThrough) < until)
        .map((account) => account.userId),
    );
    for (const userId of owners) yield* syncUserAdSpend(db, userId, until);
  });

/* ---------- Reading: every spend figure is a sum of these records ---------- */

export interface SpendFilter {
  userId?: string;
  adAccountId?: string;
  /** Pieces that end after this instant (inclusive bounds on the piece's end). */
  endsFrom?: number;
  endsTo?: number;
}

/** Cents of spend matching the filter: a piece counts by the instant it ends. */
export const spendOf = (db: MockDb, filter: SpendFilter): number => {
  const where = {
    ...(filter.userId === undefined ? {} : { userId: filter.userId }),
    ...(filter.adAccountId === undefined ? {} : { adAccountId: filter.adAccountId }),
  };
  let total = 0;
  for (const piece of db.adSpend.findMany((q) => q.where(where))) {
    const end = Date.parse(piece.to);
    if (filter.endsFrom !== undefined && end < filter.endsFrom) continue;
    if (filter.endsTo !== undefined && end > filter.endsTo) continue;
    total += piece.amount;
  }
  return total;
};

/** Cents a user's ad accounts spent on one calendar day of a timezone (the piece's start decides its day). */
export const spendOnDay = (db: MockDb, userId: string, day: string, timeZone: string): number =>
  db.adSpend
    .findMany((q) => q.where({ userId }))
    .reduce((sum, piece) => (calendarDay(piece.from, timeZone) === day ? sum + piece.amount : sum), 0);
