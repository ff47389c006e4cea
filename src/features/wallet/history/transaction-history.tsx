import { Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { BalanceTransaction } from '@contract/transactions/balance-transaction.schema';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '@/components/copy-button';
import { CsvExportButton } from '@/components/data-table/csv-export-button';
import { type DataTableColumn } from '@/components/data-table/data-table';
import { QueryDataTable } from '@/components/data-table/query-data-table';
import { EmptyState } from '@/components/empty-state';
import { Money } from '@/components/money';
import { StatusBadge } from '@/components/status-badge';
import { bodyOf } from '@/lib/api';
import { urlPaging } from '@/lib/list-search';
import { listTransactionsOptions, transactionsApi } from '@/lib/queries/transactions';
import { historyQuery, type WalletSearch } from '../wallet-search';
import { isInvoiceableTopUp } from '@contract/transactions/invoice-numbers';
import { CHARGE_FIELDS, transactionCsvColumns } from './history-format';
import { HistoryFilters } from './history-filters';
import { TransactionDrawer } from './transaction-drawer';
import { NO_VALUE, useTransactionFormat } from './use-transaction-format';

const route = getRouteApi('/_auth/_verified/payment/');

const tabular = { fontVariantNumeric: 'tabular-nums' } as const;

/**
 * Five charge columns, mostly $0.00, fit only a very wide screen; narrower, a move's non-zero
 * charges fold under its type.
 */
const CHARGE_COLUMNS_QUERY = '(min-width: 100em)';

/** Whether the URL narrows the history, which decides which empty state shows. */
const isFiltered = (search: WalletSearch): boolean =>
  [search.group, search.type, search.status, search.datePreset, search.from, search.to, search.search].some(
    (value) => value !== undefined,
  );

/** A move's transfer code with its copy button; copying is not opening the row. */
const TransferCode = ({ code }: { code: string }) => {
  const { t } = useTranslation('transactions');
  return (
    <Group gap={2} wrap="nowrap">
      <Text size="xs" style={{ ...tabular, overflowWrap: 'anywhere' }}>
        {code}
      </Text>
      <span onClick={(event) => event.stopPropagation()}>
        <CopyButton value={code} label={t('list.copyTransferCode')} size="sm" />
      </span>
    </Group>
  );
};

/** The drawer's transaction; kept while it closes so it does not empty mid-animation. */
interface OpenDetail {
  transaction: BalanceTransaction;
  opened: boolean;
}

/**
 * The wallet's moves (spec section 4, "Lists: history by type"): a group chooser, filters by
 * type, status and date, search, paging and page size, all in the URL; the filtered total and
 * a CSV of every filtered row; a row opens its details. With `onInvoice`, settled top-ups can be
 * picked (one from its details, several with the row checkboxes) for an invoice.
 */
export const TransactionHistory = ({
  onInvoice,
}: {
  onInvoice: ((transactions: BalanceTransaction[]) => void) | undefined;
}) => {
  const { t } = useTranslation(['transactions', 'common']);
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const format = useTransactionFormat();
  const [detail, setDetail] = useState<OpenDetail | null>(null);
  // Kept across pages and filters, so top-ups from several pages can share one invoice.
  const [selected, setSelected] = useState<BalanceTransaction[]>([]);

  const query = historyQuery(search);
  // The loader warmed this page; a new filter keeps the last rows on screen under the veil while it loads.
  const list = transactionsApi.listTransactions.useQuery({
    ...listTransactionsOptions(query),
    placeholderData: (previous) => previous,
  });
  const body = list.data?.body;

  const openDetail = (transaction: BalanceTransaction) => setDetail({ transaction, opened: true });
  const clearFilters = () =>
    void navigate({ search: (previous) => ({ tab: previous.tab, limit: previous.limit }), resetScroll: false });

  const columns: DataTableColumn<BalanceTransaction>[] = [
    {
      accessor: 'type',
      title: t('list.type'),
      priority: 'key',
      render: (transaction) => (
        <Stack gap={2} miw={150}>
          {/* The row opens on click; this button is the way in for keyboards and screen readers. */}
          <UnstyledButton
            onClick={(event) => {
              event.stopPropagation();
              openDetail(transaction);
            }}
            // The name starts with the visible label and tells identical labels apart by their date.
            aria-label={t('list.openDetails', {
              type: format.type(transaction),
              date: format.date(transaction.createdAt),
            })}
            fw={600}
            fz="sm"
            td="underline"
          >
            {format.type(transaction)}
          </UnstyledButton>
          {/* No column holds the ad account: a transfer names it here at every width. */}
          {transaction.adAccountId && (
            <Text size="xs" c="dimmed" style={tabular}>
              {t('list.adAccountShort', { id: transaction.adAccountId })}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      accessor: 'amount',
      title: t('list.amount'),
      textAlign: 'right',
      noWrap: true,
      priority: 'key',
      render: (transaction) => (
        <Text span inherit fw={600} style={tabular}>
          {format.signedMoney(transaction.amount)}
        </Text>
      ),
    },
    ...CHARGE_FIELDS.map((field): DataTableColumn<BalanceTransaction> => ({
      accessor: field,
      title: t(`list.${field}`),
      textAlign: 'right',
      noWrap: true,
      visibleMediaQuery: CHARGE_COLUMNS_QUERY,
      render: (transaction) => <Money cents={transaction[field]} />,
      folded: (transaction) => (transaction[field] === 0 ? null : <Money cents={transaction[field]} />),
    })),
    {
      accessor: 'status',
      title: t('list.status'),
      noWrap: true,
      priority: 'key',
      // The badge's label may not shrink to an ellipsis when the table is tight.
      render: (transaction) => <StatusBadge kind="paymentStatus" value={transaction.status} miw="max-content" />,
    },
    {
      accessor: 'transferCode',
      title: t('list.transferCode'),
      visibleMediaQuery: '(min-width: 75em)',
      folded: (transaction) => transaction.transferCode && <TransferCode code={transaction.transferCode} />,
      render: (transaction) => (transaction.transferCode ? <TransferCode code={transaction.transferCode} /> : NO_VALUE),
    },
    {
      accessor: 'createdAt',
      title: t('list.date'),
      noWrap: true,
      visibleMediaQuery: '(min-width: 62em)',
      render: (transaction) => format.date(transaction.createdAt),
    },
    {
      accessor: 'paymentMethod',
      title: t('list.paymentMethod'),
      visibleMediaQuery: '(min-width: 75em)',
      render: (transaction) => format.method(transaction),
      folded: (transaction) => transaction.paymentMethod && format.method(transaction),
    },
  ];

  const csvColumns = transactionCsvColumns({
    header: (column) => t(`list.${column}`),
    type: format.type,
    status: format.status,
    method: format.method,
  });

  return (
    <Stack gap="md">
      <HistoryFilters />
      {body && (
        <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
          {/* Announced when a filter changes the count. */}
          <Text size="sm" fw={600} role="status">
            {t('list.total', { count: body.paging.total })}
          </Text>
          <Group gap="sm" align="flex-start" wrap="wrap">
            {onInvoice && selected.length > 0 && (
              <>
                <Button variant="subtle" onClick={() => setSelected([])}>
                  {t('invoice.clearSelection')}
                </Button>
                <Button onClick={() => onInvoice(selected)}>
                  {t('invoice.downloadSelected', { count: selected.length })}
                </Button>
              </>
            )}
            {body.paging.total > 0 && (
              <CsvExportButton
                fileName={t('export.fileName')}
                columns={csvColumns}
                fetchPage={async (page, limit) =>
                  bodyOf(await transactionsApi.listTransactions.query({ query: { ...query, page, limit } }), 200)
                }
              />
            )}
          </Group>
        </Group>
      )}
      <QueryDataTable<BalanceTransaction>
        list={list}
        skeletonRows={5}
        ariaLabel={t('title')}
        columns={columns}
        idAccessor="id"
        {...urlPaging(navigate)}
        onRowClick={openDetail}
        selection={
          onInvoice && {
            selectedRecords: selected,
            onSelectedRecordsChange: setSelected,
            isRecordSelectable: isInvoiceableTopUp,
            allLabel: t('invoice.selectAll'),
            rowLabel: (transaction) =>
              t('invoice.selectRow', { type: format.type(transaction), date: format.date(transaction.createdAt) }),
          }
        }
        emptyState={
          isFiltered(search) ? (
            <EmptyState
              title={t('list.noMatch')}
              description={t('list.noMatchHint')}
              action={
                <Button size="xs" variant="default" onClick={clearFilters}>
                  {t('common:table.clearFilters')}
                </Button>
              }
            />
          ) : (
            <EmptyState title={t('list.none')} description={t('list.noneHint')} />
          )
        }
      />
      <TransactionDrawer
        transaction={detail?.transaction ?? null}
        opened={detail?.opened ?? false}
        onClose={() => setDetail((open) => open && { ...open, opened: false })}
        onInvoice={onInvoice}
      />
    </Stack>
  );
};
