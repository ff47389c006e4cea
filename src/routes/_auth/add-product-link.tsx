import { createFileRoute } from '@tanstack/react-router';
import { AddProductLinkPage } from '@/features/product-links/components/add-product-link-page';
import { AddProductLinkSearchSchema } from '@/features/product-links/product-links-search';
import { requireFeature } from '@/lib/feature-flags';
import { loadScreenNamespaces } from '@/lib/i18n';
import { configurationApi, selfServeCountriesOptions } from '@/lib/queries/configuration';
import { productLinksApi, productProfileOptions } from '@/lib/queries/product-links';

export const Route = createFileRoute('/_auth/add-product-link')({
  staticData: { titleKey: 'addProductLink' },
  beforeLoad: requireFeature('productLink'),
  validateSearch: AddProductLinkSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps, cause }) => {
    const countries = configurationApi
      .forClient(queryClient)
      .listSelfServeAdCountries.ensureQueryData(selfServeCountriesOptions())
      .catch(() => undefined);
    // Another link on the open form is drawn by the form's own query, never the page skeleton.
    if (cause === 'stay') return;
    await Promise.all([
      loadScreenNamespaces('product-links'),
      countries,
      // The link being fixed fills the form.
      deps.link === undefined
        ? undefined
        : productLinksApi.forClient(queryClient).getProductProfile.ensureQueryData(productProfileOptions()),
    ]);
  },
  component: AddProductLinkPage,
});
