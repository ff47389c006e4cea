import type { QueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { WalletPage } from '@/features/wallet/components/wallet-page';
import { refundHistoryOptions } from '@/features/wallet/refunds/refund-queries';
import {
  allocationQuery,
  historyQuery,
  walletTabOf,
  WalletSearchSchema,
  type WalletSearch,
} from '@/features/wallet/wallet-search';
import { isFeatureOn } from '@/lib/feature-flags';
import { loadScreenNamespaces } from '@/lib/i18n';
import { adAccountsApi, listAdAccountsOptions } from '@/lib/queries/ad-accounts';
import { listTransactionsOptions, transactionsApi, usedPaymentMethodsOptions } from '@/lib/queries/transactions';
import { ticketsApi } from '@/lib/queries/tickets';
import { meOptions, usersApi } from '@/lib/queries/users';

/** The open tab's list, in the cache before the tab draws. */
const warmTab = async (queryClient: QueryClient, search: WalletSearch): Promise<unknown> => {
  switch (walletTabOf(search)) {
    case 'allocation':
      return adAccountsApi
        .forClient(queryClient)
        .listAdAccounts.ensureQueryData(listAdAccountsOptions(allocationQuery()));
    case 'history':
      return transactionsApi
        .forClient(queryClient)
        .listTransactions.ensureQueryData(listTransactionsOptions(historyQuery(search)));
    case 'refunds':
      return isFeatureOn('refund')
        ? ticketsApi.forClient(queryClient).listTickets.ensureQueryData(refundHistoryOptions(search))
        : undefined;
    case 'methods':
      return transactionsApi.forClient(queryClient).listUsedPaymentMethods.ensureQueryData(usedPaymentMethodsOptions());
  }
};

export const Route = createFileRoute('/_auth/_verified/payment/')({
  staticData: { titleKey: 'payment' },
  validateSearch: WalletSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps, cause }) => {
    // A list shows its own error with a retry: its failure does not fail the page.
    const list = warmTab(queryClient, deps).catch(() => undefined);
    // A new filter, page or tab on the open screen shows the table's veil, never the page skeleton.
    if (cause === 'stay') return;
    await Promise.all([
      // The allocation table's money dialogs are the ad-account screen's, with its texts.
      loadScreenNamespaces('wallet', 'transactions', 'invoice', 'refunds', 'ad-accounts'),
      usersApi.forClient(queryClient).getMe.ensureQueryData(meOptions()),
      list,
    ]);
  },
  component: WalletPage,
});
