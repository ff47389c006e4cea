import { AdAccountListQuerySchema, AdAccountTabSchema } from '@contract/ad-accounts/ad-account-list-query.schema';
import { z } from 'zod';
import { listSearchSchema } from '@/lib/list-search';

/** The tabs of `/my-ads-account`: the two listed by the API and the setup guide. */
export const MyAdAccountsTabSchema = z.enum([...AdAccountTabSchema.options, 'setup']);
export type MyAdAccountsTab = z.infer<typeof MyAdAccountsTabSchema>;

/**
 * `/my-ads-account`'s URL search: the tab, and the list's search, status filter (approved tab),
 * page and page size, so a shared link opens the same view; a bad value is dropped.
 */
export const MyAdAccountsSearchSchema = listSearchSchema(
  AdAccountListQuerySchema.pick({ search: true, status: true, page: true, limit: true }),
).extend({ tab: MyAdAccountsTabSchema.optional().catch(undefined) });
export type MyAdAccountsSearch = z.infer<typeof MyAdAccountsSearchSchema>;
