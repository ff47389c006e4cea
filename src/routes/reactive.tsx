import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/components/coming-soon-page';

export const Route = createFileRoute('/reactive')({
  staticData: { layout: 'full', titleKey: 'reactive' },
  component: ComingSoonPage,
});
