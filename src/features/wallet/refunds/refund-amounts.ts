import { MAX_AMOUNT_CENTS } from '@contract/common/constants';
import type { TicketStatus } from '@contract/common/enums.schema';
import type { Ticket } from '@contract/tickets/tickets.schema';

/** A refund still waiting for the admin: its amount is spoken for, though no money has moved yet. */
export const OPEN_REFUND_STATUSES = ['pending', 'processing'] as const satisfies readonly TicketStatus[];
export type OpenRefundStatus = (typeof OPEN_REFUND_STATUSES)[number];

export const isOpenRefund = (ticket: Pick<Ticket, 'status'>): boolean =>
  (OPEN_REFUND_STATUSES as readonly TicketStatus[]).includes(ticket.status);

/** Cents asked back by the refunds still open. */
export const openRefundCents = (tickets: readonly Pick<Ticket, 'status' | 'amount'>[]): number =>
  tickets.filter(isOpenRefund).reduce((sum, ticket) => sum + (ticket.amount ?? 0), 0);

/**
 * What a new refund may ask for, in cents: the wallet less the refunds still open (the server
 * refuses more with `error.insufficient_balance`), never below 0 and never above the
 * contract's $100,000 ceiling.
 */
export const availableRefundCents = (
  balanceCents: number,
  tickets: readonly Pick<Ticket, 'status' | 'amount'>[],
): number => Math.min(Math.max(balanceCents - openRefundCents(tickets), 0), MAX_AMOUNT_CENTS);

/**
 * Cents refunded by a request_refund ticket: a done refund pays back the requested amount in
 * full (the server debits the wallet by exactly that), any other state nothing yet.
 */
export const refundedCents = (ticket: Pick<Ticket, 'status' | 'amount'>): number | null =>
  ticket.status === 'done' ? (ticket.amount ?? 0) : null;
