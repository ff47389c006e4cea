import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { plansApi, plansKeys } from '@/lib/queries/plans';
import { transactionsKeys } from '@/lib/queries/transactions';
import { usersKeys } from '@/lib/queries/users';

/** What a status change touches: the subscription, what may be chosen next, its history, and the account's plan fields. */
const invalidateSubscription = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: plansKeys.subscription() }),
    queryClient.invalidateQueries({ queryKey: plansKeys.validPrices() }),
    queryClient.invalidateQueries({ queryKey: plansKeys.transitionLists() }),
    queryClient.invalidateQueries({ queryKey: usersKeys.me() }),
  ]);

/**
 * Subscribe or change plan. A charge also files an invoice and takes a `stripe_subscription`
 * move from the wallet (its balance is in the account info), so those lists change too.
 */
export const useSubscribePlan = () => {
  const queryClient = useQueryClient();
  return plansApi.subscribePlan.useMutation({
    onSuccess: () =>
      Promise.all([
        invalidateSubscription(queryClient),
        queryClient.invalidateQueries({ queryKey: plansKeys.invoiceLists() }),
        queryClient.invalidateQueries({ queryKey: transactionsKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: transactionsKeys.summaries() }),
      ]),
  });
};

/** Ask to cancel: processed in 2 to 3 working days; during the trial the trial ends at once. */
export const useCancelSubscription = () => {
  const queryClient = useQueryClient();
  return plansApi.cancelMySubscription.useMutation({ onSuccess: () => invalidateSubscription(queryClient) });
};
