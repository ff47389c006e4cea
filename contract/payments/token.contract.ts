import { c, meta } from '../common/contract-builder';
import { IdempotentHeadersSchema, IdPathParamsSchema } from '../common/primitives.schema';
import {
  FulfillTokenPaymentBodySchema,
  TokenTopUpBodySchema,
  UsdtPaymentListSchema,
  UsdtPaymentSchema,
  UsdtVerificationSchema,
} from './token.schema';

export const tokenContract = c.router({
  listMiningTransactions: {
    method: 'GET',
    path: '/api/token-payment/transaction/mining',
    summary: "The user's USDT payments waiting for block confirmations",
    responses: { 200: UsdtPaymentListSchema },
    metadata: meta({ access: 'user' }),
  },
  requestTokenPayment: {
    method: 'POST',
    path: '/api/token-payment/request-payment',
    summary: 'Start a USDT top-up: wallet address, QR code and expiry',
    description: 'Payment errors keep the server message for display.',
    body: TokenTopUpBodySchema,
    responses: { 201: UsdtPaymentSchema },
    headers: IdempotentHeadersSchema,
    metadata: meta({ access: 'user', idempotent: true, moneyAction: 'topUp' }),
  },
  fulfillTokenPayment: {
    method: 'POST',
    path: '/api/token-payment/transaction/:id/fulfill-payment',
    summary: 'Submit the transaction hash and sender address of a USDT top-up',
    pathParams: IdPathParamsSchema,
    body: FulfillTokenPaymentBodySchema,
    responses: { 200: UsdtPaymentSchema },
    headers: IdempotentHeadersSchema,
    metadata: meta({ access: 'user', idempotent: true, moneyAction: 'topUp' }),
  },
  verifyTokenPayment: {
    method: 'POST',
    path: '/api/token-payment/transaction/:id/verify',
    summary: 'Re-check the submitted hash of a USDT top-up on chain',
    pathParams: IdPathParamsSchema,
    body: c.noBody(),
    responses: { 200: UsdtVerificationSchema },
    metadata: meta({ access: 'user' }),
  },
  requestAutoTokenPayment: {
    method: 'POST',
    path: '/api/token-payment/auto/request-payment',
    summary: 'Start a USDT top-up whose transfer the server detects by itself',
    description: 'Payment errors keep the server message for display (spec section 8, automatic USDT).',
    body: TokenTopUpBodySchema,
    responses: { 201: UsdtPaymentSchema },
    headers: IdempotentHeadersSchema,
    metadata: meta({ access: 'user', idempotent: true, moneyAction: 'topUp' }),
  },
});
