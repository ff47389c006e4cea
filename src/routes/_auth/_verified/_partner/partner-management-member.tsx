import { createFileRoute } from '@tanstack/react-router';
import { MembersPage } from '@/features/partner-members/components/members-page';
import { memberListQuery } from '@/features/partner-members/member-list-query';
import { MembersSearchSchema } from '@/features/partner-members/members-search';
import { getAppConfig } from '@/lib/config';
import { requireFeature } from '@/lib/feature-flags';
import { loadScreenNamespaces } from '@/lib/i18n';
import { memberListOptions, partnershipApi } from '@/lib/queries/partnership';

export const Route = createFileRoute('/_auth/_verified/_partner/partner-management-member')({
  staticData: { titleKey: 'partnerMembers' },
  beforeLoad: requireFeature('partnership'),
  validateSearch: MembersSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps, cause }) => {
    // The list shows its own error: its failure does not fail the page.
    const list = partnershipApi
      .forClient(queryClient)
      .listMembers.ensureQueryData(memberListOptions(memberListQuery(deps, new Date(), getAppConfig().timezone)))
      .catch(() => undefined);
    // A new tab, filter, sort or page on the open screen shows the table's veil, never the page skeleton.
    if (cause === 'stay') return;
    await Promise.all([loadScreenNamespaces('partner-members'), list]);
  },
  component: MembersPage,
});
