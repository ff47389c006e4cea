import type { AdAccountListQuerySchema } from '@contract/ad-accounts/ad-accounts.schema';
import { MAX_PAGE_SIZE } from '@contract/common/paging.schema';
import {
  TransactionListQuerySchema,
  type TransactionListQuery,
} from '@contract/transactions/transaction-list-query.schema';
import { z } from 'zod';
import { listSearchSchema } from '@/lib/list-search';

/** The sections of `/payment`, one tab each; the refunds tab exists only with the refund flag. */
export const WalletTabSchema = z.enum(['allocation', 'history', 'refunds', 'methods']);
export type WalletTab = z.infer<typeof WalletTabSchema>;

/** The tab a link without `?tab=` (or with a bad one) opens. */
const DEFAULT_WALLET_TAB: WalletTab = 'allocation';

/**
 * `/payment`'s URL search: the tab, the history's group, filters, search and paging (the
 * contract's transaction query fields), so a shared link opens the same view; a bad value is
 * dropped. `page` and `limit` belong to the open tab's list.
 */
export const WalletSearchSchema = listSearchSchema(
  TransactionListQuerySchema.pick({
    group: true,
    type: true,
    status: true,
    datePreset: true,
    from: true,
    to: true,
    search: true,
    page: true,
    limit: true,
  }),
).extend({ tab: WalletTabSchema.optional().catch(undefined) });
export type WalletSearch = z.infer<typeof WalletSearchSchema>;

export const walletTabOf = (search: Pick<WalletSearch, 'tab'>): WalletTab => search.tab ?? DEFAULT_WALLET_TAB;

/** The URL of another tab: each starts on its first page, unfiltered; the default tab leaves `?tab=` out. */
export const searchForWalletTab = (tab: WalletTab): WalletSearch => ({
  tab: tab === DEFAULT_WALLET_TAB ? undefined : tab,
});

/** The history page a URL asks for; a custom from/to range wins over a preset, as on the server. */
export const historyQuery = (search: WalletSearch): z.input<typeof TransactionListQuerySchema> => {
  const custom = search.from !== undefined || search.to !== undefined;
  const query: Partial<TransactionListQuery> = {
    group: search.group,
    type: search.type,
    status: search.status,
    search: search.search,
    page: search.page,
    limit: search.limit,
  };
  return custom ? { ...query, from: search.from, to: search.to } : { ...query, datePreset: search.datePreset };
};

/**
 * The allocation table: every opened ad account, whatever its status, on one page (a seller
 * has at most 20, the overall limit), so the total held in ad accounts is exact.
 */
export const allocationQuery = (): z.input<typeof AdAccountListQuerySchema> => ({
  tab: 'approved',
  limit: MAX_PAGE_SIZE,
});
