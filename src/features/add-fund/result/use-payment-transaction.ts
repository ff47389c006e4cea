import type { PaymentStatus } from '@contract/common/enums.schema';
import { transactionByIdOptions, transactionsApi } from '@/lib/queries/transactions';

const SETTLED: ReadonlySet<PaymentStatus> = new Set(['PAID', 'REJECTED', 'CANCELED']);
const POLL_MS = 3_000;

/**
 * The payment behind a result page, read from the API (never trusted from the URL); read
 * again every few seconds until the provider has settled it.
 */
export const usePaymentTransaction = (transactionId: string) =>
  transactionsApi.listTransactions.useQuery({
    ...transactionByIdOptions(transactionId),
    select: (data) => data.body.content.find((entry) => entry.id === transactionId) ?? null,
    refetchInterval: (query) => {
      const entry = query.state.data?.body.content.find((item) => item.id === transactionId);
      return entry && !SETTLED.has(entry.status) ? POLL_MS : false;
    },
  });
