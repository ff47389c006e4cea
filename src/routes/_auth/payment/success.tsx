import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/components/coming-soon-page';

export const Route = createFileRoute('/_auth/payment/success')({
  staticData: { titleKey: 'paymentSuccess' },
  component: ComingSoonPage,
});
