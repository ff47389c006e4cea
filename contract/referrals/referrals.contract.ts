import { c, meta } from '../common/contract-builder';
import {
  RecordReferralClickBodySchema,
  ReferralClickResultSchema,
  ReferralRewardsQuerySchema,
  ReferralRewardsSchema,
} from './referrals.schema';

export const referralsContract = c.router({
  recordReferralClick: {
    method: 'POST',
    path: '/api/referrals/click',
    summary: 'Count a visit through a referral link',
    body: RecordReferralClickBodySchema,
    responses: { 201: ReferralClickResultSchema },
    metadata: meta({ access: 'public' }),
  },
  getReferralRewards: {
    method: 'GET',
    path: '/api/referrals/rewards',
    summary: 'Referral reward statistics and paged payouts',
    query: ReferralRewardsQuerySchema,
    responses: { 200: ReferralRewardsSchema },
    metadata: meta({ access: 'user' }),
  },
});
