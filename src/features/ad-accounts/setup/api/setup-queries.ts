import { MAX_PAGE_SIZE } from '@contract/common/paging.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bodyOf } from '@/lib/api';
import { RedirectRefusedError } from '@/lib/redirect-destination';
import { useFollowRedirect } from '@/lib/use-follow-redirect';
import { adAccountsApi, adAccountsKeys, listAdAccountsOptions } from '@/lib/queries/ad-accounts';
import { businessCentresApi, businessCentresKeys } from '@/lib/queries/business-centres';
import { listTicketsOptions } from '@/lib/queries/tickets';
import { usersApi, usersKeys } from '@/lib/queries/users';

/*
 * What counts against the ad-account limits. A seller has at most MAX_AD_ACCOUNTS_PER_SELLER
 * (20) of each, so one page of the largest size holds them all.
 */
export const allAdAccountsOptions = () => listAdAccountsOptions({ tab: 'approved', limit: MAX_PAGE_SIZE });
export const allAdAccountRequestsOptions = () => listAdAccountsOptions({ tab: 'in_review', limit: MAX_PAGE_SIZE });
export const adAccountTicketsOptions = () => listTicketsOptions({ type: 'create_ads_account', limit: MAX_PAGE_SIZE });

/**
 * Starts connecting the platform account: the API answers with the platform's grant page
 * (a simulated one in mock and demo builds), where the browser goes if the URL may be
 * followed; a refused URL fails the mutation and the browser stays. Nothing here changes.
 */
export const useConnectPlatform = () => {
  const follow = useFollowRedirect('platformConnect');
  return useMutation({
    mutationFn: async () => {
      const { redirectUrl } = bodyOf(await usersApi.requestConnectTiktok.query(), 200);
      if (!follow(redirectUrl)) throw new RedirectRefusedError(redirectUrl);
    },
  });
};

/**
 * Creates a business centre: only the list of centres changes. A refusal reads it again too:
 * a fourth centre is refused when the list on screen is out of date (another tab added one).
 */
export const useCreateBusinessCentre = () => {
  const queryClient = useQueryClient();
  return businessCentresApi.createBusinessCentre.useMutation({
    onSettled: () => queryClient.invalidateQueries({ queryKey: businessCentresKeys.lists() }),
  });
};

/**
 * Requests an ad account: the request shows at once in the in-review tab (the ad-account
 * lists) and the account info (me) may move on; nothing else changes.
 */
export const useRequestAdAccount = () => {
  const queryClient = useQueryClient();
  return adAccountsApi.requestAdAccount.useMutation({
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adAccountsKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: usersKeys.me() }),
      ]),
  });
};
