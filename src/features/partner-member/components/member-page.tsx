import { Stack, Tabs } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/error-state';
import { LinkAnchor, LinkButton } from '@/components/link-button';
import { PageHeader } from '@/components/page-header';
import { PageSkeleton } from '@/components/page-skeleton';
import { apiErrorStatus } from '@/lib/api-error';
import { isFeatureOn } from '@/lib/feature-flags';
import { memberOptions, partnershipApi } from '@/lib/queries/partnership';
import { memberTabOf, MemberTabSchema, searchForTab } from '../member-search';
import { MemberAdAccountsTab } from './member-ad-accounts-tab';
import { MemberInformation } from './member-information';
import { MemberProductLinksTab } from './member-product-links-tab';

const route = getRouteApi('/_auth/_verified/_partner/member/$id');

/** Another partner's member, or no one: the API answers 404 and asking again will not change it. */
const isNotFound = (error: unknown): boolean => apiErrorStatus(error) === 404;

const BackToMembers = () => {
  const { t } = useTranslation('partner-member');
  return (
    <LinkAnchor to="/partner-management-member" size="sm" fw={600} style={{ alignSelf: 'flex-start' }}>
      ← {t('backToMembers')}
    </LinkAnchor>
  );
};

/** An unknown id or someone else's member: said in the page, with the way back to the list. */
const MemberNotFound = () => {
  const { t } = useTranslation('partner-member');
  return (
    <PageHeader
      title={t('notFound.title')}
      description={t('notFound.text')}
      actions={<LinkButton to="/partner-management-member">{t('notFound.back')}</LinkButton>}
    />
  );
};

/**
 * A member's page in the partner view (spec sections 2 and 3): the member's information and money
 * figures, then their ad accounts and product links, one tab each; the tab and the ad-account
 * list's search, filter and page are in the URL.
 */
export const MemberPage = () => {
  const { t } = useTranslation('partner-member');
  const { id } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  // The query client's retry policy: a 404 is not asked again, and the loader's answer stands.
  const member = partnershipApi.getMember.useQuery(memberOptions(id));
  const withLinks = isFeatureOn('productLink');

  const detail = member.data?.body;
  if (detail === undefined) {
    // While a retry runs, the skeleton shows again in place of the error.
    if (!member.isError || member.isFetching) return <PageSkeleton />;
    return (
      <Stack gap="lg">
        {isNotFound(member.error) ? (
          <MemberNotFound />
        ) : (
          <>
            <BackToMembers />
            <PageHeader title={t('title')} />
            <ErrorState error={member.error} onRetry={() => void member.refetch()} />
          </>
        )}
      </Stack>
    );
  }

  const tab = withLinks ? memberTabOf(search) : 'ad-accounts';
  const openTab = (value: string | null) => {
    const next = MemberTabSchema.safeParse(value);
    if (next.success) void navigate({ search: searchForTab(next.data), resetScroll: false });
  };

  return (
    <Stack gap="lg">
      <BackToMembers />
      <PageHeader title={detail.name ?? detail.email} description={detail.name === null ? undefined : detail.email} />
      <MemberInformation member={detail} />
      <Tabs value={tab} onChange={openTab} keepMounted={false}>
        <Tabs.List aria-label={t('tabs.label')}>
          <Tabs.Tab value="ad-accounts">{t('tabs.adAccounts', { count: detail.adAccountsCount })}</Tabs.Tab>
          {withLinks && (
            <Tabs.Tab value="product-links">{t('tabs.productLinks', { count: detail.productLinks.length })}</Tabs.Tab>
          )}
        </Tabs.List>
        <Tabs.Panel value="ad-accounts" pt="lg">
          <MemberAdAccountsTab memberId={detail.id} />
        </Tabs.Panel>
        {withLinks && (
          <Tabs.Panel value="product-links" pt="lg">
            <MemberProductLinksTab memberId={detail.id} links={detail.productLinks} />
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
};
