import { contract, DEFAULT_BUSINESS_SETTINGS } from '@contract';
import { userHandler } from '../http';
import { listAdAccounts, moveAdAccountBalance, requestAdAccount, updateAutoTopUp } from '../rules/ad-accounts';
import { runRule } from '../rules/effect-runtime';
import { businessCentresHandlers } from './business-centres';
import { ticketsHandlers } from './tickets';

const routes = contract.adAccounts;

/** The build setting behind the minimum balance a new ad account needs. */
const settings = { minTopUpCents: DEFAULT_BUSINESS_SETTINGS.minTopUpCents };

export const adAccountsHandlers = [
  userHandler(routes.listAdAccounts, ({ db, user, query }) => ({
    status: 200,
    body: listAdAccounts(db, user.id, query),
  })),
  userHandler(routes.updateAutoTopUp, async ({ db, clock, user, body }) => ({
    status: 200,
    body: await runRule(updateAutoTopUp(db, user.id, body), { clock }),
  })),
  userHandler(routes.transferAdAccountBalance, async ({ db, clock, user, params, body }) => ({
    status: 200,
    body: await runRule(moveAdAccountBalance(db, { userId: user.id, adAccountId: params.id, ...body }), { clock }),
  })),
  userHandler(routes.requestAdAccount, async ({ db, clock, user, body }) => ({
    status: 201,
    body: await runRule(requestAdAccount(db, user.id, body, settings), { clock }),
  })),
];

/** Ad accounts, business centres and tickets (with the refund request), registered together. */
export const adAccountsDomainHandlers = [...adAccountsHandlers, ...businessCentresHandlers, ...ticketsHandlers];
