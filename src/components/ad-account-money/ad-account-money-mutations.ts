import { autoTopUpFiresNow } from '@contract/ad-accounts/ad-account-rules';
import type { AdAccount } from '@contract/ad-accounts/ad-accounts.schema';
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
 * Sets, edits or turns off auto top-up. The ad account's setting changes; when the saved
 * threshold is above the balance the dialog knew (`autoTopUpFiresNow`, the rule the server fires
 * by), a top-up ran at once, so the wallet (me) and its history change too.
 */
export const useUpdateAutoTopUp = (adAccount: Pick<AdAccount, 'balance'>) => {
  const queryClient = useQueryClient();
  return adAccountsApi.updateAutoTopUp.useMutation({
    onSuccess: (_, { body }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adAccountsKeys.lists() }),
        ...(body.enabled && autoTopUpFiresNow({ balance: adAccount.balance, threshold: body.threshold })
          ? [
              queryClient.invalidateQueries({ queryKey: usersKeys.me() }),
              queryClient.invalidateQueries({ queryKey: transactionsKeys.lists() }),
              queryClient.invalidateQueries({ queryKey: transactionsKeys.summaries() }),
            ]
          : []),
      ]),
  });
};
