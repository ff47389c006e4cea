import { useQueryClient } from '@tanstack/react-query';
import { giftCodesApi, giftCodesKeys } from '@/lib/queries/gift-codes';
import { usersApi, usersKeys } from '@/lib/queries/users';

/** Saves the account or the contact info (PATCH /api/users): only the account info (me) changes. */
export const useUpdateMe = () => {
  const queryClient = useQueryClient();
  return usersApi.updateMe.useMutation({
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.me() }),
  });
};

/** Changes the password: nothing the screens read changes. */
export const useChangePassword = () => usersApi.changePassword.useMutation();

/** Sends the e-mail verification link again: nothing changes until the link is opened. */
export const useRequestVerifyEmail = () => usersApi.requestVerifyEmail.useMutation();

/**
 * Saves a gift code: the redeem history gets a row, and the balance (me) may change when the
 * bonus is credited at once; nothing else does.
 */
export const useRedeemGiftCode = () => {
  const queryClient = useQueryClient();
  return giftCodesApi.redeemGiftCode.useMutation({
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: giftCodesKeys.redeemHistories() }),
        queryClient.invalidateQueries({ queryKey: usersKeys.me() }),
      ]),
  });
};
