import {
  MemberAdAccountListQuerySchema,
  MemberProductLinkListQuerySchema,
} from '@contract/partnership/partnership-queries.schema';
import { z } from 'zod';
import { listSearchSchema } from '@/lib/list-search';

/** The tabs of a member's page. */
export const MemberTabSchema = z.enum(['ad-accounts', 'product-links']);
export type MemberTab = z.infer<typeof MemberTabSchema>;

/** The tab a link without `?tab=` (or with a bad one) opens. */
const DEFAULT_MEMBER_TAB: MemberTab = 'ad-accounts';

/**
 * `/member/$id`'s URL search: the tab, and the ad-account list's search, status, page and page
 * size, so a shared link opens the same view; a bad value is dropped.
 */
export const MemberSearchSchema = listSearchSchema(
  MemberAdAccountListQuerySchema.pick({ search: true, status: true, page: true, limit: true }),
).extend({ tab: MemberTabSchema.optional().catch(undefined) });
export type MemberSearch = z.infer<typeof MemberSearchSchema>;

export const memberTabOf = (search: Pick<MemberSearch, 'tab'>): MemberTab => search.tab ?? DEFAULT_MEMBER_TAB;

/** The ad-account list a URL asks for (the tab is the page's, not the API's). */
export const memberAdAccountsQuery = ({
  search,
  status,
  page,
  limit,
}: MemberSearch): z.input<typeof MemberAdAccountListQuerySchema> => ({ search, status, page, limit });

/** The URL of another tab: it starts unfiltered on its first page; the default tab leaves `?tab=` out. */
export const searchForTab = (tab: MemberTab): MemberSearch => ({
  tab: tab === DEFAULT_MEMBER_TAB ? undefined : tab,
});

/** `/partner-management-product-link`'s URL search: status, search text, page and page size. */
export const MemberProductLinksSearchSchema = listSearchSchema(
  MemberProductLinkListQuerySchema.pick({ search: true, status: true, page: true, limit: true }),
);
