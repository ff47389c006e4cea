import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/components/coming-soon-page';

export const Route = createFileRoute('/_auth/_verified/_partner/partner-management-contact-info')({
  staticData: { titleKey: 'partnerContactInfo' },
  component: ComingSoonPage,
});
