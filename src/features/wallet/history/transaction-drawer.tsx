import { Button, Drawer, Group, Stack, Table, Text } from '@mantine/core';
import type { BalanceTransaction } from '@contract/transactions/balance-transaction.schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '@/components/copy-button';
import { StatusBadge } from '@/components/status-badge';
import { isInvoiceableTopUp, isTopUp } from '@contract/transactions/invoice-numbers';
import { CHARGE_FIELDS, totalChargedCents } from './history-format';
import { NO_VALUE, useTransactionFormat } from './use-transaction-format';

const tabular = { fontVariantNumeric: 'tabular-nums' } as const;

/** A value with its copy button; server text is rendered as text, and long codes wrap. */
const Copyable = ({ value, label }: { value: string; label: string }) => (
  <Group gap={4} wrap="nowrap" align="flex-start">
    <Text size="sm" style={{ ...tabular, overflowWrap: 'anywhere' }}>
      {value}
    </Text>
    <CopyButton value={value} label={label} size="sm" />
  </Group>
);

/**
 * Every field of one balance transaction, and for a settled top-up the invoice download
 * (only when the screen offers invoices). The drawer keeps its transaction while it closes.
 */
export const TransactionDrawer = ({
  transaction,
  opened,
  onClose,
  onInvoice,
}: {
  transaction: BalanceTransaction | null;
  opened: boolean;
  onClose: () => void;
  onInvoice: ((transactions: BalanceTransaction[]) => void) | undefined;
}) => {
  const { t } = useTranslation(['transactions', 'common']);
  const format = useTransactionFormat();

  const fields: { label: string; value: ReactNode }[] = transaction
    ? [
        {
          label: t('detail.id'),
          value: <Copyable value={transaction.id} label={t('detail.copyId')} />,
        },
        { label: t('detail.type'), value: format.type(transaction) },
        {
          label: t('detail.amount'),
          value: (
            <Text span inherit fw={600} style={tabular}>
              {format.signedMoney(transaction.amount)}
            </Text>
          ),
        },
        { label: t('detail.currency'), value: t(`common:currency.${transaction.currency}`) },
        ...CHARGE_FIELDS.map((field) => ({
          label: t(`detail.${field}`),
          value: (
            <Text span inherit style={tabular}>
              {format.money(transaction[field])}
            </Text>
          ),
        })),
        // What the payer's method was charged; only a top-up was paid from outside the wallet.
        ...(isTopUp(transaction)
          ? [
              {
                label: t('detail.totalCharged'),
                value: (
                  <Text span inherit fw={600} style={tabular}>
                    {format.money(totalChargedCents(transaction))}
                  </Text>
                ),
              },
            ]
          : []),
        {
          label: t('detail.status'),
          value: <StatusBadge kind="paymentStatus" value={transaction.status} miw="max-content" />,
        },
        { label: t('detail.paymentMethod'), value: format.method(transaction) },
        {
          label: t('detail.transferCode'),
          value: transaction.transferCode ? (
            <Copyable value={transaction.transferCode} label={t('detail.copyTransferCode')} />
          ) : (
            NO_VALUE
          ),
        },
        {
          label: t('detail.adAccount'),
          value: (
            <Text span inherit style={tabular}>
              {transaction.adAccountId ?? NO_VALUE}
            </Text>
          ),
        },
        {
          label: t('detail.balanceAfter'),
          value: (
            <Text span inherit style={tabular}>
              {transaction.balanceAfter === null ? NO_VALUE : format.money(transaction.balanceAfter)}
            </Text>
          ),
        },
        {
          label: t('detail.note'),
          value: (
            <Text span inherit style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {transaction.note ?? NO_VALUE}
            </Text>
          ),
        },
        { label: t('detail.date'), value: format.date(transaction.createdAt) },
      ]
    : [];

  const invoiceable = transaction !== null && onInvoice !== undefined && isInvoiceableTopUp(transaction);

  return (
    <Drawer opened={opened} onClose={onClose} title={t('detail.title')} position="right" size="md">
      {transaction && (
        <Stack gap="md">
          <Table variant="vertical" layout="fixed" withTableBorder>
            <Table.Tbody>
              {fields.map((field) => (
                <Table.Tr key={field.label}>
                  <Table.Th w="40%">{field.label}</Table.Th>
                  <Table.Td>{field.value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {invoiceable && (
            <Group>
              <Button
                onClick={() => {
                  // The invoice dialog is a modal of its own: the drawer steps aside first.
                  onClose();
                  onInvoice([transaction]);
                }}
              >
                {t('invoice.download')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Drawer>
  );
};
