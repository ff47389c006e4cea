import { useQueryClient } from '@tanstack/react-query';
import { listTicketsOptions, ticketsApi, ticketsKeys } from '@/lib/queries/tickets';
import { transactionsKeys } from '@/lib/queries/transactions';
import { usersKeys } from '@/lib/queries/users';

/** The seller's latest setup-cost request (its state drives the "pay setup cost" step). */
export const latestSetupCostOptions = () => listTicketsOptions({ type: 'setup_cost', limit: 1 });

/**
 * Sends the verification form: the seller's step (me) and the form shown back change;
 * nothing else does.
 */
export const useSubmitVerification = () => {
  const queryClient = useQueryClient();
  return ticketsApi.submitVerification.useMutation({
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: usersKeys.me() }),
        queryClient.invalidateQueries({ queryKey: ticketsKeys.latestVerification() }),
      ]),
  });
};

/**
 * Pays the one-time setup cost from the wallet: the balance (me), the tickets and the
 * wallet history change.
 */
export const usePaySetupCost = () => {
  const queryClient = useQueryClient();
  return ticketsApi.createTicket.useMutation({
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: usersKeys.me() }),
        queryClient.invalidateQueries({ queryKey: ticketsKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: transactionsKeys.lists() }),
      ]),
  });
};
