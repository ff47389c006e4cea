import { createFileRoute } from '@tanstack/react-router';
import { ReactivatePage } from '@/features/plans/components/reactivate-page';
import { requireFeature } from '@/lib/feature-flags';
import { loadScreenNamespaces } from '@/lib/i18n';
import { mySubscriptionOptions, plansApi, validPricesOptions } from '@/lib/queries/plans';

export const Route = createFileRoute('/_auth/reactive-stripe')({
  staticData: { titleKey: 'reactiveStripe' },
  beforeLoad: requireFeature('subscription'),
  loader: ({ context: { queryClient } }) => {
    const plans = plansApi.forClient(queryClient);
    return Promise.all([
      loadScreenNamespaces('plans', 'payment-cards'),
      plans.getMySubscription.ensureQueryData(mySubscriptionOptions()),
      plans.listValidPrices.ensureQueryData(validPricesOptions()),
    ]);
  },
  component: ReactivatePage,
});
