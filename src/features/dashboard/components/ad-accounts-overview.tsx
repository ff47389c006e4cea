import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { AdAccount } from '@contract/ad-accounts/ad-accounts.schema';
import { getRouteApi } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { type DataTableColumn } from '@/components/data-table/data-table';
import { QueryDataTable } from '@/components/data-table/query-data-table';
import { SearchInput } from '@/components/data-table/search-input';
import { EmptyState } from '@/components/empty-state';
import { LinkButton } from '@/components/link-button';
import { Money } from '@/components/money';
import { StatusBadge } from '@/components/status-badge';
import { adAccountsApi, listAdAccountsOptions } from '@/lib/queries/ad-accounts';
import { dashboardAdAccountsQuery } from '../dashboard-search';
import { toSearchText, urlPaging } from '@/lib/list-search';

const route = getRouteApi('/_auth/_verified/');

/** The seller's approved ad accounts with search; the search and page live in the URL. */
export const AdAccountsOverview = () => {
  const { t } = useTranslation(['dashboard', 'common']);
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const titleId = useId();
  // The loader warmed this query; a new search keeps the last page on screen under the veil while it loads.
  const list = adAccountsApi.listAdAccounts.useQuery({
    ...listAdAccountsOptions(dashboardAdAccountsQuery(search)),
    placeholderData: (previous) => previous,
  });
  // A fixed page size: the dashboard shows a glance, the ad-account screen the whole list.
  const { onPageChange } = urlPaging(navigate);

  const columns: DataTableColumn<AdAccount>[] = [
    {
      accessor: 'name',
      title: t('adAccounts.name'),
      priority: 'key',
      render: (account) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {account.name}
          </Text>
          <Text size="xs" c="dimmed">
            {account.id}
          </Text>
        </Stack>
      ),
    },
    { accessor: 'businessCenterId', title: t('adAccounts.businessCentre'), visibleMediaQuery: '(min-width: 48em)' },
    {
      accessor: 'status',
      title: t('adAccounts.status'),
      noWrap: true,
      priority: 'key',
      render: (account) => <StatusBadge kind="adAccountDisplay" value={account.status} miw="max-content" />,
    },
    {
      accessor: 'cost',
      title: t('adAccounts.cost'),
      textAlign: 'right',
      noWrap: true,
      visibleMediaQuery: '(min-width: 36em)',
      render: (account) => <Money cents={account.cost} />,
    },
    {
      accessor: 'balance',
      title: t('adAccounts.balance'),
      textAlign: 'right',
      // An amount is never cut or wrapped; the name column gives way.
      noWrap: true,
      priority: 'key',
      render: (account) => <Money cents={account.balance} />,
    },
  ];

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="md" wrap="wrap" align="flex-end">
        <Title order={2} size="h4" id={titleId}>
          {t('adAccounts.title')}
        </Title>
        <Group gap="sm" wrap="wrap" align="flex-end" style={{ flex: '1 1 320px', justifyContent: 'flex-end' }}>
          <SearchInput
            label={t('adAccounts.search')}
            placeholder={t('adAccounts.searchPlaceholder')}
            value={search.search ?? ''}
            onChange={(text) => void navigate({ search: toSearchText(text), resetScroll: false })}
          />
          <LinkButton to="/my-ads-account" variant="default">
            {t('adAccounts.seeAll')}
          </LinkButton>
        </Group>
      </Group>
      <QueryDataTable
        list={list}
        page={(body) => (body.tab === 'approved' ? body : null)}
        skeletonRows={3}
        ariaLabel={t('adAccounts.title')}
        columns={columns}
        idAccessor="id"
        onPageChange={onPageChange}
        emptyState={
          search.search ? (
            <EmptyState
              title={t('adAccounts.noMatch', { search: search.search })}
              description={t('adAccounts.noMatchHint')}
            />
          ) : (
            <EmptyState
              title={t('adAccounts.none')}
              description={t('adAccounts.noneHint')}
              action={
                <LinkButton to="/my-ads-account" search={{ tab: 'setup' }} size="xs">
                  {t('actions.requestAdAccount')}
                </LinkButton>
              }
            />
          )
        }
      />
    </Card>
  );
};
