import { c, meta } from '../common/contract-builder';
import { IdempotentHeadersSchema } from '../common/primitives.schema';
import { PayfastPaymentRequestSchema, PayfastTopUpBodySchema } from './payfast.schema';

export const payfastContract = c.router({
  requestPayfastPayment: {
    method: 'POST',
    path: '/api/payfast-payment/request-payment',
    summary: 'Start a PayFast top-up; answers the URL and form fields to post',
    description: 'Payment errors keep the server message for display.',
    body: PayfastTopUpBodySchema,
    responses: { 201: PayfastPaymentRequestSchema },
    headers: IdempotentHeadersSchema,
    metadata: meta({ access: 'user', idempotent: true, moneyAction: 'topUp' }),
  },
});
