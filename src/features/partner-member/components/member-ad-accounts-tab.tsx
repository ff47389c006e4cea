import type { AdAccount } from '@contract/ad-accounts/ad-accounts.schema';
import { AdAccountDisplayStatusSchema } from '@contract/common/enums.schema';
import { Group, Stack, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { QueryDataTable } from '@/components/data-table/query-data-table';
import { ChoiceFilter } from '@/components/data-table/choice-filter';
import { type DataTableColumn } from '@/components/data-table/data-table';
import { SearchInput } from '@/components/data-table/search-input';
import { EmptyState } from '@/components/empty-state';
import { Money } from '@/components/money';
import { StatusBadge, statusLabelKey } from '@/components/status-badge';
import { toFilters, toSearchText, urlPaging } from '@/lib/list-search';
import { memberAdAccountsOptions, partnershipApi } from '@/lib/queries/partnership';
import { memberAdAccountsQuery } from '../member-search';

const route = getRouteApi('/_auth/_verified/_partner/member/$id');

const tabular = { fontVariantNumeric: 'tabular-nums' } as const;

/** The member's ad accounts: search by name or ID, status filter and paging, all in the URL. */
export const MemberAdAccountsTab = ({ memberId }: { memberId: string }) => {
  const { t } = useTranslation(['partner-member', 'common']);
  const search = route.useSearch();
  const navigate = route.useNavigate();
  // A new search keeps the last rows on screen under the veil while it loads.
  const list = partnershipApi.listMemberAdAccounts.useQuery({
    ...memberAdAccountsOptions(memberId, memberAdAccountsQuery(search)),
    placeholderData: (previous) => previous,
  });
  const filtered = Boolean(search.search) || search.status !== undefined;

  const columns: DataTableColumn<AdAccount>[] = [
    {
      accessor: 'name',
      title: t('adAccounts.name'),
      priority: 'key',
      render: (account) => (
        <Text size="sm" fw={600} miw={120}>
          {account.name}
        </Text>
      ),
    },
    {
      accessor: 'id',
      title: t('adAccounts.id'),
      visibleMediaQuery: '(min-width: 48em)',
      render: (account) => (
        <Text size="sm" style={tabular}>
          {account.id}
        </Text>
      ),
    },
    {
      accessor: 'status',
      title: t('adAccounts.status'),
      noWrap: true,
      priority: 'key',
      render: (account) => <StatusBadge kind="adAccountDisplay" value={account.status} miw="max-content" />,
    },
    {
      accessor: 'balance',
      title: t('adAccounts.balance'),
      textAlign: 'right',
      priority: 'key',
      render: (account) => <Money cents={account.balance} fw={600} />,
    },
    {
      accessor: 'cost',
      title: t('adAccounts.cost'),
      textAlign: 'right',
      visibleMediaQuery: '(min-width: 62em)',
      render: (account) => <Money cents={account.cost} />,
    },
  ];

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SearchInput
          label={t('adAccounts.search')}
          placeholder={t('adAccounts.searchPlaceholder')}
          value={search.search ?? ''}
          onChange={(text) => void navigate({ search: toSearchText(text), resetScroll: false })}
        />
        <ChoiceFilter
          label={t('adAccounts.statusFilter')}
          placeholder={t('adAccounts.allStatuses')}
          clearLabel={t('adAccounts.clearStatus')}
          choices={AdAccountDisplayStatusSchema.options}
          labelOf={(status) => t(statusLabelKey('adAccountDisplay', status))}
          value={search.status}
          onChange={(status) => void navigate({ search: toFilters({ status }), resetScroll: false })}
        />
      </Group>
      <QueryDataTable
        list={list}
        skeletonRows={4}
        ariaLabel={t('adAccounts.title')}
        columns={columns}
        idAccessor="id"
        {...urlPaging(navigate)}
        emptyState={
          filtered ? (
            <EmptyState title={t('adAccounts.noMatch')} description={t('adAccounts.noMatchHint')} />
          ) : (
            <EmptyState title={t('adAccounts.none')} description={t('adAccounts.noneHint')} />
          )
        }
      />
    </Stack>
  );
};
