import { AdAccountListQuerySchema } from '@contract/ad-accounts/ad-account-list-query.schema';
import type { z } from 'zod';
import { listSearchSchema } from '@/lib/list-search';

/** The dashboard's ad-account list: the approved tab, searched from the URL. */
const DASHBOARD_AD_ACCOUNTS_PAGE_SIZE = 5;

/** The dashboard's URL: the ad-account search and its page, so a link reproduces the view. */
export const DashboardSearchSchema = listSearchSchema(AdAccountListQuerySchema.pick({ search: true, page: true }));
export type DashboardSearch = z.infer<typeof DashboardSearchSchema>;

/** The approved ad accounts the dashboard lists for a URL. */
export const dashboardAdAccountsQuery = (search: DashboardSearch) => ({
  tab: 'approved' as const,
  search: search.search,
  page: search.page,
  limit: DASHBOARD_AD_ACCOUNTS_PAGE_SIZE,
});
