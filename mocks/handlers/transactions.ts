import { contract } from '@contract';
import { userHandler } from '../http';
import { listTransactions, requestTimeZone, usedPaymentMethods } from '../rules/ledger/history';

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
];
