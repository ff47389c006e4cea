import { DURATIONS } from '@contract/common/constants';
import type { Ticket } from '@contract/tickets/tickets.schema';
import { Button, Stack, Text, UnstyledButton } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataTableColumn } from '@/components/data-table/data-table';
import { QueryDataTable } from '@/components/data-table/query-data-table';
import { EmptyState } from '@/components/empty-state';
import { Money } from '@/components/money';
import { StatusBadge } from '@/components/status-badge';
import { formatDateTime } from '@/lib/dates';
import { formatUsdCents } from '@/lib/money';
import { urlPaging } from '@/lib/list-search';
import { ticketsApi } from '@/lib/queries/tickets';
import { refundedCents } from './refund-amounts';
import { RefundDetailDrawer } from './refund-detail-drawer';
import { OPEN_REFUND_POLL_MS, refundHistoryOptions, useFollowSettledRefunds, useOpenRefunds } from './refund-queries';

const route = getRouteApi('/_auth/_verified/payment/');

const [PROCESSING_MIN, PROCESSING_MAX] = DURATIONS.refundProcessingWorkingDays;
const [ARRIVAL_MIN, ARRIVAL_MAX] = DURATIONS.refundArrivalDays;

const tabular = { fontVariantNumeric: 'tabular-nums' } as const;

/** A rejection reason is the admin's text: shown as text, its line breaks kept. */
const RejectionReason = ({ ticket }: { ticket: Ticket }) =>
  ticket.rejectionReason ? (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {ticket.rejectionReason}
    </Text>
  ) : (
    <Text size="sm" c="dimmed">
      —
    </Text>
  );

/**
 * The seller's refund requests (the request_refund tickets), a page at a time with the page and
 * page size in the URL. A done refund paid back the requested amount in full. While any refund
 * is open the list is read again every 30 s, so one an admin settles shows without a reload.
 */
export const RefundHistory = ({ onRequestRefund }: { onRequestRefund: () => void }) => {
  const { t, i18n } = useTranslation(['refunds', 'common']);
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const date = (iso: string) => formatDateTime(iso, i18n.language);
  // Kept while the drawer closes, so it does not empty mid-animation.
  const [detail, setDetail] = useState<{ ticket: Ticket; opened: boolean } | null>(null);
  const openDetail = (ticket: Ticket) => setDetail({ ticket, opened: true });

  const open = useOpenRefunds();
  useFollowSettledRefunds(open.tickets);
  const anyOpen = (open.tickets?.length ?? 0) > 0;
  // A new page keeps the last rows on screen under the veil while it loads.
  const list = ticketsApi.listTickets.useQuery({
    ...refundHistoryOptions(search),
    placeholderData: (previous) => previous,
    refetchInterval: anyOpen ? OPEN_REFUND_POLL_MS : false,
  });

  const columns: DataTableColumn<Ticket>[] = [
    {
      accessor: 'createdAt',
      title: t('refunds:history.requestedAt'),
      priority: 'key',
      // The row opens on click; this button is the way in for keyboards and screen readers.
      render: (ticket) => (
        <UnstyledButton
          onClick={(event) => {
            event.stopPropagation();
            openDetail(ticket);
          }}
          aria-label={t('refunds:detail.openFor', {
            amount: formatUsdCents(ticket.amount ?? 0, i18n.language),
            date: date(ticket.createdAt),
          })}
          fz="sm"
          td="underline"
          style={tabular}
          miw={110}
        >
          {date(ticket.createdAt)}
        </UnstyledButton>
      ),
    },
    {
      accessor: 'amount',
      title: t('refunds:history.amount'),
      textAlign: 'right',
      priority: 'key',
      render: (ticket) => <Money cents={ticket.amount ?? 0} fw={600} />,
    },
    {
      accessor: 'refunded',
      title: t('refunds:history.refunded'),
      textAlign: 'right',
      visibleMediaQuery: '(min-width: 62em)',
      render: (ticket) => {
        const refunded = refundedCents(ticket);
        return refunded === null ? '—' : <Money cents={refunded} />;
      },
      folded: (ticket) => {
        const refunded = refundedCents(ticket);
        return refunded === null ? null : <Money cents={refunded} />;
      },
    },
    {
      accessor: 'status',
      title: t('refunds:history.status'),
      noWrap: true,
      priority: 'key',
      // The badge's label may not shrink to an ellipsis when the table is tight.
      render: (ticket) => <StatusBadge kind="ticket" value={ticket.status} miw="max-content" />,
    },
    {
      accessor: 'rejectionReason',
      title: t('refunds:history.rejectionReason'),
      visibleMediaQuery: '(min-width: 62em)',
      width: '30%',
      render: (ticket) => <RejectionReason ticket={ticket} />,
      folded: (ticket) => ticket.rejectionReason && <RejectionReason ticket={ticket} />,
    },
    {
      accessor: 'updatedAt',
      title: t('refunds:history.updatedAt'),
      visibleMediaQuery: '(min-width: 75em)',
      render: (ticket) => (
        <Text size="sm" style={tabular}>
          {date(ticket.updatedAt)}
        </Text>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('refunds:history.intro', {
          processingMin: PROCESSING_MIN,
          processingMax: PROCESSING_MAX,
          arrivalMin: ARRIVAL_MIN,
          arrivalMax: ARRIVAL_MAX,
        })}
      </Text>
      <QueryDataTable
        list={list}
        ariaLabel={t('refunds:history.title')}
        // Room for the empty state's text and its button on a narrow screen.
        minHeight={300}
        columns={columns}
        idAccessor="id"
        {...urlPaging(navigate)}
        onRowClick={openDetail}
        emptyState={
          <EmptyState
            title={t('refunds:history.empty')}
            description={t('refunds:history.emptyHint')}
            action={
              <Button variant="light" onClick={onRequestRefund}>
                {t('refunds:history.request')}
              </Button>
            }
          />
        }
      />
      <RefundDetailDrawer
        ticket={detail?.ticket ?? null}
        opened={detail?.opened ?? false}
        onClose={() => setDetail((open) => open && { ...open, opened: false })}
      />
    </Stack>
  );
};
