import { mergeGiftCodePage } from '@contract/gift-codes/gift-code-pages';
import type { GiftCodeList } from '@contract/gift-codes/gift-codes.schema';
import { giftCodesApi, partnerGiftCodesOptions } from '@/lib/queries/gift-codes';
import { giftCodesQuery, type PartnerGiftCodesSearch } from '../gift-codes-search';

/** One page of the partner's codes, as the key factory keys it. */
export const giftCodePageOptions = (partnerId: string, search: PartnerGiftCodesSearch, page = 1) =>
  partnerGiftCodesOptions(partnerId, giftCodesQuery(search, page));

/**
 * Pages 1..`pages` of the partner's codes, each cached under the key factory's own key (the
 * loader's first page is reused, and `giftCodesKeys.partnerLists()` refreshes them all),
 * folded into one list by the spec's append-or-replace rule. The fold stops at the first page
 * not loaded yet, so the rows on screen never have a gap.
 */
export const usePartnerGiftCodePages = (partnerId: string, search: PartnerGiftCodesSearch, pages: number) => {
  const first = giftCodesApi.listPartnerGiftCodes.useQuery(giftCodePageOptions(partnerId, search));
  const more = giftCodesApi.listPartnerGiftCodes.useQueries({
    queries: Array.from({ length: pages - 1 }, (_, index) => giftCodePageOptions(partnerId, search, index + 2)),
  });
  let list: GiftCodeList | null = null;
  for (const result of [first, ...more]) {
    if (!result.data) break;
    list = mergeGiftCodePage(list, result.data.body);
  }
  return {
    list,
    first,
    /** The page "Load more" asked for, while it loads or after it failed. */
    next: more.at(-1),
  };
};
