import { c, meta } from '../common/contract-builder';
import { IdempotentHeadersSchema } from '../common/primitives.schema';
import { LianlianPaymentRequestSchema, LianlianPendingResultSchema, LianlianTopUpBodySchema } from './lianlian.schema';

export const lianlianContract = c.router({
  requestLianlianPayment: {
    method: 'POST',
    path: '/api/lianlian-payment/request-payment',
    summary: 'Start a LianLian top-up; answers the payment page URL',
    description: 'Payment errors keep the server message for display.',
    body: LianlianTopUpBodySchema,
    responses: { 201: LianlianPaymentRequestSchema },
    headers: IdempotentHeadersSchema,
    metadata: meta({ access: 'user', idempotent: true, moneyAction: 'topUp' }),
  },
  getPendingLianlianPayment: {
    method: 'GET',
    path: '/api/lianlian-payment/transactions/pending',
    summary: 'The in-progress LianLian payment, if any',
    responses: { 200: LianlianPendingResultSchema },
    metadata: meta({ access: 'user' }),
  },
});
