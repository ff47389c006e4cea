import { createFileRoute } from '@tanstack/react-router';
import { warmPeriodStatistics } from '@/features/partner-dashboard/api/statistics-queries';
import { PartnerDashboardPage } from '@/features/partner-dashboard/components/partner-dashboard-page';
import { statisticsQuery, statisticsToday } from '@/features/partner-dashboard/statistics-period';
import { StatisticsSearchSchema } from '@/features/partner-dashboard/statistics-search';
import { requireFeature } from '@/lib/feature-flags';
import { loadScreenNamespaces } from '@/lib/i18n';

export const Route = createFileRoute('/_auth/_verified/_partner/partner-management')({
  staticData: { titleKey: 'partnerDashboard' },
  beforeLoad: requireFeature('partnership'),
  validateSearch: StatisticsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps, cause }) => {
    const statistics = warmPeriodStatistics(queryClient, statisticsQuery(deps, statisticsToday()));
    // Another period on the open screen shows each section's skeleton, never the page skeleton.
    if (cause === 'stay') return;
    await Promise.all([loadScreenNamespaces('partner-dashboard'), statistics]);
  },
  component: PartnerDashboardPage,
});
