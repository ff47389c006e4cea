import { c, meta } from '../common/contract-builder';
import { IdempotentHeadersSchema, IdPathParamsSchema } from '../common/primitives.schema';
import { VietqrPaymentSchema, VietqrTopUpBodySchema } from './vietqr.schema';

export const vietqrContract = c.router({
  requestVietqrPayment: {
    method: 'POST',
    path: '/api/vietqr-payment/request-payment',
    summary: 'Start a bank QR top-up: QR image, account, one-time transfer content and expiry',
    description: 'Payment errors keep the server message for display.',
    body: VietqrTopUpBodySchema,
    responses: { 201: VietqrPaymentSchema },
    headers: IdempotentHeadersSchema,
    metadata: meta({ access: 'user', idempotent: true, moneyAction: 'topUp' }),
  },
  getVietqrPayment: {
    method: 'GET',
    path: '/api/vietqr-payment/transactions/:id',
    summary: 'A bank QR top-up with its status and current transfer content code',
    pathParams: IdPathParamsSchema,
    responses: { 200: VietqrPaymentSchema },
    metadata: meta({ access: 'user' }),
  },
  cancelVietqrPayment: {
    method: 'POST',
    path: '/api/vietqr-payment/transactions/:id/cancel',
    summary: 'Cancel an unpaid bank QR top-up',
    pathParams: IdPathParamsSchema,
    body: c.noBody(),
    responses: { 200: VietqrPaymentSchema },
    metadata: meta({ access: 'user' }),
  },
  refreshVietqrTransferCode: {
    method: 'POST',
    path: '/api/vietqr-payment/transactions/:id/refresh-code',
    summary: 'Issue a new one-time transfer content code and QR for an unpaid bank QR top-up',
    pathParams: IdPathParamsSchema,
    body: c.noBody(),
    responses: { 200: VietqrPaymentSchema },
    metadata: meta({ access: 'user' }),
  },
});
