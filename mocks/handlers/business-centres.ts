import { contract } from '@contract';
import { userHandler, respond } from '../http';
import { createBusinessCentreFor, listBusinessCentres } from '../rules/ad-accounts/business-centres';

const routes = contract.businessCentres;

export const businessCentresHandlers = [
  userHandler(routes.createBusinessCentre, ({ db, user, body }) =>
    respond(201, createBusinessCentreFor(db, user.id, body)),
  ),
  userHandler(routes.listBusinessCentres, ({ db, user, query }) =>
    respond(200, listBusinessCentres(db, user.id, query)),
  ),
];
