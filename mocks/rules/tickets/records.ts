import type { TicketStatus } from '@contract';
import { Effect } from 'effect';
import type { MockDb } from '../../db';
import { RecordNotFound } from '../../errors';
import type { TicketRecord } from '../../factories/ticket';
import { fromDb } from '../effect-runtime';
import { TicketNotOpen } from './errors';

/** An admin has not settled it yet. */
export const isOpenTicket = (status: TicketStatus): boolean => status === 'pending' || status === 'processing';

/** Done, rejected or skipped: the poller stops. */
export const isSettledTicket = (status: TicketStatus): boolean => !isOpenTicket(status);

/* ---------- Lookups ---------- */

const ticketOf = (db: MockDb, ticketId: string): Effect.Effect<TicketRecord, RecordNotFound> => {
  const ticket = db.tickets.findFirst((q) => q.where({ id: ticketId }));
  return ticket ? Effect.succeed(ticket) : Effect.fail(new RecordNotFound({ entity: 'ticket', id: ticketId }));
};

export const openTicketOf = (
  db: MockDb,
  ticketId: string,
): Effect.Effect<TicketRecord, RecordNotFound | TicketNotOpen> =>
  Effect.flatMap(ticketOf(db, ticketId), (ticket) =>
    isOpenTicket(ticket.status)
      ? Effect.succeed(ticket)
      : Effect.fail(new TicketNotOpen({ ticketId, status: ticket.status })),
  );

export const updateTicket = (db: MockDb, ticketId: string, change: (draft: TicketRecord) => void) =>
  fromDb(() =>
    db.tickets.update((q) => q.where({ id: ticketId }), {
      strict: true,
      data(draft) {
        change(draft);
      },
    }),
  );

/** Ids a seed passes so every run of it is identical; at run time new ones are drawn. */
export interface SeedIds {
  ticketId?: string | undefined;
  entryId?: string | undefined;
}
