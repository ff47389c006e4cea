import { createFileRoute } from '@tanstack/react-router';
import { ProductLinksPage } from '@/features/product-links/components/product-links-page';
import { ProductLinksSearchSchema } from '@/features/product-links/product-links-search';
import { requireFeature } from '@/lib/feature-flags';
import { loadScreenNamespaces } from '@/lib/i18n';
import { productLinksApi, productProfileOptions } from '@/lib/queries/product-links';

export const Route = createFileRoute('/_auth/product-link')({
  staticData: { titleKey: 'productLink' },
  beforeLoad: requireFeature('productLink'),
  validateSearch: ProductLinksSearchSchema,
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      loadScreenNamespaces('product-links'),
      // The list shows its own error with a retry: its failure does not fail the page.
      productLinksApi
        .forClient(queryClient)
        .getProductProfile.ensureQueryData(productProfileOptions())
        .catch(() => undefined),
    ]),
  component: ProductLinksPage,
});
