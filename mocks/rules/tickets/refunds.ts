import type { RequestRefundBody } from '@contract/transactions/transactions.schema';
import { Effect } from 'effect';
import type { MockDb } from '../../db';
import { RecordNotFound } from '../../errors';
import { createTicket, type RefundRequestRecord, type TicketRecord } from '../../factories/ticket';
import { fromDb, nowIso } from '../effect-runtime';
import { InsufficientBalance } from '../ledger/errors';
import { newId } from '../ids';
import { findBankByBin } from '../payments/local-banks';
import { walletOf } from '../ledger';
import { userOf } from '../users';

/* ---------- Refunds ---------- */

/**
 * A refund request and its request_refund ticket, both pending. No money moves now, but the
 * amount is held from then on (`walletOf`): it must fit in the available money, and nothing
 * else can spend it before an admin decides.
 */
export const requestRefund = (
  db: MockDb,
  userId: string,
  body: RequestRefundBody,
): Effect.Effect<{ ticket: TicketRecord; refund: RefundRequestRecord }, RecordNotFound | InsufficientBalance> =>
  Effect.gen(function* () {
    const { receiving } = body;
    // A Vietnamese bank is one of the local-bank list (GET /api/local-banks), by its BIN.
    if (receiving.method === 'bank' && receiving.scheme === 'vn_local' && !findBankByBin(receiving.bankBin)) {
      return yield* Effect.fail(new RecordNotFound({ entity: 'localBank', id: receiving.bankBin }));
    }
    const user = yield* userOf(db, userId);
    const available = walletOf(db, user).availableBalance;
    if (body.amount > available) {
      return yield* Effect.fail(new InsufficientBalance({ available: Math.max(available, 0), requested: body.amount }));
    }
    const now = yield* nowIso;
    const ticket = yield* fromDb(() =>
      db.tickets.create(
        createTicket({
          id: newId('tkt'),
          userId,
          type: 'request_refund',
          status: 'pending',
          amount: body.amount,
          createdAt: now,
          updatedAt: now,
        }),
      ),
    );
    const refund = yield* fromDb(() =>
      db.refundRequests.create({
        id: newId('rfd'),
        userId,
        amount: body.amount,
        refundedAmount: null,
        reason: body.reason,
        reasonDetail: body.reasonDetail ?? null,
        receiving: body.receiving,
        status: 'pending',
        rejectionReason: null,
        ticketId: ticket.id,
        createdAt: now,
        updatedAt: now,
      }),
    );
    return { ticket, refund };
  });

/**
 * The seller's refund request by its own id (the one the request answers) or by the id of its
 * request_refund ticket (what the history lists, so the screen opens it from a row).
 */
export const refundRequestOf = (
  db: MockDb,
  userId: string,
  id: string,
): Effect.Effect<RefundRequestRecord, RecordNotFound> => {
  const refund =
    db.refundRequests.findFirst((q) => q.where({ id, userId })) ??
    db.refundRequests.findFirst((q) => q.where({ ticketId: id, userId }));
  return refund ? Effect.succeed(refund) : Effect.fail(new RecordNotFound({ entity: 'refundRequest', id }));
};
