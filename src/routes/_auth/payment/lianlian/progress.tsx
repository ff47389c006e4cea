import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/components/coming-soon-page';

export const Route = createFileRoute('/_auth/payment/lianlian/progress')({
  staticData: { titleKey: 'lianlianProgress' },
  component: ComingSoonPage,
});
