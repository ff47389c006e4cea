import { createFileRoute } from '@tanstack/react-router';
import { ShopifyConnectPage } from '@/features/pixels/components/shopify-connect-page';
import { ShopifyConnectSearchSchema } from '@/features/pixels/shopify-connect-search';
import { loadPageNamespaces } from '@/lib/i18n';

/** The store connect's landing: open (a guest is asked to sign in), full page. */
export const Route = createFileRoute('/shopify/connect')({
  staticData: { layout: 'full', titleKey: 'shopifyConnect', namespaces: ['pixels'] },
  validateSearch: ShopifyConnectSearchSchema,
  loader: ({ route }) => loadPageNamespaces(route),
  component: ShopifyConnectPage,
});
