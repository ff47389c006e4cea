import { contract, DEFAULT_BUSINESS_SETTINGS } from '@contract';
import { userHandler } from '../http';
import { runRule } from '../rules/effect-runtime';
import {
  latestVerification,
  listTickets,
  openAutoTicket,
  openTicket,
  requestRefund,
  submitVerification,
  verifyTicket,
} from '../rules/tickets';

const routes = contract.tickets;

/** The build setting behind the minimum top-up and the minimum balance of a new ad account. */
const settings = { minTopUpCents: DEFAULT_BUSINESS_SETTINGS.minTopUpCents };

export const ticketsHandlers = [
  userHandler(routes.createTicket, async ({ db, clock, user, body }) => ({
    status: 201,
    body: await runRule(openTicket(db, user.id, body, settings), { clock }),
  })),
  userHandler(routes.listTickets, ({ db, user, query }) => ({ status: 200, body: listTickets(db, user.id, query) })),
  userHandler(routes.submitVerification, async ({ db, clock, user, body }) => ({
    status: 201,
    body: await runRule(submitVerification(db, user.id, body), { clock }),
  })),
  userHandler(routes.getLatestVerification, ({ db, user }) => ({
    status: 200,
    body: latestVerification(db, user.id),
  })),
  userHandler(routes.createAutoTicket, async ({ db, clock, user, body }) => ({
    status: 201,
    body: await runRule(openAutoTicket(db, user.id, body, settings), { clock }),
  })),
  userHandler(routes.verifyTicket, async ({ db, clock, user, params }) => ({
    status: 200,
    body: await runRule(verifyTicket(db, user.id, params.id, settings), { clock }),
  })),
  // The refund route lives with its ticket: the request is a request_refund ticket.
  userHandler(contract.transactions.requestRefund, async ({ db, clock, user, body }) => ({
    status: 201,
    body: (await runRule(requestRefund(db, user.id, body), { clock })).refund,
  })),
];
