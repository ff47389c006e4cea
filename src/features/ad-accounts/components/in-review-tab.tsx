import { Group, Stack, Text } from '@mantine/core';
import type { AdAccountRequest } from '@contract/ad-accounts/ad-accounts.schema';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

import { countryName } from '@/components/country-select-names';
import { type DataTableColumn } from '@/components/data-table/data-table';
import { QueryDataTable } from '@/components/data-table/query-data-table';
import { SearchInput } from '@/components/data-table/search-input';
import { EmptyState } from '@/components/empty-state';
import { StatusBadge } from '@/components/status-badge';
import { getAppConfig } from '@/lib/config';
import { adAccountsApi, listAdAccountsOptions } from '@/lib/queries/ad-accounts';
import { adAccountListQuery } from '../my-ad-accounts-search';
import { toSearchText, urlPaging } from '@/lib/list-search';
import { ExternalLink } from '@/components/external-link';

const route = getRouteApi('/_auth/_verified/my-ads-account/');

/** A link to the seller's own product page, opened in a new tab. */
const ProductLink = ({ url }: { url: string }) => (
  <ExternalLink href={url} size="sm">
    {url}
  </ExternalLink>
);

/** The seller's ad account requests not opened yet: what was asked for, when, and where they stand. */
export const InReviewTab = () => {
  const { t, i18n } = useTranslation(['ad-accounts', 'common']);
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const list = adAccountsApi.listAdAccounts.useQuery({
    ...listAdAccountsOptions(adAccountListQuery('in_review', search)),
    placeholderData: (previous) => previous,
  });
  const dateTime = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: getAppConfig().timezone,
  });
  const markets = (request: AdAccountRequest) =>
    request.targetMarkets.map((code) => countryName(code, i18n.language, code)).join(', ');

  const columns: DataTableColumn<AdAccountRequest>[] = [
    {
      accessor: 'name',
      title: t('requests.name'),
      priority: 'key',
      render: (request) => (
        <Text size="sm" fw={600} miw={120}>
          {request.name}
        </Text>
      ),
    },
    {
      accessor: 'productLink',
      title: t('requests.productLink'),
      visibleMediaQuery: '(min-width: 62em)',
      render: (request) => {
        const url = request.productLink?.url ?? request.productUrl;
        return url ? <ProductLink url={url} /> : '—';
      },
    },
    {
      accessor: 'requestedAt',
      title: t('requests.requestedAt'),
      visibleMediaQuery: '(min-width: 48em)',
      render: (request) => dateTime.format(new Date(request.requestedAt)),
    },
    {
      accessor: 'targetMarkets',
      title: t('requests.targetMarkets'),
      visibleMediaQuery: '(min-width: 62em)',
      render: (request) => markets(request),
    },
    {
      accessor: 'status',
      title: t('requests.status'),
      noWrap: true,
      priority: 'key',
      // The badge's label may not shrink to an ellipsis when the table is tight.
      render: (request) => <StatusBadge kind="adAccountRequest" value={request.status} miw="max-content" />,
    },
    {
      accessor: 'rejectionReason',
      title: t('requests.rejectionReason'),
      visibleMediaQuery: '(min-width: 36em)',
      render: (request) => request.rejectionReason ?? '—',
      folded: (request) => request.rejectionReason,
    },
  ];

  return (
    <Stack gap="md">
      {/* A row, like the approved tab's filters: the search box grows along it. */}
      <Group>
        <SearchInput
          label={t('requests.search')}
          placeholder={t('list.searchPlaceholder')}
          value={search.search ?? ''}
          onChange={(text) =>
            void navigate({
              search: toSearchText(text),
              resetScroll: false,
            })
          }
        />
      </Group>
      <QueryDataTable
        list={list}
        // The answer carries its tab: rows of another tab are not this table's.
        page={(body) => (body.tab === 'in_review' ? body : null)}
        skeletonRows={3}
        ariaLabel={t('requests.title')}
        columns={columns}
        idAccessor="id"
        {...urlPaging(navigate)}
        emptyState={
          search.search ? (
            <EmptyState title={t('requests.noMatch')} description={t('list.noMatchHint')} />
          ) : (
            <EmptyState title={t('requests.none')} description={t('requests.noneHint')} />
          )
        }
      />
    </Stack>
  );
};
