import { adAccountsContract } from '@contract/ad-accounts/ad-accounts.contract';
import { FormActions } from '@/components/form-actions';
import { Alert, Modal, Stack, Table, Text } from '@mantine/core';
import { acceptsMoney, adAccountMoveIssue, maxMoveCents } from '@contract/ad-accounts/ad-account-rules';
import type { AdAccount } from '@contract/ad-accounts/ad-accounts.schema';
import { MIN_TRANSFER_CENTS } from '@contract/common/constants';
import type { AdAccountTransferType } from '@contract/common/enums.schema';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '@/components/amount-input';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { Money, useFormatMoney } from '@/components/money';
import { REQUIRED_FIELD } from '@/components/required-field';
import { statusLabelKey } from '@/components/status-badge';
import { useSuccessNotification } from '@/components/use-success-notification';
import { useIdempotencyKeys } from '@/lib/idempotency-key';
import { formatUsdCents } from '@/lib/money';
import { meOptions, usersApi } from '@/lib/queries/users';
import { useSchemaForm } from '@/lib/validation';
import { useMoveAdAccountBalance } from './ad-account-money-mutations';
import { transferFormSchema, typedCents } from './transfer-form-schema';

export interface TransferDialogProps {
  adAccount: AdAccount;
  /** transfer: wallet → ad account; withdraw: ad account → wallet. */
  type: AdAccountTransferType;
  opened: boolean;
  onClose: () => void;
}

const BalanceRow = ({ label, now, after }: { label: string; now: number; after: number | null }) => (
  <Table.Tr>
    <Table.Th scope="row" fw={500}>
      {label}
    </Table.Th>
    <Table.Td ta="right">
      <Money cents={now} />
    </Table.Td>
    <Table.Td ta="right" fw={600}>
      {after === null ? '—' : <Money cents={after} />}
    </Table.Td>
  </Table.Tr>
);

const TransferForm = ({ adAccount, type, onClose }: Omit<TransferDialogProps, 'opened'>) => {
  const { t, i18n } = useTranslation(['ad-accounts', 'common']);
  // What the wallet can spend: money held for refunds waiting for an admin cannot move.
  const wallet = usersApi.getMe.useSuspenseQuery(meOptions()).data.body.availableBalance;
  const move = useMoveAdAccountBalance();
  const keys = useIdempotencyKeys();
  const notify = useSuccessNotification();
  const formatMoney = useFormatMoney();
  // Limits are whole dollars and read better without cents: "$1 to $1,250".
  const formatLimit = (limit: number) => formatUsdCents(limit, i18n.language, { wholeDollars: true });
  const available = type === 'transfer' ? wallet : adAccount.balance;
  const form = useSchemaForm(transferFormSchema({ status: adAccount.status, available, type }), {
    name: `ad-account-${type}`,
    initialValues: { amount: '' },
  });
  const max = maxMoveCents(available);
  const approved = acceptsMoney(adAccount.status);
  const nothingToMove = max < MIN_TRANSFER_CENTS;

  // The balances after the move, once the field holds an amount the rule accepts.
  const cents = typedCents(form.values.amount);
  const moved =
    cents !== null && adAccountMoveIssue({ amount: cents, status: adAccount.status, available }) === null
      ? cents
      : null;
  const walletAfter = moved === null ? null : type === 'transfer' ? wallet - moved : wallet + moved;
  const accountAfter =
    moved === null ? null : type === 'transfer' ? adAccount.balance + moved : adAccount.balance - moved;

  return (
    <form
      noValidate
      onSubmit={form.submit(({ amount }) =>
        move.mutate(
          keys.withKey(
            { params: { id: adAccount.id }, body: { type, amount } },
            adAccountsContract.transferAdAccountBalance,
          ),
          {
            onSuccess: () => {
              notify({ message: t(`${type}.done`, { amount: formatMoney(amount), name: adAccount.name }) });
              onClose();
            },
          },
        ),
      )}
    >
      <Stack gap="md">
        <Text size="sm">{t(`${type}.intro`, { name: adAccount.name, id: adAccount.id })}</Text>
        <Table withTableBorder verticalSpacing={6} horizontalSpacing="sm" fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('transferDialog.balance')}</Table.Th>
              <Table.Th ta="right">{t('transferDialog.now')}</Table.Th>
              <Table.Th ta="right">{t(`${type}.after`)}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <BalanceRow label={t('transferDialog.walletAvailable')} now={wallet} after={walletAfter} />
            <BalanceRow label={t('transferDialog.adAccount')} now={adAccount.balance} after={accountAfter} />
          </Table.Tbody>
        </Table>
        {!approved ? (
          <Alert color="orange" variant="light">
            {t('actions.notApproved', { status: t(statusLabelKey('adAccountDisplay', adAccount.status)) })}
          </Alert>
        ) : nothingToMove ? (
          <Alert color="orange" variant="light">
            {t(`${type}.nothingToMove`, { min: formatLimit(MIN_TRANSFER_CENTS) })}
          </Alert>
        ) : (
          <AmountInput
            label={t('transferDialog.amount')}
            description={t('transferDialog.amountHint', {
              min: formatLimit(MIN_TRANSFER_CENTS),
              max: formatLimit(max),
            })}
            wholeNumber
            data-autofocus
            {...REQUIRED_FIELD}
            {...form.getInputProps('amount')}
            value={form.values.amount}
            onChange={(value) => {
              form.setFieldValue('amount', value);
              // A new amount is a new attempt: the last refusal no longer applies.
              move.reset();
            }}
          />
        )}
        <ApiErrorAlert error={move.error} />
        <FormActions
          submitLabel={t(`${type}.submit`)}
          busy={move.isPending}
          onCancel={onClose}
          submitDisabled={!approved || nothingToMove}
        />
      </Stack>
    </form>
  );
};

/**
 * Moves whole dollars between the wallet and an approved ad account, showing both balances now
 * and after. The amount is checked by the contract's move rule; a refusal from the server is shown
 * translated and what was typed stays. Used by My ad accounts and the wallet screen.
 */
export const TransferDialog = ({ adAccount, type, opened, onClose }: TransferDialogProps) => {
  const { t } = useTranslation('ad-accounts');
  return (
    <Modal opened={opened} onClose={onClose} title={t(`${type}.title`)} centered>
      <TransferForm adAccount={adAccount} type={type} onClose={onClose} />
    </Modal>
  );
};
