import { createFileRoute } from '@tanstack/react-router';
import { giftCodePageOptions } from '@/features/partner-gift-codes/api/gift-code-pages';
import { PartnerGiftCodesPage } from '@/features/partner-gift-codes/components/partner-gift-codes-page';
import { PartnerGiftCodesSearchSchema } from '@/features/partner-gift-codes/gift-codes-search';
import { requireFeature } from '@/lib/feature-flags';
import { loadScreenNamespaces } from '@/lib/i18n';
import { giftCodesApi } from '@/lib/queries/gift-codes';

export const Route = createFileRoute('/_auth/_verified/_partner/partner-management-giftcode')({
  staticData: { titleKey: 'partnerGiftCodes' },
  beforeLoad: requireFeature('partnership'),
  validateSearch: PartnerGiftCodesSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient, me }, deps, cause }) => {
    // The list shows its own error with a retry: its failure does not fail the page.
    const firstPage = giftCodesApi
      .forClient(queryClient)
      .listPartnerGiftCodes.ensureQueryData(giftCodePageOptions(me.id, deps))
      .catch(() => undefined);
    // A new filter or page size on the open screen shows the list's own skeleton, never the page skeleton.
    if (cause === 'stay') return;
    await Promise.all([loadScreenNamespaces('partner-gift-codes'), firstPage]);
  },
  component: PartnerGiftCodesPage,
});
