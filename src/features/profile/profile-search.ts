import { RedeemHistoryQuerySchema } from '@contract/gift-codes/gift-code-queries.schema';
import { z } from 'zod';
import { listSearchSchema, pageOf } from '@/lib/list-search';

/** The profile's tabs, in the order they show (spec section 2, "Profile tabs"). */
export const PROFILE_TABS = ['business', 'contact', 'security', 'redeem'] as const;
export const ProfileTabSchema = z.enum(PROFILE_TABS);
export type ProfileTab = z.infer<typeof ProfileTabSchema>;

/** The tab a link without `?tab=` (or with a bad one) opens. */
const DEFAULT_PROFILE_TAB: ProfileTab = 'business';

/**
 * `/profile`'s URL: the tab, and the redeem history's page and page size, so a shared link
 * opens the same view; a bad value is dropped and the page still opens.
 */
export const ProfileSearchSchema = listSearchSchema(RedeemHistoryQuerySchema).extend({
  tab: ProfileTabSchema.optional().catch(undefined),
});
export type ProfileSearch = z.infer<typeof ProfileSearchSchema>;

export const profileTabOf = (search: Pick<ProfileSearch, 'tab'>): ProfileTab => search.tab ?? DEFAULT_PROFILE_TAB;

/** The redeem-history page a URL asks for. */
export const redeemHistoryQuery = (search: Pick<ProfileSearch, 'page' | 'limit'>) => pageOf(search);

/**
 * The URL of another tab: the default tab leaves `?tab=` out, and the history's paging
 * only stays while the redeem tab is open.
 */
export const searchForTab = (search: ProfileSearch, tab: ProfileTab): ProfileSearch =>
  tab === 'redeem'
    ? { ...search, tab }
    : { ...search, tab: tab === DEFAULT_PROFILE_TAB ? undefined : tab, page: undefined, limit: undefined };
