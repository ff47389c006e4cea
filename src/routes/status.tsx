import { createFileRoute } from '@tanstack/react-router';
import { ServiceOverviewPage } from '@/features/configuration/components/service-overview-page';

export const Route = createFileRoute('/status')({
  staticData: { layout: 'full', titleKey: 'status' },
  component: ServiceOverviewPage,
});
