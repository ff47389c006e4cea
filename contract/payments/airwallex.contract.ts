import { c, meta } from '../common/contract-builder';
import { IdempotentHeadersSchema } from '../common/primitives.schema';
import { AirwallexPaymentRequestSchema, AirwallexTopUpBodySchema } from './airwallex.schema';

export const airwallexContract = c.router({
  requestAirwallexPayment: {
    method: 'POST',
    path: '/api/airwallex-payment/request-payment',
    summary: 'Start an Airwallex top-up; answers the hosted checkout options',
    description: 'Payment errors keep the server message for display.',
    body: AirwallexTopUpBodySchema,
    responses: { 201: AirwallexPaymentRequestSchema },
    headers: IdempotentHeadersSchema,
    metadata: meta({ access: 'user', idempotent: true, moneyAction: 'topUp' }),
  },
});
