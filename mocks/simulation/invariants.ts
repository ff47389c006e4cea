import type { BalanceTransactionType } from '@contract';
import { DbSnapshotSchema, snapshotDb, type BalanceTransactionRecord, type MockDb } from '../db';
import { checkLedgerInvariant, ledgerBalance } from '../rules/ledger/invariants';
import { subjectExists } from '../rules/notifications';
import { airwallexPaymentReference, transactionHashReference } from '../rules/payments/references';

/*
 * What must hold after every step of a simulation, as lists of violations (empty when all
 * hold): money is conserved (each wallet is the sum of its ledger; each ad account holds
 * what the ledger moved onto it less what it spent, and its cost is that spend; since the
 * run began, wallets and each ad account moved by exactly the settled entries and the
 * spend), no balance is negative, ad spend never ran ahead of the money that reached the
 * account, and every record is in a state of spec section 4 (the contract's enums, which
 * the db's record schemas use). The answers' contract check happens where they are
 * received (client.ts).
 */

/** At most this many schema issues are listed; one broken record often breaks several fields. */
const MAX_STATE_ISSUES = 20;

const negativeAdAccounts = (db: MockDb): string[] =>
  db.adAccounts
    .all()
    .filter((account) => account.balance < 0)
    .map((account) => `ad account ${account.id}: negative balance ${account.balance}`);

/** Every record against the db's own schemas, whose state fields are the contract's section 4 enums. */
export const checkStates = (db: MockDb): string[] => {
  const parsed = DbSnapshotSchema.safeParse(snapshotDb(db));
  if (parsed.success) return [];
  return parsed.error.issues
    .slice(0, MAX_STATE_ISSUES)
    .map((issue) => `state: ${issue.path.map(String).join('.')}: ${issue.message}`);
};

/**
 * Each ad account against the ledger and its spend: its balance is what the settled wallet
 * moves put on it less what it spent, its cost is that spend, and, taken in time order (a
 * move when it was posted, a piece of spend when it ended), the spend never exceeded the
 * money that had reached it.
 */
const checkAdAccountMoney = (db: MockDb): string[] => {
  type Event = { at: string; amount: number };
  const events = new Map<string, Event[]>();
  const add = (adAccountId: string, event: Event) => {
    const list = events.get(adAccountId);
    if (list) list.push(event);
    else events.set(adAccountId, [event]);
  };
  for (const entry of db.balanceTransactions.all()) {
    // The wallet's change, negated: what the ad account gained.
    if (entry.status === 'PAID' && entry.adAccountId !== null && AD_ACCOUNT_MOVES.has(entry.type)) {
      add(entry.adAccountId, { at: entry.createdAt, amount: -entry.amount });
    }
  }
  const spent = new Map<string, number>();
  for (const piece of db.adSpend.all()) {
    add(piece.adAccountId, { at: piece.to, amount: -piece.amount });
    spent.set(piece.adAccountId, (spent.get(piece.adAccountId) ?? 0) + piece.amount);
  }
  const violations: string[] = [];
  for (const account of db.adAccounts.all()) {
    const timeline = (events.get(account.id) ?? []).sort((a, b) => a.at.localeCompare(b.at) || b.amount - a.amount);
    let held = 0;
    let ranAhead: string | null = null;
    for (const event of timeline) {
      held += event.amount;
      if (held < 0 && ranAhead === null) ranAhead = `spend ran ${-held} ahead of its money at ${event.at}`;
    }
    if (ranAhead !== null) violations.push(`ad account ${account.id}: ${ranAhead}`);
    if (held !== account.balance)
      violations.push(`ad account ${account.id}: balance ${account.balance}, ledger and spend say ${held}`);
    const cost = spent.get(account.id) ?? 0;
    if (cost !== account.cost)
      violations.push(`ad account ${account.id}: cost ${account.cost}, spend records say ${cost}`);
  }
  return violations;
};

/**
 * Money only: the ledger rule's own invariant (each wallet is the sum of its settled entries,
 * never negative, running balances agree) and ad account money.
 */
export const checkMoney = (db: MockDb): string[] => [
  ...checkLedgerInvariant(db).map(
    (violation) => `ledger: user ${violation.userId} ${violation.problem} (${violation.detail})`,
  ),
  ...negativeAdAccounts(db),
  ...checkAdAccountMoney(db),
];

/** The full check: money and every state. */
export const checkInvariants = (db: MockDb): string[] => [...checkMoney(db), ...checkStates(db)];

const entriesByUser = (db: MockDb): Map<string, BalanceTransactionRecord[]> => {
  const byUser = new Map<string, BalanceTransactionRecord[]>();
  for (const entry of db.balanceTransactions.all()) {
    const list = byUser.get(entry.userId);
    if (list) list.push(entry);
    else byUser.set(entry.userId, [entry]);
  }
  return byUser;
};

/**
 * The money invariants in one pass over the ledger, cheap enough for after every action:
 * `checkLedgerInvariant` looks each user's entries up separately, 0.4 s on the partner
 * scenario's 2,000 members.
 */
export const checkBalances = (db: MockDb): string[] => {
  const byUser = entriesByUser(db);
  const violations: string[] = [];
  for (const user of db.users.all()) {
    const sum = ledgerBalance(byUser.get(user.id) ?? []);
    if (sum !== user.balance) violations.push(`ledger: user ${user.id} balance ${user.balance}, ledger ${sum}`);
    if (user.balance < 0) violations.push(`ledger: user ${user.id} negative balance ${user.balance}`);
  }
  return [...violations, ...negativeAdAccounts(db)];
};

/* ---------- Money over a whole run ---------- */

/** Where the money stood when a run began. */
export interface MoneyBaseline {
  wallets: number;
  /** Each ad account's balance then. */
  adAccounts: ReadonlyMap<string, number>;
  /** Each ad account's spend then. */
  spend: ReadonlyMap<string, number>;
  /** Entries already settled then: only the others are this run's movements. */
  settledIds: ReadonlySet<string>;
}

export interface MoneyFlows {
  walletsStart: number;
  walletsEnd: number;
  adAccountsStart: number;
  adAccountsEnd: number;
  /** Cents that entered wallets during the run (settled entries above zero). */
  credited: number;
  /** Cents that left wallets during the run. */
  debited: number;
  /** Net cents and entry count per ledger type, for entries settled during the run. */
  byType: Partial<Record<BalanceTransactionType, { count: number; net: number }>>;
  /** Cents the ad accounts spent during the run. */
  adSpend: number;
}

const AD_ACCOUNT_MOVES: ReadonlySet<BalanceTransactionType> = new Set([
  'recharge_ads_account_balance',
  'refund_ads_account_balance',
]);

const sumOf = (values: Iterable<number>): number => {
  let sum = 0;
  for (const value of values) sum += value;
  return sum;
};

const spendByAccount = (db: MockDb): Map<string, number> => {
  const totals = new Map<string, number>();
  for (const piece of db.adSpend.all())
    totals.set(piece.adAccountId, (totals.get(piece.adAccountId) ?? 0) + piece.amount);
  return totals;
};

export const moneyBaseline = (db: MockDb): MoneyBaseline => ({
  wallets: sumOf(db.users.all().map((user) => user.balance)),
  adAccounts: new Map(db.adAccounts.all().map((account) => [account.id, account.balance])),
  spend: spendByAccount(db),
  settledIds: new Set(
    db.balanceTransactions
      .all()
      .filter((entry) => entry.status === 'PAID')
      .map((entry) => entry.id),
  ),
});

/**
 * What moved since the baseline, and whether it adds up: the wallets changed by exactly
 * the entries settled since, and each ad account by exactly the opposite of the wallet
 * moves naming it, less what it spent since. Per ad account, so money landing on the
 * wrong one is caught too; seeds are only compared with themselves.
 */
export const moneyFlows = (db: MockDb, baseline: MoneyBaseline): { flows: MoneyFlows; violations: string[] } => {
  const flows: MoneyFlows = {
    walletsStart: baseline.wallets,
    walletsEnd: sumOf(db.users.all().map((user) => user.balance)),
    adAccountsStart: sumOf(baseline.adAccounts.values()),
    adAccountsEnd: sumOf(db.adAccounts.all().map((account) => account.balance)),
    credited: 0,
    debited: 0,
    byType: {},
    adSpend: 0,
  };
  /** Cents each ad account should have gained: the opposite of the wallet's side. */
  const expected = new Map<string, number>();
  for (const entry of db.balanceTransactions.all()) {
    if (entry.status !== 'PAID' || baseline.settledIds.has(entry.id)) continue;
    if (entry.amount > 0) flows.credited += entry.amount;
    else flows.debited -= entry.amount;
    const byType = flows.byType[entry.type] ?? { count: 0, net: 0 };
    flows.byType[entry.type] = { count: byType.count + 1, net: byType.net + entry.amount };
    if (AD_ACCOUNT_MOVES.has(entry.type)) {
      const id = entry.adAccountId ?? '(none)';
      expected.set(id, (expected.get(id) ?? 0) - entry.amount);
    }
  }
  const violations: string[] = [];
  const walletChange = flows.walletsEnd - flows.walletsStart;
  if (walletChange !== flows.credited - flows.debited) {
    violations.push(`money: wallets changed by ${walletChange}, settled entries by ${flows.credited - flows.debited}`);
  }
  const accounts = new Map(db.adAccounts.all().map((account) => [account.id, account.balance]));
  const spendNow = spendByAccount(db);
  for (const [id, balance] of accounts) {
    const change = balance - (baseline.adAccounts.get(id) ?? 0);
    const moved = expected.get(id) ?? 0;
    const spent = (spendNow.get(id) ?? 0) - (baseline.spend.get(id) ?? 0);
    flows.adSpend += spent;
    if (change !== moved - spent)
      violations.push(`money: ad account ${id} changed by ${change}, wallet moves to it by ${moved}, spend ${spent}`);
  }
  for (const [id, moved] of expected) {
    if (!accounts.has(id)) violations.push(`money: ${moved} moved to ad account ${id}, which does not exist`);
  }
  return { flows, violations };
};

/* ---------- Held money, pending top-ups, references, notifications ---------- */

/** No refund holds more than the wallet has: held ≤ balance, so available ≥ 0, for every user. */
export const checkHeldMoney = (db: MockDb): string[] => {
  const held = new Map<string, number>();
  for (const ticket of db.tickets.all()) {
    if (ticket.type !== 'request_refund' || (ticket.status !== 'pending' && ticket.status !== 'processing')) continue;
    held.set(ticket.userId, (held.get(ticket.userId) ?? 0) + (ticket.amount ?? 0));
  }
  return db.users.all().flatMap((user) => {
    const amount = held.get(user.id) ?? 0;
    return amount > user.balance ? [`held: user ${user.id} holds ${amount} of a balance of ${user.balance}`] : [];
  });
};

/**
 * Every top-up that waits (a recharge ticket, an open payment) is a pending row of the history,
 * and every pending row belongs to one of them.
 */
export const checkPendingTopUps = (db: MockDb): string[] => {
  const violations: string[] = [];
  const status = (id: string | null) =>
    id === null ? undefined : db.balanceTransactions.findFirst((q) => q.where({ id }))?.status;
  for (const ticket of db.tickets.all()) {
    if (ticket.type !== 'recharge_user_balance' || (ticket.status !== 'pending' && ticket.status !== 'processing')) {
      continue;
    }
    const row = status(ticket.transactionId);
    if (row !== 'PROCESSING' && row !== 'UNPAID') {
      violations.push(`pending: recharge ticket ${ticket.id} waits, its history row is ${row ?? 'missing'}`);
    }
  }
  for (const payment of db.payments.all()) {
    if (status(payment.id) === undefined) violations.push(`pending: payment ${payment.id} has no history row`);
  }
  // The other way round: a pending row is a payment's or a waiting ticket's, so it can still settle or fail.
  const waiting = new Set([
    ...db.payments.all().map((payment) => payment.id),
    ...db.tickets.all().flatMap((ticket) => (ticket.transactionId === null ? [] : [ticket.transactionId])),
  ]);
  for (const entry of db.balanceTransactions.all()) {
    if ((entry.status === 'PROCESSING' || entry.status === 'UNPAID') && !waiting.has(entry.id)) {
      violations.push(`pending: history row ${entry.id} waits for nothing that can settle it`);
    }
  }
  return violations;
};

/**
 * No outside reference reached a wallet twice: each USDT hash (in its normal form) and each
 * Airwallex payment id is behind at most one settled top-up, whichever path credited it.
 */
export const checkReferencesCreditedOnce = (db: MockDb): string[] => {
  const paid = (id: string | null) =>
    id !== null && db.balanceTransactions.findFirst((q) => q.where({ id }))?.status === 'PAID';
  const credited = new Map<string, string[]>();
  const add = (reference: string, by: string) => credited.set(reference, [...(credited.get(reference) ?? []), by]);
  for (const payment of db.payments.all()) {
    if (!paid(payment.id)) continue;
    const { details } = payment;
    if (details.provider === 'token' && details.transactionHash !== null) {
      add(transactionHashReference(details.transactionHash).reference, `payment ${payment.id}`);
    }
    if (details.provider === 'airwallex')
      add(airwallexPaymentReference(details.options.paymentId).reference, `payment ${payment.id}`);
  }
  for (const ticket of db.tickets.all()) {
    if (!ticket.auto || ticket.transferCode === null || !paid(ticket.transactionId)) continue;
    const reference =
      ticket.paymentMethod === 'airWallexAuto'
        ? airwallexPaymentReference(ticket.transferCode)
        : transactionHashReference(ticket.transferCode);
    add(reference.reference, `ticket ${ticket.id}`);
  }
  return [...credited].flatMap(([reference, by]) =>
    by.length > 1 ? [`reference: ${reference} credited ${by.length} times (${by.join(', ')})`] : [],
  );
};

/** Every notification names a record that exists. */
export const checkNotificationSubjects = (db: MockDb): string[] =>
  db.notifications
    .all()
    .filter((notification) => !subjectExists(db, notification.subject))
    .map(
      (notification) =>
        `notification ${notification.id}: its ${notification.subject.kind} ${notification.subject.id} does not exist`,
    );

/** What the simulation checks at the end of every day, beside money and states. */
export const checkDailyInvariants = (db: MockDb): string[] => [
  ...checkAdAccountMoney(db),
  ...checkHeldMoney(db),
  ...checkPendingTopUps(db),
  ...checkReferencesCreditedOnce(db),
  ...checkNotificationSubjects(db),
];
