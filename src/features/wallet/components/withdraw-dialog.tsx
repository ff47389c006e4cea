import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import type { AdAccount } from '@contract/ad-accounts/ad-accounts.schema';
import { MAX_PAGE_SIZE } from '@contract/common/paging.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TransferDialog } from '@/components/ad-account-money/transfer-dialog';
import { useFormatMoney } from '@/components/money';
import { TableSkeleton } from '@/components/page-skeleton';
import { ErrorState } from '@/components/error-state';
import { adAccountsApi, listAdAccountsOptions } from '@/lib/queries/ad-accounts';

/** The approved ad accounts, the only ones money can leave (spec section 5). */
const approvedAccountsOptions = () =>
  listAdAccountsOptions({ tab: 'approved', status: 'SHOW_ACCOUNT_STATUS_APPROVED', limit: MAX_PAGE_SIZE });

const ChooseAccount = ({ onChoose, onClose }: { onChoose: (account: AdAccount) => void; onClose: () => void }) => {
  const { t } = useTranslation(['wallet', 'common']);
  const formatMoney = useFormatMoney();
  const list = adAccountsApi.listAdAccounts.useQuery(approvedAccountsOptions());
  const [chosenId, setChosenId] = useState<string | null>(null);

  if (list.isError && !list.isFetching) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  const body = list.data?.body;
  if (!body) return <TableSkeleton rows={2} />;
  const accounts = body.tab === 'approved' ? body.content : [];
  const funded = accounts.filter((account) => account.balance > 0);
  const chosen = funded.find((account) => account.id === chosenId);

  if (funded.length === 0) {
    return (
      <Stack gap="md">
        <Alert color="gray" variant="light">
          {t('withdraw.nothing')}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.close')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Text size="sm">{t('withdraw.intro')}</Text>
      <Select
        label={t('withdraw.account')}
        placeholder={t('withdraw.accountPlaceholder')}
        data={funded.map((account) => ({
          value: account.id,
          label: t('withdraw.option', { name: account.name, balance: formatMoney(account.balance) }),
        }))}
        value={chosenId}
        onChange={setChosenId}
        searchable
        data-autofocus
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('common:actions.cancel')}
        </Button>
        <Button disabled={!chosen} onClick={() => chosen && onChoose(chosen)}>
          {t('withdraw.continue')}
        </Button>
      </Group>
    </Stack>
  );
};

/**
 * Withdraw from the balance card: choose the approved ad account the money comes back from,
 * then the ad-account screen's own withdraw dialog (the same rule, the same invalidation).
 */
export const WithdrawDialog = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => {
  const { t } = useTranslation('wallet');
  const [account, setAccount] = useState<AdAccount | null>(null);
  const [transferOpened, setTransferOpened] = useState(false);

  return (
    <>
      <Modal opened={opened} onClose={onClose} title={t('withdraw.title')} centered>
        {opened && (
          <ChooseAccount
            onClose={onClose}
            onChoose={(chosen) => {
              setAccount(chosen);
              onClose();
              setTransferOpened(true);
            }}
          />
        )}
      </Modal>
      {account && (
        <TransferDialog
          adAccount={account}
          type="withdraw"
          opened={transferOpened}
          onClose={() => setTransferOpened(false)}
        />
      )}
    </>
  );
};
