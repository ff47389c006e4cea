import { createFileRoute } from '@tanstack/react-router';
import { ReferralPage } from '@/features/referral/components/referral-page';
import { ReferralSearchSchema } from '@/features/referral/referral-search';
import { requireFeature } from '@/lib/feature-flags';
import { loadScreenNamespaces } from '@/lib/i18n';
import { referralRewardsOptions, referralsApi } from '@/lib/queries/referrals';

export const Route = createFileRoute('/_auth/_verified/referral')({
  staticData: { titleKey: 'referral' },
  beforeLoad: requireFeature('referral'),
  validateSearch: ReferralSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps, cause }) => {
    // The rewards show their own error with a retry: their failure does not fail the page.
    const rewards = referralsApi
      .forClient(queryClient)
      .getReferralRewards.ensureQueryData(referralRewardsOptions(deps))
      .catch(() => undefined);
    // A new payout page or filter on the open screen shows the table's veil, never the page skeleton.
    if (cause === 'stay') return;
    // The account info (the code) is already in the cache: the verified guard read it.
    await Promise.all([loadScreenNamespaces('referral'), rewards]);
  },
  component: ReferralPage,
});
