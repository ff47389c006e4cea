import { DEFAULT_BUSINESS_SETTINGS, type BalanceTransactionType } from '@contract';
import type { Effect } from 'effect';
import { DAY_MS, type MockClock } from '../../clock';
import type { MockDb } from '../../db';
import type { MockError } from '../../errors';
import { runRule, type DomainError } from '../effect-runtime';
import { approveTicket, paySetupCost, rejectTicket, skipSetupCost } from '../tickets';
import {
  creditTopUp,
  postEntry,
  recordUnsettledTopUp,
  transferToAdAccount,
  withdrawFromAdAccount,
  type AdAccountRef,
  type TopUpMethod,
  type UnsettledStatus,
} from '../ledger';

/*
 * Seeding a ledger through the same rules the handlers use, each move at its own
 * past instant, so a seeded balance is the sum of its entries by construction.
 */

interface When {
  /** How long before the scenario clock's now (fractions give the time of day). */
  daysAgo: number;
}

export type SeedMove = When &
  (
    | (TopUpMethod & { kind: 'topUp'; amount: number; tip?: number; transferCode?: string })
    | (TopUpMethod & { kind: 'unsettledTopUp'; amount: number; status: UnsettledStatus; transferCode?: string })
    | { kind: 'transfer' | 'withdraw'; adAccountId: string; amount: number }
    | { kind: 'entry'; type: BalanceTransactionType; amount: number; note?: string }
    /** The seller asks for the setup cost: the wallet pays it and a setup_cost ticket waits. */
    | { kind: 'setupCost'; note?: string }
    /** The admin settles the seller's open setup-cost ticket (reject and skip give the money back). */
    | { kind: 'setupCostDecision'; decision: 'approve' | 'skip' }
    | { kind: 'setupCostDecision'; decision: 'reject'; reason: string }
  );

export interface SeedLedgerTools {
  clock: MockClock;
  /** A seeded id per record (entries "txn", setup-cost tickets "tkt"), so every run of a scenario is identical. */
  nextId: (prefix: 'txn' | 'tkt') => string;
}

/** A clock stopped at one instant. */
const clockAt = (millis: number): MockClock => ({ now: () => millis });

/** Posts the moves in order (each one dated by its own `daysAgo`). Returns the wallet balance. */
export const seedLedger = async (
  db: MockDb,
  userId: string,
  moves: readonly SeedMove[],
  tools: SeedLedgerTools,
): Promise<number> => {
  const minTopUpCents = DEFAULT_BUSINESS_SETTINGS.minTopUpCents;
  // Seeded ad accounts are approved and hold what the seed moved onto them.
  const adAccountBalances = new Map<string, number>();
  const run = <A>(move: SeedMove, rule: Effect.Effect<A, DomainError | MockError>) =>
    runRule(rule, { clock: clockAt(tools.clock.now() - Math.round(move.daysAgo * DAY_MS)) });

  for (const move of moves) {
    const id = tools.nextId('txn');
    switch (move.kind) {
      case 'topUp':
        await run(move, creditTopUp(db, { ...move, userId, id, minTopUpCents }));
        break;
      case 'unsettledTopUp':
        await run(move, recordUnsettledTopUp(db, { ...move, userId, id, minTopUpCents }));
        break;
      case 'transfer':
      case 'withdraw': {
        const held = adAccountBalances.get(move.adAccountId) ?? 0;
        const adAccount: AdAccountRef = { id: move.adAccountId, status: 'SHOW_ACCOUNT_STATUS_APPROVED', balance: held };
        const rule = move.kind === 'transfer' ? transferToAdAccount : withdrawFromAdAccount;
        await run(move, rule(db, { userId, adAccount, amount: move.amount, id }));
        adAccountBalances.set(move.adAccountId, held + (move.kind === 'transfer' ? move.amount : -move.amount));
        break;
      }
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
    }
  }
  return db.users.findFirst((q) => q.where({ id: userId }), { strict: true }).balance;
};
