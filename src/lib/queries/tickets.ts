import { withApiOptions } from '@contract/common/api-router';
import { ticketsContract } from '@contract/tickets/tickets.contract';
import { TicketListQuerySchema, type TicketListQuery } from '@contract/tickets/tickets.schema';
import type { z } from 'zod';
import { createDomainApi } from '@/lib/api';

export const ticketsApi = createDomainApi(withApiOptions(ticketsContract));

export const ticketsKeys = {
  all: ['tickets'] as const,
  lists: () => [...ticketsKeys.all, 'list'] as const,
  list: (query: TicketListQuery) => [...ticketsKeys.lists(), query] as const,
  latestVerification: () => [...ticketsKeys.all, 'verification', 'latest'] as const,
  verification: (id: string) => [...ticketsKeys.all, 'verify', id] as const,
};

export const listTicketsOptions = (search: z.input<typeof TicketListQuerySchema>) => {
  const query = TicketListQuerySchema.parse(search);
  return { queryKey: ticketsKeys.list(query), queryData: { query } };
};

/** The verification form last sent, to show it again (prefilled after a rejection). */
export const latestVerificationOptions = () => ({ queryKey: ticketsKeys.latestVerification() });
