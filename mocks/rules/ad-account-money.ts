import type { AdAccountTransferType } from '@contract';
import { Effect } from 'effect';
import { makeDbLock } from './db-lock';
import type { BalanceTransactionRecord, MockDb } from '../db';
import type { AdAccountRecord } from '../factories/ad-account';
import { fromDb } from './effect-runtime';
import { transferToAdAccount, withdrawFromAdAccount, type AdAccountMoveError } from './ledger';

/*
 * The one way money crosses between the wallet and an ad account: a ledger entry and the ad
 * account's balance, written together under one permit per db, so neither side can spend
 * the same cents twice. Transfers, withdraws and auto top-ups all come here.
 */

/** Runs a change of ad account balances alone (a transfer, a spend sync). */
export const withAdAccountLock = makeDbLock();

export interface AppliedMove {
  adAccount: AdAccountRecord;
  transaction: BalanceTransactionRecord;
}

/**
 * Wallet ↔ ad account, dated at the Clock's now: the ledger rule checks the amount, the status
 * and the paying side; the ad account's balance then moves the opposite way of the wallet.
 * Callers hold the lock (`withAdAccountLock`) and have synced the account's spend up to now.
 */
export const applyAdAccountMove = (
  db: MockDb,
  account: AdAccountRecord,
  move: { type: AdAccountTransferType; amount: number; id?: string | undefined; note?: string | null },
): Effect.Effect<AppliedMove, AdAccountMoveError> =>
  Effect.gen(function* () {
    const rule = move.type === 'transfer' ? transferToAdAccount : withdrawFromAdAccount;
    const transaction = yield* rule(db, {
      userId: account.userId,
      adAccount: account,
      amount: move.amount,
      id: move.id,
      note: move.note ?? null,
    });
    // The entry's amount is the wallet's change, so the ad account gets its negation. Callers
    // synced its spend up to now: the money it gets now is spent from now on, never before.
    const adAccount = yield* fromDb(() =>
      db.adAccounts.update((q) => q.where({ id: account.id }), {
        strict: true,
        data(draft) {
          draft.balance = account.balance - transaction.amount;
          draft.spendAccruedThrough = transaction.createdAt;
        },
      }),
    );
    return { adAccount, transaction };
  });
