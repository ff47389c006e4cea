import { contract } from '@contract';
import { userHandler } from '../http';
import { requestOutcome } from '../idempotency';

const routes = contract.idempotency;

export const idempotencyHandlers = [
  userHandler(routes.getRequestOutcome, ({ db, clock, user, params }) => ({
    status: 200,
    body: requestOutcome(db, clock, user.id, params.key),
  })),
];
