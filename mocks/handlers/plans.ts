import { contract } from '@contract';
import { userHandler, type HandlerContext } from '../http';
import { runRule } from '../rules/effect-runtime';
import {
  advanceSubscriptions,
  cancelSubscription,
  listInvoices,
  listPlans,
  listTransitions,
  listValidPrices,
  mySubscription,
  subscribe,
} from '../rules/subscriptions';

const routes = contract.plans;

/** Time passes lazily: the caller's subscription is brought up to the clock before answering. */
const catchUp = ({ db, clock }: Pick<HandlerContext, 'db' | 'clock'>, userId: string) =>
  runRule(advanceSubscriptions(db, clock.now(), { userId }), { clock });

export const plansHandlers = [
  userHandler(routes.listPlans, () => ({ status: 200, body: listPlans() })),
  userHandler(routes.listValidPrices, async ({ db, clock, user }) => {
    await catchUp({ db, clock }, user.id);
    return { status: 200, body: listValidPrices(db, user.id) };
  }),
  userHandler(routes.getMySubscription, async ({ db, clock, user }) => {
    await catchUp({ db, clock }, user.id);
    return { status: 200, body: mySubscription(db, user.id) };
  }),
  userHandler(routes.subscribePlan, async ({ db, clock, user, body }) => ({
    status: 201,
    body: await runRule(subscribe(db, user.id, body), { clock }),
  })),
  userHandler(routes.cancelMySubscription, async ({ db, clock, user, body }) => ({
    status: 200,
    body: await runRule(cancelSubscription(db, user.id, body.reason), { clock }),
  })),
  userHandler(routes.listSubscriptionTransitions, async ({ db, clock, user, query }) => {
    await catchUp({ db, clock }, user.id);
    return { status: 200, body: listTransitions(db, user.id, query) };
  }),
  userHandler(routes.listInvoices, async ({ db, clock, user, query }) => {
    await catchUp({ db, clock }, user.id);
    return { status: 200, body: listInvoices(db, user.id, query) };
  }),
];
