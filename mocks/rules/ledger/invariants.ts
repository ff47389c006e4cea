import type { BalanceTransactionRecord, MockDb } from '../../db';
import { oldestFirst } from '../list';

/* ---------- Invariants ---------- */

const byPostingOrder = oldestFirst((entry: BalanceTransactionRecord) => [entry.createdAt, entry.sequence]);

/** The balance a list of entries adds up to: the sum of the settled ones. */
export const ledgerBalance = (entries: readonly Pick<BalanceTransactionRecord, 'amount' | 'status'>[]): number =>
  entries.reduce((sum, entry) => (entry.status === 'PAID' ? sum + entry.amount : sum), 0);

export interface LedgerViolation {
  userId: string;
  problem:
    'balance_mismatch' | 'negative_balance' | 'negative_running_balance' | 'balance_after_mismatch' | 'not_integer';
  detail: string;
}

/**
 * Every user's stored balance is the sum of their settled entries (no opening
 * balance), never negative, and never went negative along the way; each settled
 * entry's balanceAfter is the running sum. Empty when the ledger holds.
 */
export const checkLedgerInvariant = (db: MockDb): LedgerViolation[] => {
  const violations: LedgerViolation[] = [];
  for (const user of db.users.all()) {
    const entries = db.balanceTransactions.findMany((q) => q.where({ userId: user.id })).sort(byPostingOrder);
    const report = (problem: LedgerViolation['problem'], detail: string) =>
      violations.push({ userId: user.id, problem, detail });
    if (!Number.isSafeInteger(user.balance)) report('not_integer', `balance ${user.balance}`);
    if (user.balance < 0) report('negative_balance', `balance ${user.balance}`);
    let running = 0;
    for (const entry of entries) {
      if (entry.status !== 'PAID') continue;
      running += entry.amount;
      if (running < 0) report('negative_running_balance', `${entry.id} leaves ${running}`);
      if (entry.balanceAfter !== running) {
        report('balance_after_mismatch', `${entry.id} says ${String(entry.balanceAfter)}, ledger says ${running}`);
      }
    }
    const sum = ledgerBalance(entries);
    if (sum !== user.balance) report('balance_mismatch', `stored ${user.balance}, ledger ${sum}`);
  }
  return violations;
};
