import { useQueryClient } from '@tanstack/react-query';
import { adAccountsApi, adAccountsKeys } from '@/lib/queries/ad-accounts';
import { transactionsKeys } from '@/lib/queries/transactions';
import { usersKeys } from '@/lib/queries/users';

/**
 * Moves money between the wallet and an ad account (transfer or withdraw): the ad-account
 * lists (balances), the wallet (me), and the wallet history with the summaries read from it
 * (the dashboard's daily movements) change; nothing else does.
 */
export const useMoveAdAccountBalance = () => {
  const queryClient = useQueryClient();
  return adAccountsApi.transferAdAccountBalance.useMutation({
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adAccountsKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: usersKeys.me() }),
        queryClient.invalidateQueries({ queryKey: transactionsKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: transactionsKeys.summaries() }),
      ]),
  });
};

/**
 * Sets, edits or turns off auto top-up. Only the ad account's setting changes: no money moves
 * until a top-up runs, so the wallet and its history stay as they are.
 */
export const useUpdateAutoTopUp = () => {
  const queryClient = useQueryClient();
  return adAccountsApi.updateAutoTopUp.useMutation({
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adAccountsKeys.lists() }),
  });
};
