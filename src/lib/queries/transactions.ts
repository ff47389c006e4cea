import { withApiOptions } from '@contract/common/api-router';
import { transactionsContract } from '@contract/transactions/transactions.contract';
import { TransactionListQuerySchema, type TransactionListQuery } from '@contract/transactions/transactions.schema';
import type { z } from 'zod';
import { createDomainApi } from '@/lib/api';

export const transactionsApi = createDomainApi(withApiOptions(transactionsContract));

export const transactionsKeys = {
  all: ['transactions'] as const,
  lists: () => [...transactionsKeys.all, 'list'] as const,
  list: (query: TransactionListQuery) => [...transactionsKeys.lists(), query] as const,
  /** Reads composed from every page of a list (the dashboard's daily movements). */
  summaries: () => [...transactionsKeys.all, 'summary'] as const,
  summary: (name: string) => [...transactionsKeys.summaries(), name] as const,
  usedPaymentMethods: () => [...transactionsKeys.all, 'used-payment-methods'] as const,
  refundRequests: () => [...transactionsKeys.all, 'refund-request'] as const,
  refundRequest: (ticketId: string) => [...transactionsKeys.refundRequests(), ticketId] as const,
};

/** One page of wallet moves; the contract fills page and page size. */
export const listTransactionsOptions = (search: z.input<typeof TransactionListQuerySchema>) => {
  const query = TransactionListQuerySchema.parse(search);
  return { queryKey: transactionsKeys.list(query), queryData: { query } };
};

/** The methods the seller topped up with, most recently used first. */
export const usedPaymentMethodsOptions = () => ({ queryKey: transactionsKeys.usedPaymentMethods() });

/**
 * One move read back by its id (the list's search matches ids), as the payment result pages
 * need it; a list key, so whatever refreshes the history refreshes it too.
 */
export const transactionByIdOptions = (id: string) => listTransactionsOptions({ search: id, limit: 20 });

/** A refund request with the receiving details given, by its request_refund ticket id. */
export const refundRequestOptions = (ticketId: string) => ({
  queryKey: transactionsKeys.refundRequest(ticketId),
  queryData: { params: { id: ticketId } },
});
