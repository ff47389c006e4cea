import { contract, DEFAULT_BUSINESS_SETTINGS } from '@contract';
import { Effect } from 'effect';
import { userHandler, respond } from '../http';
import { listTickets, openTicket, verifyTicket } from '../rules/tickets';
import { latestVerification, submitVerification } from '../rules/tickets/verification';
import { openAutoTicket } from '../rules/tickets/automatic';
import { requestRefund } from '../rules/tickets/refunds';

const routes = contract.tickets;

/** The build setting behind the minimum top-up and the minimum balance of a new ad account. */
const settings = { minTopUpCents: DEFAULT_BUSINESS_SETTINGS.minTopUpCents };

export const ticketsHandlers = [
  userHandler(routes.createTicket, ({ db, user, body }) => respond(201, openTicket(db, user.id, body, settings))),
  userHandler(routes.listTickets, ({ db, user, query }) => ({ status: 200, body: listTickets(db, user.id, query) })),
  userHandler(routes.submitVerification, ({ db, user, body }) => respond(201, submitVerification(db, user.id, body))),
  userHandler(routes.getLatestVerification, ({ db, user }) => ({
    status: 200,
    body: latestVerification(db, user.id),
  })),
  userHandler(routes.createAutoTicket, ({ db, user, body }) =>
    respond(201, openAutoTicket(db, user.id, body, settings)),
  ),
  userHandler(routes.verifyTicket, ({ db, user, params }) =>
    respond(200, verifyTicket(db, user.id, params.id, settings)),
  ),
  // The refund route lives with its ticket: the request is a request_refund ticket.
  userHandler(contract.transactions.requestRefund, ({ db, user, body }) =>
    respond(
      201,
      Effect.map(requestRefund(db, user.id, body), ({ refund }) => refund),
    ),
  ),
];
