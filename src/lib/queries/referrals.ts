import { withApiOptions } from '@contract/common/api-router';
import { referralsContract } from '@contract/referrals/referrals.contract';
import { ReferralRewardsQuerySchema, type ReferralRewardsQuery } from '@contract/referrals/referrals.schema';
import type { z } from 'zod';
import { createDomainApi } from '@/lib/api';

/** The referrals domain: the visitor's click on a referral link and the seller's rewards. */
export const referralsApi = createDomainApi(withApiOptions(referralsContract));

/** Every referrals query key comes from here, so a mutation can invalidate exactly what it changes. */
const referralsKeys = {
  all: ['referrals'] as const,
  /** Every page of the rewards (statistics, monthly earnings and payouts). */
  rewardsLists: () => [...referralsKeys.all, 'rewards'] as const,
  rewards: (query: ReferralRewardsQuery) => [...referralsKeys.rewardsLists(), query] as const,
};

/** The rewards with one page of payouts; the contract fills page and page size. */
export const referralRewardsOptions = (search: z.input<typeof ReferralRewardsQuerySchema>) => {
  const query = ReferralRewardsQuerySchema.parse(search);
  return { queryKey: referralsKeys.rewards(query), queryData: { query } };
};
