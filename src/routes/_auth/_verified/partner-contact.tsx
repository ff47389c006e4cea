import { createFileRoute } from '@tanstack/react-router';
import { PartnerContactPage } from '@/features/referral/components/partner-contact-page';
import { requireFeature } from '@/lib/feature-flags';
import { loadScreenNamespaces } from '@/lib/i18n';
import { meOptions, usersApi } from '@/lib/queries/users';

export const Route = createFileRoute('/_auth/_verified/partner-contact')({
  staticData: { titleKey: 'partnerContact' },
  beforeLoad: requireFeature('partnership'),
  loader: ({ context: { queryClient } }) =>
    Promise.all([loadScreenNamespaces('referral'), usersApi.forClient(queryClient).getMe.ensureQueryData(meOptions())]),
  component: PartnerContactPage,
});
