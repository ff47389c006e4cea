import { c, meta } from '../common/contract-builder';
import { IdempotentHeadersSchema, IdPathParamsSchema } from '../common/primitives.schema';
import {
  CreateAutoTicketBodySchema,
  CreateTicketBodySchema,
  LatestVerificationSchema,
  TicketListQuerySchema,
  TicketListSchema,
  TicketSchema,
  TicketVerificationSchema,
  VerificationFormSchema,
  VerificationTicketSchema,
} from './tickets.schema';

export const ticketsContract = c.router({
  createTicket: {
    method: 'POST',
    path: '/api/tickets',
    summary: 'Open a ticket: manual top-up, ad account creation, refund or setup cost',
    body: CreateTicketBodySchema,
    responses: { 201: TicketSchema },
    headers: IdempotentHeadersSchema,
    metadata: meta({ access: 'user', idempotent: true, moneyAction: 'ticket' }),
  },
  listTickets: {
    method: 'GET',
    path: '/api/tickets',
    summary: "The user's tickets, newest first, filtered by type and status",
    query: TicketListQuerySchema,
    responses: { 200: TicketListSchema },
    metadata: meta({ access: 'user' }),
  },
  submitVerification: {
    method: 'POST',
    path: '/api/tickets/verifications',
    summary: 'Submit the business verification form for admin review',
    body: VerificationFormSchema,
    responses: { 201: VerificationTicketSchema },
    metadata: meta({ access: 'user' }),
  },
  getLatestVerification: {
    method: 'GET',
    path: '/api/tickets/verifications/latest',
    summary:
      'The newest verification form the seller sent, with its review (designed addition: a rejected form reopens prefilled)',
    responses: { 200: LatestVerificationSchema },
    metadata: meta({ access: 'user' }),
  },
  createAutoTicket: {
    method: 'POST',
    path: '/api/tickets/auto',
    summary: 'Open an automatic top-up ticket that the server confirms with the payment provider',
    body: CreateAutoTicketBodySchema,
    responses: { 201: TicketSchema },
    headers: IdempotentHeadersSchema,
    metadata: meta({ access: 'user', idempotent: true, moneyAction: 'topUp' }),
  },
  verifyTicket: {
    method: 'GET',
    path: '/api/tickets/:id/verify',
    summary: "Check (poll) a ticket's state; an automatic ticket is re-checked with the provider",
    pathParams: IdPathParamsSchema,
    responses: { 200: TicketVerificationSchema },
    metadata: meta({ access: 'user' }),
  },
});
