import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/components/coming-soon-page';

export const Route = createFileRoute('/_auth/platform')({
  staticData: { titleKey: 'platform' },
  component: ComingSoonPage,
});
