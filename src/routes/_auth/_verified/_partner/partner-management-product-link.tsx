import { createFileRoute } from '@tanstack/react-router';
import { MemberProductLinksPage } from '@/features/partner-member/components/member-product-links-page';
import { MemberProductLinksSearchSchema } from '@/features/partner-member/member-search';
import { requireFeature } from '@/lib/feature-flags';
import { loadScreenNamespaces } from '@/lib/i18n';
import { memberProductLinksOptions, partnershipApi } from '@/lib/queries/partnership';

const requirePartnership = requireFeature('partnership');
const requireProductLinks = requireFeature('productLink');

export const Route = createFileRoute('/_auth/_verified/_partner/partner-management-product-link')({
  staticData: { titleKey: 'partnerProductLinks' },
  beforeLoad: () => {
    requirePartnership();
    requireProductLinks();
  },
  validateSearch: MemberProductLinksSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps, cause }) => {
    // The list shows its own error with a retry: its failure does not fail the page.
    const list = partnershipApi
      .forClient(queryClient)
      .listMemberProductLinks.ensureQueryData(memberProductLinksOptions(deps))
      .catch(() => undefined);
    // A new search, filter or page on the open page shows the table's veil, never the page skeleton.
    if (cause === 'stay') return;
    await Promise.all([loadScreenNamespaces('partner-member', 'product-links'), list]);
  },
  component: MemberProductLinksPage,
});
