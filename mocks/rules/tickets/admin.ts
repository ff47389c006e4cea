import { Effect } from 'effect';
import { TicketWithoutMethod } from './errors';
import type { BalanceTransactionRecord, MockDb } from '../../db';
import { RecordNotFound } from '../../errors';
import type { TicketRecord } from '../../factories/ticket';
import { openAdAccount } from '../ad-accounts';
import { fromDb, nowIso } from '../effect-runtime';
import { type InsufficientBalance, type AmountInvalid, type AmountNotWholeNumber } from '../ledger/errors';
import { type TicketNotOpen } from './errors';
import { closePendingTopUp, creditPendingTopUp, creditTopUp, postEntry, type TopUpMethod } from '../ledger';
import { notify } from '../notifications';
import { type SeedIds, openTicketOf, updateTicket } from './records';
import { markSetupCostPaid, reverseSetupCost } from './setup-cost';

/* ---------- Admin decisions (no route yet: the future admin panel) ---------- */

export type ApproveTicketError =
  RecordNotFound | TicketNotOpen | InsufficientBalance | AmountInvalid | AmountNotWholeNumber | TicketWithoutMethod;

/** A recharge ticket's row in the history while it waits (older tickets may have none). */
const pendingEntryOf = (db: MockDb, ticket: TicketRecord): BalanceTransactionRecord | undefined => {
  const id = ticket.transactionId;
  if (id === null) return undefined;
  const entry = db.balanceTransactions.findFirst((q) => q.where({ id }));
  return entry && (entry.status === 'PROCESSING' || entry.status === 'UNPAID') ? entry : undefined;
};

const topUpMethodOf = (ticket: TicketRecord): Effect.Effect<TopUpMethod, TicketWithoutMethod> => {
  const method = ticket.paymentMethod;
  if (method === null || method === 'tazapay') {
    return Effect.fail(new TicketWithoutMethod({ ticketId: ticket.id }));
  }
  return Effect.succeed({ method });
};

/**
 * Marks the ticket done and does what it asked: a recharge credits the wallet (a settled
 * add_fund_user_balance entry), a refund pays out the money held for it (refund_user_balance,
 * which cannot fail for lack of balance), an ad account request opens the ad account, a setup
 * cost (already debited) marks the user's setup cost paid.
 */
export const approveTicket = (
  db: MockDb,
  ticketId: string,
  settings: { minTopUpCents: number },
): Effect.Effect<TicketRecord, ApproveTicketError> =>
  Effect.gen(function* () {
    const ticket = yield* openTicketOf(db, ticketId);
    const now = yield* nowIso;
    switch (ticket.type) {
      case 'recharge_user_balance': {
        const method = yield* topUpMethodOf(ticket);
        const credit = {
          ...method,
          amount: ticket.amount ?? 0,
          tip: ticket.tip ?? 0,
          minTopUpCents: settings.minTopUpCents,
          transferCode: ticket.transferCode,
          note: `Ticket ${ticket.id}`,
        };
        const pending = pendingEntryOf(db, ticket);
        if (pending) yield* creditPendingTopUp(db, pending, credit);
        else yield* creditTopUp(db, { ...credit, userId: ticket.userId });
        return yield* updateTicket(db, ticket.id, (draft) => {
          draft.status = 'done';
          draft.updatedAt = now;
        });
      }
      case 'request_refund': {
        const refund = db.refundRequests.findFirst((q) => q.where({ ticketId: ticket.id }));
        const amount = refund?.amount ?? ticket.amount ?? 0;
        yield* postEntry(db, {
          userId: ticket.userId,
          type: 'refund_user_balance',
          amount: -amount,
          note: `Refund ticket ${ticket.id}`,
          paysHold: ticket.amount ?? amount,
        });
        yield* notify(db, {
          userId: ticket.userId,
          template: 'refundPaid',
          subject: { kind: 'ticket', id: ticket.id },
        });
        if (refund) {
          yield* fromDb(() =>
            db.refundRequests.update((q) => q.where({ id: refund.id }), {
              data(draft) {
                draft.status = 'done';
                draft.refundedAmount = amount;
                draft.updatedAt = now;
              },
            }),
          );
        }
        return yield* updateTicket(db, ticket.id, (draft) => {
          draft.status = 'done';
          draft.updatedAt = now;
        });
      }
      case 'create_ads_account': {
        const details = ticket.adAccountDetails;
        if (!details) return yield* Effect.fail(new RecordNotFound({ entity: 'adAccountDetails', id: ticket.id }));
        const account = yield* openAdAccount(db, { userId: ticket.userId, ...details });
        return yield* updateTicket(db, ticket.id, (draft) => {
          draft.status = 'done';
          draft.adAccountId = account.id;
          draft.updatedAt = now;
        });
      }
      case 'setup_cost': {
        yield* markSetupCostPaid(db, ticket.userId);
        return yield* updateTicket(db, ticket.id, (draft) => {
          draft.status = 'done';
          draft.updatedAt = now;
        });
      }
    }
  });

/**
 * Rejects an open ticket with a reason. A refund's hold is released (its cents are available
 * again); a setup cost's debit is given back, and the seller may pay again.
 */
export const rejectTicket = (
  db: MockDb,
  ticketId: string,
  reason: string,
  ids: Pick<SeedIds, 'entryId'> = {},
): Effect.Effect<TicketRecord, RecordNotFound | TicketNotOpen | InsufficientBalance> =>
  Effect.gen(function* () {
    const ticket = yield* openTicketOf(db, ticketId);
    const now = yield* nowIso;
    if (ticket.type === 'setup_cost') yield* reverseSetupCost(db, ticket, ids.entryId);
    const pending = pendingEntryOf(db, ticket);
    if (pending) yield* closePendingTopUp(db, pending, 'REJECTED');
    if (ticket.type === 'request_refund') {
      yield* fromDb(() =>
        db.refundRequests.update((q) => q.where({ ticketId: ticket.id }), {
          data(draft) {
            draft.status = 'rejected';
            draft.rejectionReason = reason;
            draft.updatedAt = now;
          },
        }),
      );
    }
    const rejected = yield* updateTicket(db, ticket.id, (draft) => {
      draft.status = 'rejected';
      draft.rejectionReason = reason;
      draft.updatedAt = now;
    });
    if (ticket.type === 'request_refund') {
      yield* notify(db, {
        userId: ticket.userId,
        template: 'refundRejected',
        subject: { kind: 'ticket', id: ticket.id },
      });
    }
    return rejected;
  });

/** An admin waives an open setup cost: the debit is given back, the ticket skipped, and the seller may go on. */
