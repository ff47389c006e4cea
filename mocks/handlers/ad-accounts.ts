import { contract, DEFAULT_BUSINESS_SETTINGS } from '@contract';
import { userHandler, respond } from '../http';
import { listAdAccounts, moveAdAccountBalance, requestAdAccount, updateAutoTopUp } from '../rules/ad-accounts';

const routes = contract.adAccounts;

/** The build setting behind the minimum balance a new ad account needs. */
const settings = { minTopUpCents: DEFAULT_BUSINESS_SETTINGS.minTopUpCents };

export const adAccountsHandlers = [
  userHandler(routes.listAdAccounts, ({ db, user, query }) => ({
    status: 200,
    body: listAdAccounts(db, user.id, query),
  })),
  userHandler(routes.updateAutoTopUp, ({ db, user, body }) => respond(200, updateAutoTopUp(db, user.id, body))),
  userHandler(routes.transferAdAccountBalance, ({ db, user, params, body }) =>
    respond(200, moveAdAccountBalance(db, { userId: user.id, adAccountId: params.id, ...body })),
  ),
  userHandler(routes.requestAdAccount, ({ db, user, body }) =>
    respond(201, requestAdAccount(db, user.id, body, settings)),
  ),
];
