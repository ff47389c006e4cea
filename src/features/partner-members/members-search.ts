import { DatePresetSchema } from '@contract/common/enums.schema';
import {
  MemberListQuerySchema,
  type MemberSortField,
  type SortOrder,
} from '@contract/partnership/partnership-queries.schema';
import type { z } from 'zod';
import { listSearchSchema } from '@/lib/list-search';

/**
 * `/partner-management-member`'s URL: the tab (`status`), search, filters, created-at range,
 * sort, page and page size, each validated by the contract's members query (a bad value is
 * dropped), so a shared link opens the same view. A date preset stays a preset in the link,
 * so "Last 7 days" still means the last 7 days when the link is opened later.
 */
export const MembersSearchSchema = listSearchSchema(MemberListQuerySchema).extend({
  datePreset: DatePresetSchema.optional().catch(undefined),
});
export type MembersSearch = z.infer<typeof MembersSearchSchema>;

/** The order a link without `sortBy`/`order` shows: the contract's defaults. */
export const DEFAULT_SORT: { sortBy: MemberSortField; order: SortOrder } = {
  sortBy: MemberListQuerySchema.shape.sortBy.parse(undefined),
  order: MemberListQuerySchema.shape.order.parse(undefined),
};

/** Whether the URL narrows the list (the tab aside), which decides which empty state shows. */
export const isFiltered = (search: MembersSearch): boolean =>
  [
    search.search,
    search.verifyStatus,
    search.planStatus,
    search.currentPlan,
    search.datePreset,
    search.from,
    search.to,
  ].some((value) => value !== undefined);

/** The link's search once the filters are cleared: the tab, sort and page size stay. */
export const withoutFilters = ({ status, sortBy, order, limit }: MembersSearch): MembersSearch => ({
  status,
  sortBy,
  order,
  limit,
});
