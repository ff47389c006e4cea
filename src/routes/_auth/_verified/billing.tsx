import { createFileRoute } from '@tanstack/react-router';
import { BillingPage } from '@/features/plans/components/billing-page';
import { billingTabOf, BillingSearchSchema, invoiceQuery, transitionQuery } from '@/features/plans/plans-search';
import { requireFeature } from '@/lib/feature-flags';
import { loadScreenNamespaces } from '@/lib/i18n';
import { invoicesOptions, mySubscriptionOptions, plansApi, transitionsOptions } from '@/lib/queries/plans';

export const Route = createFileRoute('/_auth/_verified/billing')({
  staticData: { titleKey: 'billing' },
  beforeLoad: requireFeature('subscription'),
  validateSearch: BillingSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps, cause }) => {
    const plans = plansApi.forClient(queryClient);
    // A list shows its own error with a retry: its failure does not fail the page.
    const list = (
      billingTabOf(deps) === 'changes'
        ? plans.listSubscriptionTransitions.ensureQueryData(transitionsOptions(transitionQuery(deps)))
        : plans.listInvoices.ensureQueryData(invoicesOptions(invoiceQuery(deps)))
    ).catch(() => undefined);
    // A new filter, page or tab on the open screen shows the table's veil, never the page skeleton.
    if (cause === 'stay') return;
    await Promise.all([
      loadScreenNamespaces('plans'),
      plans.getMySubscription.ensureQueryData(mySubscriptionOptions()),
      list,
    ]);
  },
  component: BillingPage,
});
