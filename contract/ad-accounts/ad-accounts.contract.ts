import { c, meta } from '../common/contract-builder';
import { IdempotentHeadersSchema, IdPathParamsSchema } from '../common/primitives.schema';
import {
  AdAccountListQuerySchema,
  AdAccountListSchema,
  AdAccountRequestSchema,
  AdAccountSchema,
  AdAccountTransferBodySchema,
  AdAccountTransferResultSchema,
  RequestAdAccountBodySchema,
  UpdateAutoTopUpBodySchema,
} from './ad-accounts.schema';

export const adAccountsContract = c.router({
  listAdAccounts: {
    method: 'GET',
    path: '/api/ads-accounts',
    summary: 'Ad accounts (approved tab) or ad account requests (in-review tab), with search',
    query: AdAccountListQuerySchema,
    responses: { 200: AdAccountListSchema },
    metadata: meta({ access: 'user' }),
  },
  updateAutoTopUp: {
    method: 'PATCH',
    path: '/api/ads-accounts/settings/auto-topup',
    summary: 'Set up, edit or turn off automatic top-up of an approved ad account',
    body: UpdateAutoTopUpBodySchema,
    responses: { 200: AdAccountSchema },
    headers: IdempotentHeadersSchema,
    metadata: meta({ access: 'user', idempotent: true, moneyAction: 'autoTopUp' }),
  },
  transferAdAccountBalance: {
    method: 'PATCH',
    path: '/api/ads-accounts/:id',
    summary: 'Move money between the wallet and an approved ad account (transfer or withdraw)',
    pathParams: IdPathParamsSchema,
    body: AdAccountTransferBodySchema,
    responses: { 200: AdAccountTransferResultSchema },
    headers: IdempotentHeadersSchema,
    metadata: meta({ access: 'user', idempotent: true, moneyAction: 'adAccountMove' }),
  },
  requestAdAccount: {
    method: 'POST',
    path: '/api/ads-accounts/request',
    summary: 'Request a new ad account (needs an approved product link, a minimum balance and plan room)',
    body: RequestAdAccountBodySchema,
    responses: { 201: AdAccountRequestSchema },
    metadata: meta({ access: 'user' }),
  },
});
