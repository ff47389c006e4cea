import { createFileRoute } from '@tanstack/react-router';
import { MaintenancePage } from '@/features/status-pages/components/maintenance-page';

export const Route = createFileRoute('/maintenance')({
  staticData: { layout: 'full', titleKey: 'maintenance' },
  component: MaintenancePage,
});
