import { c, meta } from '../common/contract-builder';
import { IdPathParamsSchema, IdempotentHeadersSchema } from '../common/primitives.schema';
import {
  IssueInvoiceBodySchema,
  RefundRequestSchema,
  TopUpInvoiceSchema,
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
    metadata: meta({ access: 'user', idempotent: true, moneyAction: 'refund' }),
  },
  getRefundRequest: {
    method: 'GET',
    path: '/api/transactions/refund-requests/:id',
    summary:
      'A refund request with the receiving details that were given, by its id (the `id` the request-refund answer gives) or by the id of its request_refund ticket (`ticketId`, the id the history lists)',
    pathParams: IdPathParamsSchema,
    responses: { 200: RefundRequestSchema },
    metadata: meta({ access: 'user' }),
  },
  issueInvoice: {
    method: 'POST',
    path: '/api/transactions/invoices',
    summary:
      'The invoice number of settled top-ups: assigned on the first request (sequential per brand prefix and year), the same ever after',
    body: IssueInvoiceBodySchema,
    responses: { 200: TopUpInvoiceSchema },
    metadata: meta({ access: 'user' }),
  },
  listUsedPaymentMethods: {
    method: 'GET',
    path: '/api/transactions/used-payment-methods',
    summary: 'Payment methods the user has already topped up with, most recent first',
    responses: { 200: UsedPaymentMethodListSchema },
    metadata: meta({ access: 'user' }),
  },
});
