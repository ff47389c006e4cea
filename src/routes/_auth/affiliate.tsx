import { createFileRoute } from '@tanstack/react-router';
import { AffiliatePage } from '@/features/referral/components/affiliate-page';
import { AffiliateSearchSchema } from '@/features/referral/referral-search';
import { requireFeature } from '@/lib/feature-flags';
import { loadScreenNamespaces } from '@/lib/i18n';
import { meOptions, usersApi } from '@/lib/queries/users';

export const Route = createFileRoute('/_auth/affiliate')({
  staticData: { titleKey: 'affiliate' },
  beforeLoad: requireFeature('referral'),
  validateSearch: AffiliateSearchSchema,
  loader: ({ context: { queryClient } }) =>
    Promise.all([loadScreenNamespaces('referral'), usersApi.forClient(queryClient).getMe.ensureQueryData(meOptions())]),
  component: AffiliatePage,
});
