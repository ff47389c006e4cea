import { Button, Group, Stack, Text } from '@mantine/core';
import type { AdAccount } from '@contract/ad-accounts/ad-accounts.schema';
import { AdAccountDisplayStatusSchema } from '@contract/common/enums.schema';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

import { ChoiceFilter } from '@/components/data-table/choice-filter';
import { AdAccountActions } from '@/components/ad-account-money/ad-account-actions';
import { useAutoTopUpText } from '@/components/ad-account-money/use-auto-top-up-text';
import { useAdAccountMoneyDialogs } from '@/components/ad-account-money/use-ad-account-money-dialogs';
import { CopyButton } from '@/components/copy-button';
import { type DataTableColumn } from '@/components/data-table/data-table';
import { QueryDataTable } from '@/components/data-table/query-data-table';
import { SearchInput } from '@/components/data-table/search-input';
import { EmptyState } from '@/components/empty-state';
import { Money } from '@/components/money';
import { StatusBadge, statusLabelKey } from '@/components/status-badge';
import { adAccountsApi, listAdAccountsOptions } from '@/lib/queries/ad-accounts';
import { adAccountListQuery, searchForTab } from '../my-ad-accounts-search';
import { toFilters, toSearchText, urlPaging } from '@/lib/list-search';

const route = getRouteApi('/_auth/_verified/my-ads-account/');

/**
 * The seller's opened ad accounts: search by name or ID, status filter, paging and page size in
 * the URL; each approved row moves money to and from the wallet and sets auto top-up.
 */
export const ApprovedTab = () => {
  const { t } = useTranslation(['ad-accounts', 'common']);
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const moneyDialogs = useAdAccountMoneyDialogs();
  const autoTopUpText = useAutoTopUpText();
  // The loader warmed this page; a new search keeps the last rows on screen under the veil while it loads.
  const list = adAccountsApi.listAdAccounts.useQuery({
    ...listAdAccountsOptions(adAccountListQuery('approved', search)),
    placeholderData: (previous) => previous,
  });
  const filtered = Boolean(search.search) || search.status !== undefined;

  const columns: DataTableColumn<AdAccount>[] = [
    {
      accessor: 'name',
      title: t('list.adAccount'),
      priority: 'key',
      render: (account) => (
        <Stack gap={2} miw={120}>
          <Text size="sm" fw={600}>
            {account.name}
          </Text>
          <Group gap={2} wrap="nowrap">
            <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>
              {account.id}
            </Text>
            <CopyButton value={account.id} label={t('list.copyId', { name: account.name })} size="sm" />
          </Group>
        </Stack>
      ),
    },
    {
      accessor: 'businessCenterId',
      title: t('list.businessCentre'),
      visibleMediaQuery: '(min-width: 88em)',
      render: (account) => (
        <Text size="xs" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {account.businessCenterId}
        </Text>
      ),
    },
    { accessor: 'timezone', title: t('list.timezone'), visibleMediaQuery: '(min-width: 88em)' },
    { accessor: 'currency', title: t('list.currency'), visibleMediaQuery: '(min-width: 88em)' },
    {
      accessor: 'status',
      title: t('list.status'),
      noWrap: true,
      priority: 'key',
      // The badge's label may not shrink to an ellipsis when the table is tight.
      render: (account) => <StatusBadge kind="adAccountDisplay" value={account.status} miw="max-content" />,
    },
    {
      accessor: 'note',
      title: t('list.note'),
      visibleMediaQuery: '(min-width: 62em)',
      render: (account) => account.note ?? '—',
      folded: (account) => account.note,
    },
    {
      accessor: 'cost',
      title: t('list.cost'),
      textAlign: 'right',
      visibleMediaQuery: '(min-width: 62em)',
      render: (account) => <Money cents={account.cost} />,
    },
    {
      accessor: 'balance',
      title: t('list.balance'),
      textAlign: 'right',
      priority: 'key',
      render: (account) => <Money cents={account.balance} fw={600} />,
    },
    {
      accessor: 'autoTopUp',
      title: t('list.autoTopUp'),
      visibleMediaQuery: '(min-width: 62em)',
      render: (account) => (
        <Text size="sm" c={account.autoTopUp ? undefined : 'dimmed'}>
          {autoTopUpText(account)}
        </Text>
      ),
    },
    {
      accessor: 'actions',
      title: t('common:table.actions'),
      textAlign: 'right',
      render: (account) => (
        <AdAccountActions account={account} onAction={(action) => moneyDialogs.open(action, account)} />
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SearchInput
          label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          value={search.search ?? ''}
          onChange={(text) =>
            void navigate({
              search: toSearchText(text),
              resetScroll: false,
            })
          }
        />
        <ChoiceFilter
          label={t('list.statusFilter')}
          placeholder={t('list.allStatuses')}
          clearLabel={t('list.clearStatus')}
          choices={AdAccountDisplayStatusSchema.options}
          labelOf={(status) => t(statusLabelKey('adAccountDisplay', status))}
          value={search.status}
          onChange={(status) => void navigate({ search: toFilters({ status }), resetScroll: false })}
        />
      </Group>
      <QueryDataTable
        list={list}
        // The answer carries its tab: rows of another tab are not this table's.
        page={(body) => (body.tab === 'approved' ? body : null)}
        skeletonRows={4}
        ariaLabel={t('list.title')}
        columns={columns}
        idAccessor="id"
        {...urlPaging(navigate)}
        emptyState={
          filtered ? (
            <EmptyState title={t('list.noMatch')} description={t('list.noMatchHint')} />
          ) : (
            <EmptyState
              title={t('list.none')}
              description={t('list.noneHint')}
              action={
                <Button size="xs" onClick={() => void navigate({ search: searchForTab('setup') })}>
                  {t('list.openSetup')}
                </Button>
              }
            />
          )
        }
      />
      {moneyDialogs.dialogs}
    </Stack>
  );
};
