import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/components/coming-soon-page';

export const Route = createFileRoute('/_auth/_verified/my-ads-account/')({
  staticData: { titleKey: 'myAdsAccount' },
  component: ComingSoonPage,
});
