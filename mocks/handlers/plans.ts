import { contract } from '@contract';
import { Effect } from 'effect';
import { userHandler, type HandlerContext, respond } from '../http';
import { listInvoices, listPlans, listTransitions, listValidPrices, mySubscription } from '../rules/subscriptions';
import { advanceSubscriptions } from '../rules/subscriptions/advance';
import { cancelSubscription, subscribe } from '../rules/subscriptions/changes';

const routes = contract.plans;

/** Time passes lazily: the caller's subscription is brought up to the clock before `read` answers. */
const caughtUp = <A>({ db, clock }: Pick<HandlerContext, 'db' | 'clock'>, userId: string, read: () => A) =>
  Effect.map(advanceSubscriptions(db, clock.now(), { userId }), read);

export const plansHandlers = [
  userHandler(routes.listPlans, () => ({ status: 200, body: listPlans() })),
  userHandler(routes.listValidPrices, ({ db, clock, user }) =>
    respond(
      200,
      caughtUp({ db, clock }, user.id, () => listValidPrices(db, user.id)),
    ),
  ),
  userHandler(routes.getMySubscription, ({ db, clock, user }) =>
    respond(
      200,
      caughtUp({ db, clock }, user.id, () => mySubscription(db, user.id)),
    ),
  ),
  userHandler(routes.subscribePlan, ({ db, user, body }) => respond(201, subscribe(db, user.id, body))),
  userHandler(routes.cancelMySubscription, ({ db, user, body }) =>
    respond(200, cancelSubscription(db, user.id, body.reason)),
  ),
  userHandler(routes.listSubscriptionTransitions, ({ db, clock, user, query }) =>
    respond(
      200,
      caughtUp({ db, clock }, user.id, () => listTransitions(db, user.id, query)),
    ),
  ),
  userHandler(routes.listInvoices, ({ db, clock, user, query }) =>
    respond(
      200,
      caughtUp({ db, clock }, user.id, () => listInvoices(db, user.id, query)),
    ),
  ),
];
