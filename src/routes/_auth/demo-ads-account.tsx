import { createFileRoute } from '@tanstack/react-router';
import { DemoAdAccountPage } from '@/features/ad-accounts/setup/components/demo-ad-account-page';
import { loadScreenNamespaces } from '@/lib/i18n';

export const Route = createFileRoute('/_auth/demo-ads-account')({
  staticData: { titleKey: 'demoAdsAccount' },
  loader: () => loadScreenNamespaces('ad-account-setup'),
  component: DemoAdAccountPage,
});
