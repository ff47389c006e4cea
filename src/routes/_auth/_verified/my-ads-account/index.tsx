import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/components/coming-soon-page';
import { MyAdAccountsSearchSchema } from '@/lib/ad-account-tabs';

export const Route = createFileRoute('/_auth/_verified/my-ads-account/')({
  staticData: { titleKey: 'myAdsAccount' },
  // The tab is in the address so the dashboard and the step guide can link to the setup guide.
  validateSearch: MyAdAccountsSearchSchema,
  component: ComingSoonPage,
});
