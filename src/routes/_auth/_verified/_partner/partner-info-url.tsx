import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/components/coming-soon-page';

export const Route = createFileRoute('/_auth/_verified/_partner/partner-info-url')({
  staticData: { titleKey: 'partnerInfoUrl' },
  component: ComingSoonPage,
});
