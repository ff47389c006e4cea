import { contract } from '@contract';
import { respond, userHandler } from '../http';
import { issueInvoiceNumber } from '../rules/ledger/invoices';
import { listTransactions, requestTimeZone, usedPaymentMethods } from '../rules/ledger/history';
import { refundRequestOf } from '../rules/tickets/refunds';

const routes = contract.transactions;

// POST /api/transactions/request-refund is answered in tickets.ts: a refund is a request_refund ticket.
export const transactionsHandlers = [
  userHandler(routes.listTransactions, ({ db, clock, user, query, request }) => ({
    status: 200,
    body: listTransactions(db, user.id, query, { now: clock.now(), timeZone: requestTimeZone(request) }),
  })),
  userHandler(routes.listUsedPaymentMethods, ({ db, user }) => ({
    status: 200,
    body: usedPaymentMethods(db, user.id),
  })),
  userHandler(routes.getRefundRequest, ({ db, user, params }) => respond(200, refundRequestOf(db, user.id, params.id))),
  userHandler(routes.issueInvoice, ({ db, user, body }) => respond(200, issueInvoiceNumber(db, user.id, body))),
];
