import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/components/coming-soon-page';

export const Route = createFileRoute('/_auth/add-product-link')({
  staticData: { titleKey: 'addProductLink' },
  component: ComingSoonPage,
});
