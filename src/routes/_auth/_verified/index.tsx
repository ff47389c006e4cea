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
  loader: async ({ context: { queryClient }, deps }) => {
    const users = usersApi.forClient(queryClient);
    const me = (await users.getMe.ensureQueryData(meOptions())).body;
    // The figures and lists start here and are waited for by the page (its skeleton shows in
    // the shell meanwhile); the chart reads a month of history and waits in its own section.
    void users.getReport.prefetchQuery(reportOptions());
    void adAccountsApi
      .forClient(queryClient)
      .listAdAccounts.prefetchQuery(listAdAccountsOptions(dashboardAdAccountsQuery(deps)));
    void queryClient.prefetchQuery(walletMovementsOptions());
    await Promise.all([loadScreenNamespaces('dashboard'), isOnboarding(me) ? loadStepGuide(queryClient) : null]);
  },
  component: Dashboard,
});
