import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/components/coming-soon-page';

export const Route = createFileRoute('/_auth/waiting-verify-information')({
  staticData: { titleKey: 'waitingVerifyInformation' },
  component: ComingSoonPage,
});
