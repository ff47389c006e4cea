import { createFileRoute } from '@tanstack/react-router';
import { FailedConnectPage } from '@/features/ad-accounts/setup/components/failed-connect-page';
import { loadScreenNamespaces } from '@/lib/i18n';

export const Route = createFileRoute('/_auth/my-ads-account/failed-connect')({
  staticData: { titleKey: 'myAdsAccountFailedConnect' },
  loader: () => loadScreenNamespaces('ad-account-setup'),
  component: FailedConnectPage,
});
