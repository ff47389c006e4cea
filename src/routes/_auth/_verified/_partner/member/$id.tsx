import { createFileRoute } from '@tanstack/react-router';
import { MemberPage } from '@/features/partner-member/components/member-page';
import { memberAdAccountsQuery, MemberSearchSchema, memberTabOf } from '@/features/partner-member/member-search';
import { isFeatureOn, requireFeature } from '@/lib/feature-flags';
import { loadScreenNamespaces } from '@/lib/i18n';
import { configurationApi, selfServeCountriesOptions } from '@/lib/queries/configuration';
import { memberAdAccountsOptions, memberOptions, partnershipApi } from '@/lib/queries/partnership';

export const Route = createFileRoute('/_auth/_verified/_partner/member/$id')({
  staticData: { titleKey: 'partnerMember' },
  beforeLoad: requireFeature('partnership'),
  // The tab and the ad-account list's state are in the address, so a shared link opens the same view.
  validateSearch: MemberSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, params, deps, cause }) => {
    const partnership = partnershipApi.forClient(queryClient);
    const productLinksTab = isFeatureOn('productLink') && memberTabOf(deps) === 'product-links';
    // Each part shows its own error (an unknown member its not-found state): no failure fails the page.
    const adAccounts = productLinksTab
      ? undefined
      : partnership.listMemberAdAccounts
          .ensureQueryData(memberAdAccountsOptions(params.id, memberAdAccountsQuery(deps)))
          .catch(() => undefined);
    // A new search, page or tab on the open page shows the table's veil, never the page skeleton.
    if (cause === 'stay') return;
    await Promise.all([
      loadScreenNamespaces('partner-member', 'product-links'),
      partnership.getMember.ensureQueryData(memberOptions(params.id)).catch(() => undefined),
      // The countries of the add-link form.
      productLinksTab
        ? configurationApi
            .forClient(queryClient)
            .listSelfServeAdCountries.ensureQueryData(selfServeCountriesOptions())
            .catch(() => undefined)
        : undefined,
      adAccounts,
    ]);
  },
  component: MemberPage,
});
