import { BillingStatusSchema } from '@contract/common/enums.schema';
import type { ReferralPayout, ReferralRewards } from '@contract/referrals/referrals.schema';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { type DataTableColumn } from '@/components/data-table/data-table';
import { QueryDataTable, type ListQuery } from '@/components/data-table/query-data-table';
import { EmptyState } from '@/components/empty-state';
import { Money } from '@/components/money';
import { StatusBadge, statusLabelKey } from '@/components/status-badge';
import { formatDateTime } from '@/lib/dates';
import { urlPaging } from '@/lib/list-search';

const route = getRouteApi('/_auth/_verified/referral');

const ALL = 'all';
const tabular = { fontVariantNumeric: 'tabular-nums' } as const;

/**
 * The seller's payouts, a page at a time, filtered by status; filter and page live in the URL.
 * They come with the rewards' figures, in the same answer.
 */
export const PayoutsTable = ({ rewards }: { rewards: ListQuery<ReferralRewards> }) => {
  const { t, i18n } = useTranslation(['referral', 'common', 'configuration']);
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const monthLabel = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const periodOf = (period: string) => monthLabel.format(new Date(`${period}-01T00:00:00Z`));

  const filter = (value: string) => {
    const status = BillingStatusSchema.safeParse(value);
    void navigate({
      search: (previous) => ({ ...previous, status: status.success ? status.data : undefined, page: undefined }),
      resetScroll: false,
    });
  };

  const columns: DataTableColumn<ReferralPayout>[] = [
    {
      accessor: 'period',
      title: t('payouts.period'),
      priority: 'key',
      render: (payout) => <Text size="sm">{periodOf(payout.period)}</Text>,
    },
    {
      accessor: 'amount',
      title: t('payouts.amount'),
      textAlign: 'right',
      priority: 'key',
      render: (payout) => <Money cents={payout.amount} fw={600} />,
    },
    {
      accessor: 'status',
      title: t('payouts.status'),
      noWrap: true,
      priority: 'key',
      render: (payout) => <StatusBadge kind="billing" value={payout.status} miw="max-content" />,
    },
    {
      accessor: 'method',
      title: t('payouts.method'),
      visibleMediaQuery: '(min-width: 62em)',
      render: (payout) => t(`configuration:paymentMethod.${payout.method}`),
    },
    {
      accessor: 'paidAt',
      title: t('payouts.paidAt'),
      visibleMediaQuery: '(min-width: 48em)',
      render: (payout) => (
        <Text size="sm" style={tabular}>
          {payout.paidAt ? formatDateTime(payout.paidAt, i18n.language) : '—'}
        </Text>
      ),
    },
    {
      accessor: 'rejectionReason',
      title: t('payouts.rejectionReason'),
      visibleMediaQuery: '(min-width: 62em)',
      width: '25%',
      // The admin's text: shown as text, its line breaks kept.
      render: (payout) => (
        <Text size="sm" c={payout.rejectionReason ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap' }}>
          {payout.rejectionReason ?? '—'}
        </Text>
      ),
      folded: (payout) =>
        payout.rejectionReason && (
          <Text span inherit style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {payout.rejectionReason}
          </Text>
        ),
    },
  ];

  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label={t('payouts.filter')}
        value={search.status ?? ALL}
        onChange={filter}
        data={[
          { value: ALL, label: t('payouts.all') },
          ...BillingStatusSchema.options.map((status) => ({
            value: status,
            label: t(statusLabelKey('billing', status)),
          })),
        ]}
        style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
      />
      <QueryDataTable
        list={rewards}
        page={(body) => body.payouts}
        ariaLabel={t('payouts.title')}
        columns={columns}
        idAccessor="id"
        {...urlPaging(navigate)}
        emptyState={
          search.status ? (
            <EmptyState title={t('payouts.noMatch')} description={t('payouts.noMatchHint')} />
          ) : (
            <EmptyState title={t('payouts.empty')} description={t('payouts.emptyHint')} />
          )
        }
      />
    </Stack>
  );
};
