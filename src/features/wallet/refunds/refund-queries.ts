import { MAX_PAGE_SIZE } from '@contract/common/paging.schema';
import type { Ticket } from '@contract/tickets/tickets.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { listTicketsOptions, ticketsApi, ticketsKeys } from '@/lib/queries/tickets';
import { transactionsApi, transactionsKeys } from '@/lib/queries/transactions';
import { usersKeys } from '@/lib/queries/users';
import type { OpenRefundStatus } from './refund-amounts';

/** While a refund is open it is read again this often, so one settled elsewhere shows without a reload. */
export const OPEN_REFUND_POLL_MS = 30_000;

/**
 * One page of the refund history. There is no refund list route: the history is the seller's
 * request_refund tickets, newest first.
 */
export const refundHistoryOptions = (search: { page?: number | undefined; limit?: number | undefined }) =>
  listTicketsOptions({ type: 'request_refund', page: search.page, limit: search.limit });

const openRefundsOptions = (status: OpenRefundStatus) =>
  listTicketsOptions({ type: 'request_refund', status, limit: MAX_PAGE_SIZE });

const pollWhileAnyOpen = (query: { state: { data?: { body: { content: readonly unknown[] } } } }) =>
  (query.state.data?.body.content.length ?? 0) > 0 ? OPEN_REFUND_POLL_MS : false;

/**
 * The refunds still waiting for the admin (pending or processing), read again every 30 s while
 * there are any. `tickets` is null until both answered. A seller has far fewer than a page
 * (100) open; past that the sum is short and the server's own check refuses the excess.
 */
export const useOpenRefunds = () => {
  const pending = ticketsApi.listTickets.useQuery({
    ...openRefundsOptions('pending'),
    refetchInterval: pollWhileAnyOpen,
  });
  const processing = ticketsApi.listTickets.useQuery({
    ...openRefundsOptions('processing'),
    refetchInterval: pollWhileAnyOpen,
  });
  const tickets: Ticket[] | null =
    pending.data && processing.data ? [...pending.data.body.content, ...processing.data.body.content] : null;
  return {
    tickets,
    error: pending.error ?? processing.error,
    isFetching: pending.isFetching || processing.isFetching,
    refetch: () => Promise.all([pending.refetch(), processing.refetch()]),
  };
};

/**
 * When a refund that was open is no longer (an admin settled it), the wallet may have moved:
 * the balance, the refunds and the wallet history are read again at once rather than at their next poll.
 */
export const useFollowSettledRefunds = (openTickets: readonly Ticket[] | null) => {
  const queryClient = useQueryClient();
  const seen = useRef<ReadonlySet<string> | null>(null);
  const openIds = openTickets?.map((ticket) => ticket.id).join(',') ?? null;
  useEffect(() => {
    if (openIds === null) return;
    const now = new Set(openIds ? openIds.split(',') : []);
    const settled = seen.current !== null && [...seen.current].some((id) => !now.has(id));
    seen.current = now;
    if (settled) {
      void queryClient.invalidateQueries({ queryKey: usersKeys.me() });
      void queryClient.invalidateQueries({ queryKey: ticketsKeys.lists() });
      // A refund paid out is a refund_user_balance entry in the history.
      void queryClient.invalidateQueries({ queryKey: transactionsKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: transactionsKeys.summaries() });
      void queryClient.invalidateQueries({ queryKey: transactionsKeys.refundRequests() });
    }
  }, [openIds, queryClient]);
};

/**
 * Sends a refund request: a pending request_refund ticket. No money moves until it is done,
 * but the amount now waiting changes what the wallet has available, so the tickets and the
 * wallet (me) are read again; nothing else changes.
 */
export const useRequestRefund = () => {
  const queryClient = useQueryClient();
  return transactionsApi.requestRefund.useMutation({
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ticketsKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: usersKeys.me() }),
      ]),
  });
};
