import { DEFAULT_BUSINESS_SETTINGS, type BalanceTransactionType, type PlanId } from '@contract';
import { BUSINESS_TIME_ZONE } from '@contract/common/business-calendar';
import type { Effect } from 'effect';
import { DAY_MS, fixedClock, type MockClock } from '../../clock';
import type { MockDb } from '../../db';
import { MockError, type DomainError } from '../../errors';
import type { AdAccountRecord } from '../../factories/ad-account';
import { moveAdAccountBalance, openAdAccount, updateAutoTopUp } from '../ad-accounts';
import { syncUserAdSpend } from '../ad-spend';
import { runRule } from '../effect-runtime';
import { advanceSubscriptions, nextSubscriptionEventAt } from '../subscriptions/advance';
import { subscribe } from '../subscriptions/changes';
import { approveTicket, rejectTicket } from '../tickets/admin';
import { paySetupCost, skipSetupCost } from '../tickets/setup-cost';
import { creditTopUp, postEntry, recordUnsettledTopUp, type TopUpMethod } from '../ledger';

/*
 * Seeding a seller's history through the same rules the handlers use, each move at its own
 * past instant: a seeded balance is the sum of its entries by construction, and between two
 * moves the ad accounts spend (and auto top-up) and the subscription ends its trial, renews
 * from the wallet or goes past due, exactly as they do when the clock moves.
 */

/** An ad account the seed opens (in a business centre the seed created). */
type SeedAdAccount = Pick<AdAccountRecord, 'id' | 'name' | 'businessCenterId'> &
  Partial<Pick<AdAccountRecord, 'dailyBudget' | 'status' | 'timezone' | 'currency'>>;

interface When {
  /** How long before the scenario clock's now (fractions give the time of day). */
  daysAgo: number;
}

export type SeedMove = When &
  (
    | (TopUpMethod & { kind: 'topUp'; amount: number; tip?: number; transferCode?: string })
    /** A top-up that never reached the wallet. One still waiting is a payment or a ticket, seeded through their rules. */
    | (TopUpMethod & { kind: 'unsettledTopUp'; amount: number; status: 'REJECTED' | 'CANCELED'; transferCode?: string })
    | { kind: 'openAdAccount'; adAccount: SeedAdAccount }
    | { kind: 'transfer' | 'withdraw'; adAccountId: string; amount: number }
    /** The seller turns auto top-up on (it fires at once if the balance is already below the threshold). */
    | { kind: 'autoTopUp'; adAccountId: string; amount: number; threshold: number }
    | { kind: 'entry'; type: BalanceTransactionType; amount: number; note?: string }
    /** The seller asks for the setup cost: the wallet pays it and a setup_cost ticket waits. */
    | { kind: 'setupCost'; note?: string }
    /** The admin settles the seller's open setup-cost ticket (reject and skip give the money back). */
    | { kind: 'setupCostDecision'; decision: 'approve' | 'skip' }
    | { kind: 'setupCostDecision'; decision: 'reject'; reason: string }
    /**
     * The seller chooses a plan (the subscribe rule): the first one starts the free trial,
     * any later one is paid from the wallet with its invoice. Renewals then follow on their own.
     */
    | { kind: 'subscribe'; planId: PlanId }
  );

export interface SeedLedgerTools {
  clock: MockClock;
  /**
   * A seeded id per record (entries "txn", setup-cost tickets "tkt", the subscription "sub", its
   * transitions "sbt" and invoices "inv"), so every run of a scenario is identical.
   */
  nextId: (prefix: 'txn' | 'tkt' | 'sub' | 'sbt' | 'inv') => string;
}

/**
 * Posts the moves in order (each one dated by its own `daysAgo`), the ad accounts spending and
 * the subscription's own events (trial end, renewals) in between and up to now, each at its
 * instant. Returns the wallet balance.
 */
export const seedLedger = async (
  db: MockDb,
  userId: string,
  moves: readonly SeedMove[],
  tools: SeedLedgerTools,
): Promise<number> => {
  const minTopUpCents = DEFAULT_BUSINESS_SETTINGS.minTopUpCents;
  const instantOf = (move: SeedMove): number => tools.clock.now() - Math.round(move.daysAgo * DAY_MS);
  // A seed that breaks a rule is a bug in the seed: say which move.
  const runAt = async <A>(label: string, at: number, rule: Effect.Effect<A, DomainError>): Promise<A> => {
    try {
      return await runRule(rule, { clock: fixedClock(at) });
    } catch (error) {
      const reason = error instanceof MockError ? error.code : String(error);
      throw new Error(`Seeding ${userId}: ${label} failed with ${reason}`, { cause: error });
    }
  };
  const run = <A>(move: SeedMove, rule: Effect.Effect<A, DomainError>): Promise<A> =>
    runAt(`${move.kind} ${move.daysAgo} days ago`, instantOf(move), rule);

  // Up to `until`: the ad accounts spend, and each subscription event runs at its own instant.
  const catchUp = async (label: string, until: number): Promise<void> => {
    for (let due = nextSubscriptionEventAt(db, userId); due !== null && due <= until;) {
      await runAt(label, due, syncUserAdSpend(db, userId, due));
      await runAt(label, due, advanceSubscriptions(db, due, { userId, ids: tools.nextId }));
      due = nextSubscriptionEventAt(db, userId);
    }
    await runAt(label, until, syncUserAdSpend(db, userId, until));
  };

  for (const move of moves) {
    await catchUp(`${move.kind} ${move.daysAgo} days ago`, instantOf(move));
    // Opening an account draws no id: its id is the seed's own; a plan draws the ids it needs.
    const id =
      move.kind === 'openAdAccount' || move.kind === 'autoTopUp' || move.kind === 'subscribe'
        ? undefined
        : tools.nextId('txn');
    switch (move.kind) {
      case 'topUp':
        await run(move, creditTopUp(db, { ...move, userId, id, minTopUpCents }));
        break;
      case 'unsettledTopUp':
        await run(move, recordUnsettledTopUp(db, { ...move, userId, id, minTopUpCents }));
        break;
      case 'openAdAccount':
        await run(
          move,
          openAdAccount(db, { userId, timezone: BUSINESS_TIME_ZONE, currency: 'USD', ...move.adAccount }),
        );
        break;
      case 'transfer':
      case 'withdraw':
        await run(
          move,
          moveAdAccountBalance(db, { userId, adAccountId: move.adAccountId, type: move.kind, amount: move.amount, id }),
        );
        break;
      case 'autoTopUp':
        await run(
          move,
          updateAutoTopUp(db, userId, {
            adAccountId: move.adAccountId,
            enabled: true,
            amount: move.amount,
            threshold: move.threshold,
          }),
        );
        break;
      case 'entry':
        await run(move, postEntry(db, { id, userId, type: move.type, amount: move.amount, note: move.note ?? null }));
        break;
      case 'setupCost':
        await run(
          move,
          paySetupCost(db, userId, { note: move.note ?? null, ticketId: tools.nextId('tkt'), entryId: id }),
        );
        break;
      case 'setupCostDecision': {
        // At most one setup-cost ticket is open at a time: the one this decision settles.
        const open = db.tickets.findFirst((q) => q.where({ userId, type: 'setup_cost', status: 'pending' }), {
          strict: true,
        });
        switch (move.decision) {
          case 'approve':
            await run(move, approveTicket(db, open.id, { minTopUpCents }));
            break;
          case 'skip':
            await run(move, skipSetupCost(db, open.id, { entryId: id }));
            break;
          case 'reject':
            await run(move, rejectTicket(db, open.id, move.reason, { entryId: id }));
            break;
        }
        break;
      }
      case 'subscribe':
        await run(move, subscribe(db, userId, { planId: move.planId }, { ids: tools.nextId }));
        break;
    }
  }
  await catchUp('up to now', tools.clock.now());
  return db.users.findFirst((q) => q.where({ id: userId }), { strict: true }).balance;
};
