import { createFileRoute } from '@tanstack/react-router';
import { ShopifyConnectPage } from '@/features/pixels/components/shopify-connect-page';
import { ShopifyConnectSearchSchema } from '@/features/pixels/shopify-connect-search';
import { loadScreenNamespaces } from '@/lib/i18n';

/** The store connect's landing: open (a guest is asked to sign in), full page. */
export const Route = createFileRoute('/shopify/connect')({
  staticData: { layout: 'full', titleKey: 'shopifyConnect' },
  validateSearch: ShopifyConnectSearchSchema,
  loader: () => loadScreenNamespaces('pixels'),
  component: ShopifyConnectPage,
});
