import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/components/coming-soon-page';

export const Route = createFileRoute('/shopify/connect')({
  staticData: { layout: 'full', titleKey: 'shopifyConnect' },
  component: ComingSoonPage,
});
