import { contract } from '@contract';
import { userHandler } from '../http';
import { createBusinessCentreFor, listBusinessCentres } from '../rules/ad-accounts';
import { runRule } from '../rules/effect-runtime';

const routes = contract.businessCentres;

export const businessCentresHandlers = [
  userHandler(routes.createBusinessCentre, async ({ db, clock, user, body }) => ({
    status: 201,
    body: await runRule(createBusinessCentreFor(db, user.id, body), { clock }),
  })),
  userHandler(routes.listBusinessCentres, async ({ db, clock, user, query }) => ({
    status: 200,
    body: await runRule(listBusinessCentres(db, user.id, query), { clock }),
  })),
];
