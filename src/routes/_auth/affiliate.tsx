import { createFileRoute } from '@tanstack/react-router';
import { AffiliatePage } from '@/features/referral/components/affiliate-page';
import { AffiliateSearchSchema } from '@/features/referral/referral-search';
import { requireFeature } from '@/lib/feature-flags';
import { loadPageNamespaces } from '@/lib/i18n';
import { meOptions, usersApi } from '@/lib/queries/users';

export const Route = createFileRoute('/_auth/affiliate')({
  staticData: { titleKey: 'affiliate', namespaces: ['referral'] },
  beforeLoad: requireFeature('referral'),
  validateSearch: AffiliateSearchSchema,
  loader: ({ context: { queryClient }, route }) =>
    Promise.all([loadPageNamespaces(route), usersApi.forClient(queryClient).getMe.ensureQueryData(meOptions())]),
  component: AffiliatePage,
});
