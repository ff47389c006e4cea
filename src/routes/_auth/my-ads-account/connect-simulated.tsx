import { createFileRoute, redirect } from '@tanstack/react-router';
import { SimulatedGrantPage } from '@/features/ad-accounts/setup/components/simulated-grant-page';
import { loadScreenNamespaces } from '@/lib/i18n';
import { meOptions, usersApi } from '@/lib/queries/users';

/** The platform's grant page as the mock backend plays it; live builds have the platform's own. */
export const Route = createFileRoute('/_auth/my-ads-account/connect-simulated')({
  staticData: { layout: 'full', titleKey: 'myAdsAccount' },
  beforeLoad: () => {
    if (import.meta.env.VITE_API_MODE !== 'mock') throw redirect({ to: '/my-ads-account', replace: true });
  },
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      loadScreenNamespaces('ad-account-setup'),
      usersApi.forClient(queryClient).getMe.ensureQueryData(meOptions()),
    ]),
  component: SimulatedGrantPage,
});
