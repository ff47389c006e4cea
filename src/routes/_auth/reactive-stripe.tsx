import { createFileRoute } from '@tanstack/react-router';
import { ReactivatePage } from '@/features/plans/components/reactivate-page';
import { requireFeature } from '@/lib/feature-flags';
import { loadPageNamespaces } from '@/lib/i18n';
import { mySubscriptionOptions, plansApi, validPricesOptions } from '@/lib/queries/plans';

export const Route = createFileRoute('/_auth/reactive-stripe')({
  staticData: { titleKey: 'reactiveStripe', namespaces: ['plans', 'payment-cards'] },
  beforeLoad: requireFeature('subscription'),
  loader: ({ context: { queryClient }, route }) => {
    const plans = plansApi.forClient(queryClient);
    return Promise.all([
      loadPageNamespaces(route),
      plans.getMySubscription.ensureQueryData(mySubscriptionOptions()),
      plans.listValidPrices.ensureQueryData(validPricesOptions()),
    ]);
  },
  component: ReactivatePage,
});
