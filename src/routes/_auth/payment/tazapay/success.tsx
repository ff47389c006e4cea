import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/components/coming-soon-page';

export const Route = createFileRoute('/_auth/payment/tazapay/success')({
  staticData: { titleKey: 'tazapaySuccess' },
  component: ComingSoonPage,
});
