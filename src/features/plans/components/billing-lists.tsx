import { BillingStatusSchema } from '@contract/common/enums.schema';
import type { Invoice, SubscriptionTransition } from '@contract/plans/plans.schema';
import { Group, Stack, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter } from '@/components/data-table/choice-filter';
import { type DataTableColumn } from '@/components/data-table/data-table';
import { QueryDataTable } from '@/components/data-table/query-data-table';
import { EmptyState } from '@/components/empty-state';
import { Money } from '@/components/money';
import { StatusBadge, statusLabelKey } from '@/components/status-badge';
import { formatDateTime } from '@/lib/dates';
import { toFilters, urlPaging } from '@/lib/list-search';
import { usePlanName } from '@/lib/plan-names';
import { invoicesOptions, plansApi, transitionsOptions } from '@/lib/queries/plans';
import { invoiceQuery, transitionQuery } from '../plans-search';

const route = getRouteApi('/_auth/_verified/billing');

const tabular = { fontVariantNumeric: 'tabular-nums' } as const;

/**
 * The billing history: invoices newest first, with their status, filtered by status in the URL.
 * Each line is written here from the invoice's plan, cycle and reason, in the reader's language.
 */
export const InvoiceList = () => {
  const { t, i18n } = useTranslation(['plans', 'common']);
  const planName = usePlanName();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const list = plansApi.listInvoices.useQuery({
    ...invoicesOptions(invoiceQuery(search)),
    placeholderData: (previous) => previous,
  });
  const date = (iso: string) => formatDateTime(iso, i18n.language);

  const columns: DataTableColumn<Invoice>[] = [
    {
      accessor: 'issuedAt',
      title: t('invoices.issuedAt'),
      priority: 'key',
      render: (invoice) => (
        <Stack gap={2}>
          <Text size="sm" style={tabular}>
            {date(invoice.issuedAt)}
          </Text>
          <Text size="xs" c="dimmed">
            {invoice.number}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'description',
      title: t('invoices.description'),
      visibleMediaQuery: '(min-width: 48em)',
      render: (invoice) => (
        <Text size="sm">
          {t(`invoices.line.${invoice.billingReason}`, {
            plan: planName(invoice.planId),
            cycle: t(`invoices.cycles.${invoice.cycle}`),
          })}
        </Text>
      ),
    },
    {
      accessor: 'period',
      title: t('invoices.period'),
      visibleMediaQuery: '(min-width: 62em)',
      render: (invoice) =>
        invoice.periodStart && invoice.periodEnd ? (
          <Text size="sm" style={tabular}>
            {t('invoices.periodRange', { from: date(invoice.periodStart), to: date(invoice.periodEnd) })}
          </Text>
        ) : (
          '—'
        ),
    },
    {
      accessor: 'total',
      title: t('invoices.total'),
      textAlign: 'right',
      priority: 'key',
      render: (invoice) => <Money cents={invoice.total} fw={600} />,
    },
    {
      accessor: 'status',
      title: t('invoices.status'),
      noWrap: true,
      priority: 'key',
      render: (invoice) => <StatusBadge kind="billing" value={invoice.status} miw="max-content" />,
    },
  ];

  return (
    <Stack gap="md">
      <Group>
        <ChoiceFilter
          label={t('invoices.filterStatus')}
          placeholder={t('invoices.allStatuses')}
          clearLabel={t('invoices.clearStatus')}
          choices={BillingStatusSchema.options}
          labelOf={(status) => t(statusLabelKey('billing', status))}
          value={search.status}
          onChange={(status) => void navigate({ search: toFilters({ status }), resetScroll: false })}
        />
      </Group>
      <QueryDataTable
        list={list}
        ariaLabel={t('invoices.title')}
        columns={columns}
        idAccessor="id"
        {...urlPaging(navigate)}
        emptyState={
          <EmptyState
            title={search.status ? t('invoices.noMatch') : t('invoices.empty')}
            description={search.status ? undefined : t('invoices.emptyHint')}
          />
        }
      />
    </Stack>
  );
};

/** The plan-change history: each status change of the subscription and the plan after it. */
export const PlanChangeList = () => {
  const { t, i18n } = useTranslation(['plans', 'common']);
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const planName = usePlanName();
  const list = plansApi.listSubscriptionTransitions.useQuery({
    ...transitionsOptions(transitionQuery(search)),
    placeholderData: (previous) => previous,
  });

  const columns: DataTableColumn<SubscriptionTransition>[] = [
    {
      accessor: 'changedAt',
      title: t('changes.changedAt'),
      priority: 'key',
      render: (change) => (
        <Text size="sm" style={tabular}>
          {formatDateTime(change.changedAt, i18n.language)}
        </Text>
      ),
    },
    {
      accessor: 'planId',
      title: t('changes.plan'),
      render: (change) => <Text size="sm">{change.planId === null ? '—' : planName(change.planId)}</Text>,
    },
    {
      accessor: 'from',
      title: t('changes.from'),
      render: (change) =>
        change.from ? <StatusBadge kind="subscription" value={change.from} miw="max-content" /> : t('changes.start'),
    },
    {
      accessor: 'to',
      title: t('changes.to'),
      priority: 'key',
      render: (change) => <StatusBadge kind="subscription" value={change.to} miw="max-content" />,
    },
  ];

  return (
    <QueryDataTable
      list={list}
      ariaLabel={t('changes.title')}
      columns={columns}
      idAccessor="id"
      {...urlPaging(navigate)}
      emptyState={<EmptyState title={t('changes.empty')} />}
    />
  );
};
