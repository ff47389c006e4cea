import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/components/coming-soon-page';

export const Route = createFileRoute('/_auth/profile')({
  staticData: { titleKey: 'profile' },
  component: ComingSoonPage,
});
