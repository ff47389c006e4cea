import { SimulatedCheckoutProviderSchema } from '@contract/demo/simulated-pages';
import { IdSchema } from '@contract/common/primitives.schema';
import { createFileRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { loadScreenNamespaces } from '@/lib/i18n';

/**
 * A provider's hosted checkout as the mock backend plays it (mock and demo builds only: the
 * page's code is left out of live builds, which send the browser to the provider).
 */
export const Route = createFileRoute('/_auth/payment/checkout-simulated')({
  staticData: { layout: 'full', titleKey: 'addFund' },
  validateSearch: z.object({
    provider: SimulatedCheckoutProviderSchema.optional().catch(undefined),
    transactionId: IdSchema.optional().catch(undefined),
  }),
  beforeLoad: () => {
    if (import.meta.env.VITE_API_MODE !== 'mock') throw redirect({ to: '/payment/add-fund', replace: true });
  },
  loader: () => loadScreenNamespaces('add-fund'),
  // Written out in place (not through a constant) so the build drops the page from live bundles.
  component:
    import.meta.env.VITE_API_MODE === 'mock'
      ? lazyRouteComponent(
          () => import('@/features/scenario-panel/components/simulated-checkout-page'),
          'SimulatedCheckoutRoute',
        )
      : () => null,
});
