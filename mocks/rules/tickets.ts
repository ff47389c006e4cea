import type {
  CreateTicketBody,
  TicketList,
  TicketListQuery,
  TicketVerification,
} from '@contract/tickets/tickets.schema';
import { Effect } from 'effect';
import { TicketMethodNotAllowed } from './tickets/errors';
import type { MockDb } from '../db';
import { RecordNotFound } from '../errors';
import { createTicket, type TicketRecord } from '../factories/ticket';
import { checkAdAccountCreation, ownBusinessCentre, type CreationError } from './ad-accounts';
import { fromDb, nowIso } from './effect-runtime';
import { type InsufficientBalance, type AmountInvalid, type AmountNotWholeNumber } from './ledger/errors';
import { type TicketInProcess, type TicketNotOpen } from './tickets/errors';
import { newId } from './ids';
import { recordUnsettledTopUp } from './ledger';
import { newestFirst, paged, whereEqual } from './list';
import { userOf } from './users';
import { requestRefund } from './tickets/refunds';
import { paySetupCost } from './tickets/setup-cost';
import { type ApproveTicketError, approveTicket } from './tickets/admin';
import { isOpenTicket, isSettledTicket } from './tickets/records';

/*
 * Tickets (spec sections 3, 4, 5): requests an admin settles. A ticket moves no money while
 * it is pending or processing, except the setup cost, which the wallet pays when it is asked
 * for; the admin rules below (for a future admin panel) settle tickets, and any money they
 * move is a ledger entry.
 */

/* ---------- Creating a ticket ---------- */

export type CreateTicketError =
  | CreationError
  | InsufficientBalance
  | AmountInvalid
  | AmountNotWholeNumber
  | TicketInProcess
  | TicketNotOpen
  | TicketMethodNotAllowed;

/** POST /api/tickets, by type. */
export const openTicket = (
  db: MockDb,
  userId: string,
  body: CreateTicketBody,
  settings: { minTopUpCents: number },
): Effect.Effect<TicketRecord, CreateTicketError> =>
  Effect.gen(function* () {
    yield* userOf(db, userId);
    const now = yield* nowIso;
    const base = { id: newId('tkt'), userId, status: 'pending' as const, createdAt: now, updatedAt: now };
    switch (body.type) {
      case 'recharge_user_balance': {
        const method = body.paymentMethod;
        // Tazapay is paid through its checkout; a ticket cannot say which Tazapay method was used.
        if (method === 'tazapay') {
          return yield* new TicketMethodNotAllowed({ method });
        }
        // The same amount rules as any top-up ([minimum, max], whole dollars for bank transfers),
        // and the money is in the history as pending from now on.
        const pending = yield* recordUnsettledTopUp(db, {
          userId,
          method,
          amount: body.amount,
          tip: body.tip,
          minTopUpCents: settings.minTopUpCents,
          status: 'PROCESSING',
          transferCode: body.transferCode ?? null,
        });
        return yield* fromDb(() =>
          db.tickets.create(
            createTicket({
              ...base,
              type: 'recharge_user_balance',
              amount: body.amount,
              tip: body.tip,
              paymentMethod: method,
              attachmentUrl: body.attachmentUrl ?? null,
              transferCode: body.transferCode ?? null,
              note: body.note ?? null,
              transactionId: pending.id,
            }),
          ),
        );
      }
      case 'create_ads_account': {
        yield* ownBusinessCentre(db, userId, body.businessCenterId);
        yield* checkAdAccountCreation(db, userId, { productLinkId: body.productLinkId, ...settings });
        return yield* fromDb(() =>
          db.tickets.create(
            createTicket({
              ...base,
              type: 'create_ads_account',
              adAccountDetails: {
                name: body.name,
                businessCenterId: body.businessCenterId,
                timezone: body.timezone,
                currency: body.currency,
                productLinkId: body.productLinkId,
              },
            }),
          ),
        );
      }
      case 'request_refund': {
        const { type: _type, ...refundBody } = body;
        const { ticket } = yield* requestRefund(db, userId, refundBody);
        return ticket;
      }
      case 'setup_cost':
        return yield* paySetupCost(db, userId, { note: body.note ?? null });
    }
  });

/* ---------- Reading ---------- */

/** The seller's tickets, newest first, filtered by type and status, one page. */
export const listTickets = (db: MockDb, userId: string, query: TicketListQuery): TicketList => {
  const all = db.tickets
    .findMany((q) => q.where({ userId }))
    .filter(whereEqual(query.type, (ticket) => ticket.type))
    .filter(whereEqual(query.status, (ticket) => ticket.status))
    .sort(newestFirst((ticket) => [ticket.createdAt, ticket.id]));
  return paged(all, query);
};

/**
 * GET /api/tickets/:id/verify: the seller's own ticket, whether it is settled, and the wallet
 * now. Polling an automatic ticket re-checks it with the provider, which in the mock always
 * confirms: the ticket is approved (credited through the ledger) on its first poll.
 */
export const verifyTicket = (
  db: MockDb,
  userId: string,
  ticketId: string,
  settings: { minTopUpCents: number },
): Effect.Effect<TicketVerification, ApproveTicketError> =>
  Effect.gen(function* () {
    const found = db.tickets.findFirst((q) => q.where({ id: ticketId, userId }));
    if (!found) return yield* Effect.fail(new RecordNotFound({ entity: 'ticket', id: ticketId }));
    const ticket = found.auto && isOpenTicket(found.status) ? yield* approveTicket(db, found.id, settings) : found;
    const user = yield* userOf(db, userId);
    return { ticket, settled: isSettledTicket(ticket.status), walletBalance: user.balance };
  });
