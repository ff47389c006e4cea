import { ticketsContract } from '@contract/tickets/tickets.contract';
import type { Ticket, TicketVerification } from '@contract/tickets/tickets.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { bodyOf } from '@/lib/api';
import { useIdempotencyKeys } from '@/lib/idempotency-key';
import { invalidateAfterTopUp } from '@/lib/queries/payments';
import { ticketsApi, ticketsKeys } from '@/lib/queries/tickets';
import type { TicketRequest } from './ticket-form-schema';

/** A ticket an admin reviews is read again this often; an automatic one, checked with the provider, sooner. */
const MANUAL_TICKET_POLL_MS = 15_000;
const AUTO_TICKET_POLL_MS = 3_000;

/** The state of one ticket (`GET /api/tickets/:id/verify`). */
const ticketVerificationOptions = (id: string) => ({
  queryKey: ticketsKeys.verification(id),
  queryData: { params: { id } },
});

/**
 * Sends the manual ticket (`POST /api/tickets`) or the automatic Airwallex request
 * (`POST /api/tickets/auto`). Either creates a recharge ticket and moves no money yet, but the
 * wallet's pending items and history change, so the top-up's queries are read again.
 */
export const useSendTicket = () => {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    // Any answer but 201 is thrown as it came ({ status, body }), so the server's message shows.
    mutationFn: async (request: TicketRequest): Promise<Ticket> =>
      request.kind === 'auto'
        ? bodyOf(
            await ticketsApi.createAutoTicket.mutate(
              keys.withKey({ body: request.body }, ticketsContract.createAutoTicket),
            ),
            201,
          )
        : bodyOf(
            await ticketsApi.createTicket.mutate(keys.withKey({ body: request.body }, ticketsContract.createTicket)),
            201,
          ),
    onSuccess: () => invalidateAfterTopUp(queryClient),
  });
};

/**
 * Follows a sent ticket until it is settled (approved, rejected): an admin's decision, or the
 * provider's confirmation of an automatic one. When it settles, the wallet's queries are read
 * again, so the header balance and the history follow without a reload.
 */
export const useTicketProgress = (ticket: Ticket, auto: boolean) => {
  const queryClient = useQueryClient();
  const query = ticketsApi.verifyTicket.useQuery({
    ...ticketVerificationOptions(ticket.id),
    refetchInterval: (current: { state: { data?: { body: TicketVerification } | undefined } }) =>
      current.state.data?.body.settled ? false : auto ? AUTO_TICKET_POLL_MS : MANUAL_TICKET_POLL_MS,
  });
  const verification = query.data?.body ?? null;
  const settled = verification?.settled ?? false;
  const wasSettled = useRef(false);
  useEffect(() => {
    if (settled && !wasSettled.current) void invalidateAfterTopUp(queryClient);
    wasSettled.current = settled;
  }, [settled, queryClient]);
  return { verification, ticket: verification?.ticket ?? ticket, error: query.error, isFetching: query.isFetching };
};
