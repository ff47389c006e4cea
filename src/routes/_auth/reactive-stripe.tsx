import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/components/coming-soon-page';

export const Route = createFileRoute('/_auth/reactive-stripe')({
  staticData: { titleKey: 'reactiveStripe' },
  component: ComingSoonPage,
});
