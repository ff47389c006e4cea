import { createFileRoute } from '@tanstack/react-router';
import { ContactInfoPage } from '@/features/partner-contact-info/components/contact-info-page';
import { ContactInfoSearchSchema } from '@/features/partner-contact-info/contact-info-search';
import { requireFeature } from '@/lib/feature-flags';
import { loadScreenNamespaces } from '@/lib/i18n';
import { memberContactInfoOptions, partnershipApi } from '@/lib/queries/partnership';

export const Route = createFileRoute('/_auth/_verified/_partner/partner-management-contact-info')({
  staticData: { titleKey: 'partnerContactInfo' },
  beforeLoad: requireFeature('partnership'),
  validateSearch: ContactInfoSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps, cause }) => {
    // The list shows its own error with a retry: its failure does not fail the page.
    const list = partnershipApi
      .forClient(queryClient)
      .listMemberContactInfo.ensureQueryData(memberContactInfoOptions(deps))
      .catch(() => undefined);
    // A new tab, search or page on the open screen shows the table's veil, never the page skeleton.
    if (cause === 'stay') return;
    await Promise.all([loadScreenNamespaces('partner-contact-info'), list]);
  },
  component: ContactInfoPage,
});
