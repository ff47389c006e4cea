import { c, meta } from '../common/contract-builder';
import { IdempotentHeadersSchema, IdPathParamsSchema } from '../common/primitives.schema';
import {
  PayoneerAccountSchema,
  PayoneerChallengeCallbackQuerySchema,
  PayoneerConnectCallbackQuerySchema,
  PayoneerConnectSchema,
  PayoneerPaymentSchema,
  PayoneerTopUpBodySchema,
} from './payoneer.schema';

export const payoneerContract = c.router({
  connectPayoneer: {
    method: 'POST',
    path: '/api/billings/payoneer/connect',
    summary: 'Start connecting a Payoneer account; answers the consent page URL',
    body: c.noBody(),
    responses: { 200: PayoneerConnectSchema },
    metadata: meta({ access: 'user' }),
  },
  disconnectPayoneer: {
    method: 'POST',
    path: '/api/billings/payoneer/disconnect',
    summary: 'Disconnect the Payoneer account',
    body: c.noBody(),
    responses: { 200: PayoneerAccountSchema },
    metadata: meta({ access: 'user' }),
  },
  getPayoneerBalances: {
    method: 'GET',
    path: '/api/billings/payoneer/balances',
    summary: 'The Payoneer account: connection, e-mail and balances',
    responses: { 200: PayoneerAccountSchema },
    metadata: meta({ access: 'user' }),
  },
  handlePayoneerConnectCallback: {
    method: 'GET',
    path: '/api/billings/payoneer/connect-callback',
    summary: 'Finish connecting Payoneer with the code from the consent page',
    description:
      '200 with the account when the dashboard relays the callback parameters; 302 to /payment/add-fund?method=payoneer&step=pay when the browser lands here directly.',
    query: PayoneerConnectCallbackQuerySchema,
    responses: { 200: PayoneerAccountSchema, 302: c.noBody() },
    metadata: meta({ access: 'public' }),
  },
  requestPayoneerPayment: {
    method: 'POST',
    path: '/api/payoneer-payment/request-payment',
    summary: 'Start a top-up from a Payoneer balance',
    description:
      'Insufficient funds answers error.payoneer_insufficient_funds. Payment errors keep the server message for display.',
    body: PayoneerTopUpBodySchema,
    responses: { 201: PayoneerPaymentSchema },
    headers: IdempotentHeadersSchema,
    metadata: meta({ access: 'user', idempotent: true, moneyAction: 'topUp' }),
  },
  confirmPayoneerPayment: {
    method: 'POST',
    path: '/api/payoneer-payment/transactions/:id/confirm',
    summary: 'Confirm a Payoneer top-up; may ask for a challenge',
    pathParams: IdPathParamsSchema,
    body: c.noBody(),
    responses: { 200: PayoneerPaymentSchema },
    headers: IdempotentHeadersSchema,
    metadata: meta({ access: 'user', idempotent: true, moneyAction: 'topUp' }),
  },
  handlePayoneerChallengeCallback: {
    method: 'GET',
    path: '/api/payoneer-payment/transactions/:id/challenge/callback',
    summary: 'Finish a Payoneer top-up after its challenge',
    description:
      '200 with the payment when the dashboard relays the callback parameters; 302 to /payment/success?transactionId=:id or /payment/failed?transactionId=:id when the browser lands here directly.',
    pathParams: IdPathParamsSchema,
    query: PayoneerChallengeCallbackQuerySchema,
    responses: { 200: PayoneerPaymentSchema, 302: c.noBody() },
    metadata: meta({ access: 'public' }),
  },
});
