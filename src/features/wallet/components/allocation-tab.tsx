import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AdAccount } from '@contract/ad-accounts/ad-accounts.schema';
import { useTranslation } from 'react-i18next';
import { AdAccountActions } from '@/components/ad-account-money/ad-account-actions';
import { useAdAccountMoneyDialogs } from '@/components/ad-account-money/use-ad-account-money-dialogs';
import { useAutoTopUpText } from '@/components/ad-account-money/use-auto-top-up-text';
import { type DataTableColumn } from '@/components/data-table/data-table';
import { QueryDataTable } from '@/components/data-table/query-data-table';
import { EmptyState } from '@/components/empty-state';
import { LinkButton } from '@/components/link-button';
import { Money } from '@/components/money';
import { StatusBadge } from '@/components/status-badge';
import { adAccountsApi, listAdAccountsOptions } from '@/lib/queries/ad-accounts';
import { meOptions, usersApi } from '@/lib/queries/users';
import { allocationQuery } from '../wallet-search';
import { Figure } from '@/components/figure';

/**
 * Where the money is: the wallet, what the ad accounts hold, and each ad account with its
 * balance and auto top-up, with the ad-account screen's own money dialogs on each row.
 */
export const AllocationTab = () => {
  const { t } = useTranslation(['wallet', 'ad-accounts', 'common']);
  const balance = usersApi.getMe.useSuspenseQuery(meOptions()).data.body.balance;
  const list = adAccountsApi.listAdAccounts.useQuery(listAdAccountsOptions(allocationQuery()));
  const moneyDialogs = useAdAccountMoneyDialogs();
  const autoTopUpText = useAutoTopUpText();
  const body = list.data?.body;
  const inAdAccounts =
    body?.tab === 'approved' ? body.content.reduce((sum, account) => sum + account.balance, 0) : undefined;

  const columns: DataTableColumn<AdAccount>[] = [
    {
      accessor: 'name',
      title: t('ad-accounts:list.adAccount'),
      priority: 'key',
      render: (account) => (
        <Stack gap={2} miw={120}>
          <Text size="sm" fw={600}>
            {account.name}
          </Text>
          <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>
            {account.id}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'status',
      title: t('ad-accounts:list.status'),
      priority: 'key',
      render: (account) => <StatusBadge kind="adAccountDisplay" value={account.status} miw="max-content" />,
    },
    {
      accessor: 'autoTopUp',
      title: t('ad-accounts:list.autoTopUp'),
      visibleMediaQuery: '(min-width: 62em)',
      render: (account) => (
        <Text size="sm" c={account.autoTopUp ? undefined : 'dimmed'}>
          {autoTopUpText(account)}
        </Text>
      ),
    },
    {
      accessor: 'balance',
      title: t('ad-accounts:list.balance'),
      textAlign: 'right',
      priority: 'key',
      render: (account) => <Money cents={account.balance} fw={600} />,
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
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Figure label={t('allocation.wallet')}>
          <Money cents={balance} />
        </Figure>
        <Figure label={t('allocation.inAdAccounts')}>
          {inAdAccounts === undefined ? '—' : <Money cents={inAdAccounts} />}
        </Figure>
        <Figure label={t('allocation.total')}>
          {inAdAccounts === undefined ? '—' : <Money cents={balance + inAdAccounts} />}
        </Figure>
      </SimpleGrid>
      <QueryDataTable
        list={list}
        page={(answer) => (answer.tab === 'approved' ? answer : null)}
        skeletonRows={3}
        ariaLabel={t('allocation.table')}
        columns={columns}
        idAccessor="id"
        emptyState={
          <EmptyState
            title={t('allocation.none')}
            description={t('allocation.noneHint')}
            action={
              <LinkButton to="/my-ads-account" search={{ tab: 'setup' }} size="xs">
                {t('allocation.openSetup')}
              </LinkButton>
            }
          />
        }
      />
      <Group>
        <Text size="xs" c="dimmed">
          {t('allocation.hint')}
        </Text>
      </Group>
      {moneyDialogs.dialogs}
    </Stack>
  );
};
