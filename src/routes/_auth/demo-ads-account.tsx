import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/components/coming-soon-page';

export const Route = createFileRoute('/_auth/demo-ads-account')({
  staticData: { titleKey: 'demoAdsAccount' },
  component: ComingSoonPage,
});
