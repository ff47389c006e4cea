import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/components/coming-soon-page';

export const Route = createFileRoute('/_auth/payment/tazapay/error')({
  staticData: { titleKey: 'tazapayError' },
  component: ComingSoonPage,
});
