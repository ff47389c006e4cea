import { AFFILIATE_TERMS, type AffiliateTermsId } from '@contract/common/constants';

/** Basis points as a percentage (2000 → 20, 60 → 0.6). */
const percentOf = (basisPoints: number): number => basisPoints / 100;

/**
 * The figures the affiliate texts quote for one reading of spec section 9 (`VITE_AFFILIATE_TERMS`):
 * money in cents, shares in percent. The lifetime reading adds the referred spend that earns
 * the bonus and the months the ad-spend share lasts.
 */
export const affiliateTermsFigures = (id: AffiliateTermsId) => {
  const terms = AFFILIATE_TERMS[id];
  return {
    id,
    maxBonusCents: terms.maxBonusCents,
    subscriptionPercent: percentOf(terms.subscriptionShareBasisPoints),
    spendPercent: percentOf(terms.depositShareBasisPoints),
    referredSpendForBonusCents: terms.referredSpendForBonusCents,
    adSpendShareMonths: terms.adSpendShareMonths,
  };
};

/** How far the unpaid balance is towards the next payout, 0 to 100. */
export const payoutProgressPercent = (unpaidCents: number, thresholdCents: number): number =>
  thresholdCents <= 0 ? 100 : Math.min(100, Math.floor((unpaidCents / thresholdCents) * 100));
