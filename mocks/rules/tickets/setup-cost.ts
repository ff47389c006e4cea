import { Effect } from 'effect';
import { makeDbLock } from '../db-lock';
import type { MockDb } from '../../db';
import { type RecordNotFound } from '../../errors';
import { configurationOf } from '../../factories/configuration';
import { createTicket, type TicketRecord } from '../../factories/ticket';
import { fromDb, nowIso } from '../effect-runtime';
import { type InsufficientBalance } from '../ledger/errors';
import { TicketInProcess, TicketNotOpen } from './errors';
import { newId } from '../ids';
import { postEntry } from '../ledger';
import { userOf } from '../users';
import { type SeedIds, isOpenTicket, openTicketOf, updateTicket } from './records';

/* ---------- Setup cost ---------- */

/* One permit per db around the setup cost's checks, debit and ticket: two requests at once cannot both pay it. */
const withSetupCostLock = makeDbLock();

/**
 * The one-time setup cost (configuration `setupCostCents`), paid from the wallet when the
 * seller asks: one setup_cost entry debits it and the ticket, carrying the cost, waits for the
 * admin. An open setup-cost ticket blocks another, a paid or waived cost is not asked again,
 * and a wallet that cannot cover it refuses the debit, so no ticket is created.
 */
export const paySetupCost = (
  db: MockDb,
  userId: string,
  input: { note: string | null } & SeedIds,
): Effect.Effect<TicketRecord, RecordNotFound | TicketInProcess | TicketNotOpen | InsufficientBalance> =>
  withSetupCostLock(
    db,
    Effect.gen(function* () {
      const user = yield* userOf(db, userId);
      const own = db.tickets.findMany((q) => q.where({ userId, type: 'setup_cost' }));
      const inProcess = own.find((ticket) => isOpenTicket(ticket.status));
      if (inProcess) return yield* Effect.fail(new TicketInProcess({ ticketId: inProcess.id }));
      // Paid (or waived) once is enough: the setup cost is one-time.
      if (user.setupCostPaid) {
        const settled = own.find((ticket) => ticket.status === 'done' || ticket.status === 'skipped');
        return yield* Effect.fail(new TicketNotOpen({ ticketId: settled?.id ?? userId, status: 'done' }));
      }
      const cost = configurationOf(db).setupCostCents;
      const ticketId = input.ticketId ?? newId('tkt');
      // A free setup cost moves no money, so it has no entry.
      if (cost > 0) {
        yield* postEntry(db, {
          id: input.entryId,
          userId,
          type: 'setup_cost',
          amount: -cost,
          note: `Setup cost ticket ${ticketId}`,
        });
      }
      const now = yield* nowIso;
      return yield* fromDb(() =>
        db.tickets.create(
          createTicket({
            id: ticketId,
            userId,
            type: 'setup_cost',
            status: 'pending',
            amount: cost,
            note: input.note,
            createdAt: now,
            updatedAt: now,
          }),
        ),
      );
    }),
  );

/** Gives back what a setup-cost ticket debited: one setup_cost entry of +amount, naming the ticket. */
export const reverseSetupCost = (
  db: MockDb,
  ticket: TicketRecord,
  entryId: string | undefined,
): Effect.Effect<void, InsufficientBalance | RecordNotFound> =>
  ticket.amount === null || ticket.amount === 0
    ? Effect.void
    : Effect.asVoid(
        postEntry(db, {
          id: entryId,
          userId: ticket.userId,
          type: 'setup_cost',
          amount: ticket.amount,
          note: `reversed: ${ticket.id}`,
        }),
      );

export const markSetupCostPaid = (db: MockDb, userId: string) =>
  fromDb(() =>
    db.users.update((q) => q.where({ id: userId }), {
      data(draft) {
        draft.setupCostPaid = true;
      },
    }),
  );

export const skipSetupCost = (
  db: MockDb,
  ticketId: string,
  ids: Pick<SeedIds, 'entryId'> = {},
): Effect.Effect<TicketRecord, RecordNotFound | TicketNotOpen | InsufficientBalance> =>
  Effect.gen(function* () {
    const ticket = yield* openTicketOf(db, ticketId);
    if (ticket.type !== 'setup_cost') {
      return yield* Effect.fail(new TicketNotOpen({ ticketId, status: ticket.status }));
    }
    const now = yield* nowIso;
    yield* reverseSetupCost(db, ticket, ids.entryId);
    yield* markSetupCostPaid(db, ticket.userId);
    return yield* updateTicket(db, ticket.id, (draft) => {
      draft.status = 'skipped';
      draft.adminSkipped = true;
      draft.updatedAt = now;
    });
  });
