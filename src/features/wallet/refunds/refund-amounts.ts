import { MAX_AMOUNT_CENTS } from '@contract/common/constants';
import type { TicketStatus } from '@contract/common/enums.schema';
import type { Ticket } from '@contract/tickets/tickets.schema';

/** A refund still waiting for the admin: its amount is spoken for, though no money has moved yet. */
const OPEN_REFUND_STATUSES = ['pending', 'processing'] as const satisfies readonly TicketStatus[];
export type OpenRefundStatus = (typeof OPEN_REFUND_STATUSES)[number];

export const isOpenRefund = (ticket: Pick<Ticket, 'status'>): boolean =>
  (OPEN_REFUND_STATUSES as readonly TicketStatus[]).includes(ticket.status);

/**
 * What a new refund may ask for, in cents: the available balance the server reports (the
 * wallet less what open refunds hold; it refuses more with `error.insufficient_balance`),
 * never below 0 and never above the contract's $100,000 ceiling.
 */
export const refundableCents = (availableCents: number): number =>
  Math.min(Math.max(availableCents, 0), MAX_AMOUNT_CENTS);

/**
 * Cents refunded by a request_refund ticket: a done refund pays back the requested amount in
 * full (the server debits the wallet by exactly that), any other state nothing yet.
 */
export const refundedCents = (ticket: Pick<Ticket, 'status' | 'amount'>): number | null =>
  ticket.status === 'done' ? (ticket.amount ?? 0) : null;
