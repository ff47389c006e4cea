import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/components/coming-soon-page';

export const Route = createFileRoute('/_auth/_verified/referral')({
  staticData: { titleKey: 'referral' },
  component: ComingSoonPage,
});
