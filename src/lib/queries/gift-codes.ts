import { withApiOptions } from '@contract/common/api-router';
import type { PageQuery } from '@contract/common/paging.schema';
import { giftCodesContract } from '@contract/gift-codes/gift-codes.contract';
import {
  PartnerGiftCodesQuerySchema,
  RedeemHistoryQuerySchema,
  type PartnerGiftCodesQuery,
} from '@contract/gift-codes/gift-codes.schema';
import type { z } from 'zod';
import { createDomainApi } from '@/lib/api';

/** The gift-code domain: the seller's redemptions and a partner's codes. */
export const giftCodesApi = createDomainApi(withApiOptions(giftCodesContract));

/** Every gift-code query key comes from here, so a mutation can invalidate exactly what it changes. */
export const giftCodesKeys = {
  all: ['gift-codes'] as const,
  /** Every page of the signed-in seller's redeem history. */
  redeemHistories: () => [...giftCodesKeys.all, 'redeem-history'] as const,
  redeemHistory: (query: PageQuery) => [...giftCodesKeys.redeemHistories(), query] as const,
  partnerLists: () => [...giftCodesKeys.all, 'list'] as const,
  partnerList: (partnerId: string, query: PartnerGiftCodesQuery) =>
    [...giftCodesKeys.partnerLists(), partnerId, query] as const,
};

/** One page of the seller's redemptions, newest first; the contract fills page and page size. */
export const redeemHistoryOptions = (search: z.input<typeof RedeemHistoryQuerySchema>) => {
  const query = RedeemHistoryQuerySchema.parse(search);
  return { queryKey: giftCodesKeys.redeemHistory(query), queryData: { query } };
};

/** One page of a partner's gift codes with their quantities. */
export const partnerGiftCodesOptions = (partnerId: string, search: z.input<typeof PartnerGiftCodesQuerySchema>) => {
  const query = PartnerGiftCodesQuerySchema.parse(search);
  const { unexpired, ...paging } = query;
  return {
    queryKey: giftCodesKeys.partnerList(partnerId, query),
    // The client sends the API's text ("true"), not the parsed boolean; "false" means no filter.
    queryData: {
      params: { id: partnerId },
      query: { ...paging, ...(unexpired ? { unexpired: 'true' as const } : {}) },
    },
  };
};
