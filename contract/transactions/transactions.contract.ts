import { c, meta } from '../common/contract-builder';
import { IdempotentHeadersSchema } from '../common/primitives.schema';
import {
  RefundRequestSchema,
  RequestRefundBodySchema,
  TransactionListQuerySchema,
  TransactionListSchema,
  UsedPaymentMethodListSchema,
} from './transactions.schema';

export const transactionsContract = c.router({
  listTransactions: {
    method: 'GET',
    path: '/api/transactions',
    summary: 'Balance transaction history, filtered by type, history group, status and date range',
    query: TransactionListQuerySchema,
    responses: { 200: TransactionListSchema },
    metadata: meta({ access: 'user' }),
  },
  requestRefund: {
    method: 'POST',
    path: '/api/transactions/request-refund',
    summary: 'Request a refund of the wallet balance (processed in 1 to 5 working days)',
    body: RequestRefundBodySchema,
    responses: { 201: RefundRequestSchema },
    headers: IdempotentHeadersSchema,
    metadata: meta({ access: 'user', idempotent: true }),
  },
  listUsedPaymentMethods: {
    method: 'GET',
    path: '/api/transactions/used-payment-methods',
    summary: 'Payment methods the user has already topped up with, most recent first',
    responses: { 200: UsedPaymentMethodListSchema },
    metadata: meta({ access: 'user' }),
  },
});
