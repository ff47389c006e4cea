import { Text } from '@mantine/core';
import type { UsedPaymentMethod } from '@contract/transactions/transactions.schema';
import { useTranslation } from 'react-i18next';
import { type DataTableColumn } from '@/components/data-table/data-table';
import { QueryDataTable } from '@/components/data-table/query-data-table';
import { EmptyState } from '@/components/empty-state';
import { LinkButton } from '@/components/link-button';
import { Money } from '@/components/money';
import { formatDateTime } from '@/lib/dates';
import { transactionsApi, usedPaymentMethodsOptions } from '@/lib/queries/transactions';

/** The methods the seller topped up with: last use, how many top-ups and what they added. */
export const UsedMethodsTab = () => {
  const { t, i18n } = useTranslation(['wallet', 'configuration']);
  const methods = transactionsApi.listUsedPaymentMethods.useQuery(usedPaymentMethodsOptions());

  const columns: DataTableColumn<UsedPaymentMethod>[] = [
    {
      accessor: 'paymentMethod',
      title: t('methods.method'),
      priority: 'key',
      render: (method) => (
        <Text size="sm" fw={600}>
          {t(`configuration:paymentMethod.${method.paymentMethod}`)}
        </Text>
      ),
    },
    {
      accessor: 'lastUsedAt',
      title: t('methods.lastUsed'),
      render: (method) => formatDateTime(method.lastUsedAt, i18n.language),
    },
    { accessor: 'transactionCount', title: t('methods.count'), textAlign: 'right' },
    {
      accessor: 'totalAmount',
      title: t('methods.total'),
      textAlign: 'right',
      priority: 'key',
      render: (method) => <Money cents={method.totalAmount} fw={600} />,
    },
  ];

  return (
    <QueryDataTable
      list={methods}
      // Every method the seller used: one short list, not paged.
      page={(used) => ({ content: used })}
      skeletonRows={3}
      ariaLabel={t('methods.table')}
      columns={columns}
      idAccessor="paymentMethod"
      emptyState={
        <EmptyState
          title={t('methods.none')}
          description={t('methods.noneHint')}
          action={
            <LinkButton to="/payment/add-fund" size="xs">
              {t('balance.addBalance')}
            </LinkButton>
          }
        />
      }
    />
  );
};
