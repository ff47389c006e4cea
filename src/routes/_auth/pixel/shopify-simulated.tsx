import { createFileRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { ShopifyConnectSearchSchema } from '@/features/pixels/shopify-connect-search';
import { loadScreenNamespaces } from '@/lib/i18n';
import { meOptions, usersApi } from '@/lib/queries/users';

/**
 * The store platform's app-install screen as the mock backend plays it (mock and demo builds
 * only: the page's code is left out of live builds, which send the browser to the platform).
 */
export const Route = createFileRoute('/_auth/pixel/shopify-simulated')({
  staticData: { layout: 'full', titleKey: 'shopifyConnect' },
  validateSearch: ShopifyConnectSearchSchema,
  beforeLoad: () => {
    if (import.meta.env.VITE_API_MODE !== 'mock') throw redirect({ to: '/pixel', replace: true });
  },
  loader: ({ context: { queryClient } }) =>
    Promise.all([loadScreenNamespaces('pixels'), usersApi.forClient(queryClient).getMe.ensureQueryData(meOptions())]),
  // Written out in place (not through a constant) so the build drops the page from live bundles.
  component:
    import.meta.env.VITE_API_MODE === 'mock'
      ? lazyRouteComponent(
          () => import('@/features/pixels/components/simulated-store-install-page'),
          'SimulatedStoreInstallRoute',
        )
      : () => null,
});
