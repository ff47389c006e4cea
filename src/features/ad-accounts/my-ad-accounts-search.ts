import type { AdAccountListQuerySchema, AdAccountTab } from '@contract/ad-accounts/ad-account-list-query.schema';
import type { z } from 'zod';
import type { MyAdAccountsSearch, MyAdAccountsTab } from '@/lib/ad-account-tabs';

/** The tab a link without `?tab=` (or with a bad one) opens. */
const DEFAULT_MY_AD_ACCOUNTS_TAB: MyAdAccountsTab = 'approved';

export const myAdAccountsTabOf = (search: Pick<MyAdAccountsSearch, 'tab'>): MyAdAccountsTab =>
  search.tab ?? DEFAULT_MY_AD_ACCOUNTS_TAB;

/** The list one of the listed tabs shows for a URL; the status filter belongs to the approved tab. */
export const adAccountListQuery = (
  tab: AdAccountTab,
  search: MyAdAccountsSearch,
): z.input<typeof AdAccountListQuerySchema> => ({
  tab,
  search: search.search,
  status: tab === 'approved' ? search.status : undefined,
  page: search.page,
  limit: search.limit,
});

/** The URL of another tab: each tab starts on its first page, unfiltered; the default tab leaves `?tab=` out. */
export const searchForTab = (tab: MyAdAccountsTab): MyAdAccountsSearch => ({
  tab: tab === DEFAULT_MY_AD_ACCOUNTS_TAB ? undefined : tab,
});
