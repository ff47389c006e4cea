import { createFileRoute } from '@tanstack/react-router';
import { sellerAdAccountsOptions } from '@/features/pixels/api/pixel-queries';
import { PixelsPage } from '@/features/pixels/components/pixels-page';
import { PixelsSearchSchema } from '@/features/pixels/pixels-search';
import { requireFeature } from '@/lib/feature-flags';
import { loadScreenNamespaces } from '@/lib/i18n';
import { adAccountsApi } from '@/lib/queries/ad-accounts';
import { listPixelsOptions, pixelsApi } from '@/lib/queries/pixels';

export const Route = createFileRoute('/_auth/_verified/pixel')({
  staticData: { titleKey: 'pixel' },
  beforeLoad: requireFeature('pixel'),
  validateSearch: PixelsSearchSchema,
  // The open settings are not part of the list: opening them does not load the list again.
  loaderDeps: ({ search: { pixel: _pixel, ...list } }) => list,
  loader: async ({ context: { queryClient }, deps, cause }) => {
    // The list and the ad-account names show their own error with a retry: their failure does not fail the page.
    const list = pixelsApi
      .forClient(queryClient)
      .listPixels.ensureQueryData(listPixelsOptions(deps))
      .catch(() => undefined);
    const adAccounts = adAccountsApi
      .forClient(queryClient)
      .listAdAccounts.ensureQueryData(sellerAdAccountsOptions())
      .catch(() => undefined);
    // A new search or page on the open screen shows the table's veil, never the page skeleton.
    if (cause === 'stay') return;
    await Promise.all([loadScreenNamespaces('pixels'), list, adAccounts]);
  },
  component: PixelsPage,
});
