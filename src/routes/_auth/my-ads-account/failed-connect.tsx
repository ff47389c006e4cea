import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/components/coming-soon-page';

export const Route = createFileRoute('/_auth/my-ads-account/failed-connect')({
  staticData: { titleKey: 'myAdsAccountFailedConnect' },
  component: ComingSoonPage,
});
