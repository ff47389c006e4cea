import { c, meta } from '../common/contract-builder';
import { IdempotentHeadersSchema } from '../common/primitives.schema';
import { TazapayPaymentRequestSchema, TazapayPendingResultSchema, TazapayTopUpBodySchema } from './tazapay.schema';

export const tazapayContract = c.router({
  requestTazapayPayment: {
    method: 'POST',
    path: '/api/tazapay-payments/request-payments/v3',
    summary: 'Start a Tazapay top-up; answers the hosted checkout URL in data.url',
    description:
      'An in-progress Tazapay payment answers 409 error.payment_in_progress unless replaceInProgress is true. Payment errors keep the server message for display.',
    body: TazapayTopUpBodySchema,
    responses: { 201: TazapayPaymentRequestSchema },
    headers: IdempotentHeadersSchema,
    metadata: meta({ access: 'user', idempotent: true, moneyAction: 'topUp' }),
  },
  getPendingTazapayPayment: {
    method: 'GET',
    path: '/api/tazapay-payments/transactions/pending',
    summary: 'The in-progress Tazapay payment, if any, to continue or replace',
    responses: { 200: TazapayPendingResultSchema },
    metadata: meta({ access: 'user' }),
  },
});
