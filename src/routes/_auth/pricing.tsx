import { createFileRoute } from '@tanstack/react-router';
import { PricingPage } from '@/features/plans/components/pricing-page';
import { PricingSearchSchema } from '@/features/plans/plans-search';
import { requireFeature } from '@/lib/feature-flags';
import { loadScreenNamespaces } from '@/lib/i18n';
import { mySubscriptionOptions, plansApi, plansOptions, validPricesOptions } from '@/lib/queries/plans';

export const Route = createFileRoute('/_auth/pricing')({
  staticData: { titleKey: 'pricing' },
  beforeLoad: requireFeature('subscription'),
  validateSearch: PricingSearchSchema,
  loader: ({ context: { queryClient } }) => {
    const plans = plansApi.forClient(queryClient);
    return Promise.all([
      // The checkout's saved cards are the card kit's, with its texts.
      loadScreenNamespaces('plans', 'payment-cards'),
      plans.listPlans.ensureQueryData(plansOptions()),
      plans.listValidPrices.ensureQueryData(validPricesOptions()),
      plans.getMySubscription.ensureQueryData(mySubscriptionOptions()),
    ]);
  },
  component: PricingPage,
});
