import { createFileRoute } from '@tanstack/react-router';
import { ProductLinksPage } from '@/features/product-links/components/product-links-page';
import { ProductLinksSearchSchema } from '@/features/product-links/product-links-search';
import { requireFeature } from '@/lib/feature-flags';
import { loadPageNamespaces } from '@/lib/i18n';
import { productLinksApi, productProfileOptions } from '@/lib/queries/product-links';

export const Route = createFileRoute('/_auth/product-link')({
  staticData: { titleKey: 'productLink', namespaces: ['product-links'] },
  beforeLoad: requireFeature('productLink'),
  validateSearch: ProductLinksSearchSchema,
  loader: ({ context: { queryClient }, route }) =>
    Promise.all([
      loadPageNamespaces(route),
      // The list shows its own error with a retry: its failure does not fail the page.
      productLinksApi
        .forClient(queryClient)
        .getProductProfile.ensureQueryData(productProfileOptions())
        .catch(() => undefined),
    ]),
  component: ProductLinksPage,
});
