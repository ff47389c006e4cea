import { createFileRoute } from '@tanstack/react-router';
import { MyAdAccountsPage } from '@/features/ad-accounts/components/my-ad-accounts-page';
import { adAccountListQuery, myAdAccountsTabOf } from '@/features/ad-accounts/my-ad-accounts-search';
import { MyAdAccountsSearchSchema } from '@/lib/ad-account-tabs';
import { loadScreenNamespaces } from '@/lib/i18n';
import { adAccountsApi, listAdAccountsOptions } from '@/lib/queries/ad-accounts';
import { meOptions, usersApi } from '@/lib/queries/users';

export const Route = createFileRoute('/_auth/_verified/my-ads-account/')({
  staticData: { titleKey: 'myAdsAccount' },
  // The tab is in the address so the dashboard and the step guide can link to the setup guide.
  validateSearch: MyAdAccountsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps, cause }) => {
    const tab = myAdAccountsTabOf(deps);
    // The list shows its own error with a retry: its failure does not fail the page.
    const list =
      tab === 'setup'
        ? null
        : adAccountsApi
            .forClient(queryClient)
            .listAdAccounts.ensureQueryData(listAdAccountsOptions(adAccountListQuery(tab, deps)))
            .catch(() => undefined);
    // A new search, page or tab on the open screen shows the table's veil, never the page skeleton.
    if (cause === 'stay') return;
    await Promise.all([
      loadScreenNamespaces('ad-accounts', 'ad-account-setup'),
      usersApi.forClient(queryClient).getMe.ensureQueryData(meOptions()),
      list,
    ]);
  },
  component: MyAdAccountsPage,
});
