import { ReferralRewardsQuerySchema } from '@contract/referrals/referral-rewards-query.schema';
import { z } from 'zod';
import { listSearchSchema } from '@/lib/list-search';

/**
 * `/referral`'s URL: the payouts' status filter, page and page size (the contract's rewards
 * query), so a shared link opens the same view; a bad value is dropped.
 */
export const ReferralSearchSchema = listSearchSchema(ReferralRewardsQuerySchema);

/** `/affiliate`'s tabs, in the order they show; the partner tab exists only with the partnership flag. */
export const AFFILIATE_TABS = ['earn', 'partner', 'community'] as const;
export const AffiliateTabSchema = z.enum(AFFILIATE_TABS);
export type AffiliateTab = z.infer<typeof AffiliateTabSchema>;

/** The tab a link without `?tab=` (or with a bad one) opens. */
export const DEFAULT_AFFILIATE_TAB: AffiliateTab = 'earn';

export const AffiliateSearchSchema = z.object({ tab: AffiliateTabSchema.optional().catch(undefined) });
export type AffiliateSearch = z.infer<typeof AffiliateSearchSchema>;

/** The URL of a tab: the default tab leaves `?tab=` out. */
export const searchForAffiliateTab = (tab: AffiliateTab): AffiliateSearch => ({
  tab: tab === DEFAULT_AFFILIATE_TAB ? undefined : tab,
});
