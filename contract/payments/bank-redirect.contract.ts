import { c, meta } from '../common/contract-builder';
import { IdempotentHeadersSchema } from '../common/primitives.schema';
import { BankRedirectPaymentRequestSchema, BankRedirectTopUpBodySchema } from './bank-redirect.schema';

export const bankRedirectContract = c.router({
  requestBankRedirectPayment: {
    method: 'POST',
    path: '/api/bank-redirect/request-payment',
    summary: 'Start an iDEAL or Bancontact top-up; answers the bank redirect URL',
    description: 'Payment errors keep the server message for display.',
    body: BankRedirectTopUpBodySchema,
    responses: { 201: BankRedirectPaymentRequestSchema },
    headers: IdempotentHeadersSchema,
    metadata: meta({ access: 'user', idempotent: true, moneyAction: 'topUp' }),
  },
});
