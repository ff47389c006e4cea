import { createFileRoute } from '@tanstack/react-router';
import { walletMovementsOptions } from '@/features/dashboard/api/dashboard-queries';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { dashboardAdAccountsQuery, DashboardSearchSchema } from '@/features/dashboard/dashboard-search';
import { StepGuide } from '@/features/onboarding/components/step-guide';
import { isOnboarding } from '@/features/onboarding/guide-steps';
import { loadStepGuide } from '@/features/onboarding/onboarding-route';
import { loadScreenNamespaces } from '@/lib/i18n';
import { adAccountsApi, listAdAccountsOptions } from '@/lib/queries/ad-accounts';
import { meOptions, reportOptions, usersApi } from '@/lib/queries/users';

// The dashboard composes two features: the step guide heads it while the seller is onboarding.
const Dashboard = () => {
  const me = usersApi.getMe.useSuspenseQuery(meOptions()).data.body;
  return <DashboardPage guide={isOnboarding(me) ? <StepGuide user={me} /> : undefined} />;
};

export const Route = createFileRoute('/_auth/_verified/')({
  staticData: { titleKey: 'dashboard' },
  validateSearch: DashboardSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps, cause }) => {
    // The ad-account list shows its own error with a retry: its failure does not fail the page.
    const adAccounts = adAccountsApi
      .forClient(queryClient)
      .listAdAccounts.ensureQueryData(listAdAccountsOptions(dashboardAdAccountsQuery(deps)))
      .catch(() => undefined);
    // A new search or page on the open screen shows the table's veil, never the page skeleton.
    if (cause === 'stay') return;
    const users = usersApi.forClient(queryClient);
    const me = (await users.getMe.ensureQueryData(meOptions())).body;
    // The chart reads a month of history page by page: started here, waited for by its own
    // section (skeleton, error with retry), so it never holds the dashboard up.
    void queryClient.prefetchQuery(walletMovementsOptions());
    await Promise.all([
      loadScreenNamespaces('dashboard'),
      isOnboarding(me) ? loadStepGuide(queryClient) : null,
      users.getReport.ensureQueryData(reportOptions()),
      adAccounts,
    ]);
  },
  component: Dashboard,
});
