import { createFileRoute } from '@tanstack/react-router';
import { Error404Page } from '@/features/status-pages/components/error-404-page';

export const Route = createFileRoute('/error-404')({
  staticData: { layout: 'full', titleKey: 'error404' },
  component: Error404Page,
});
