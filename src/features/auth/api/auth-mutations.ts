import { useQueryClient } from '@tanstack/react-query';
import { usersApi, usersKeys } from '@/lib/queries/users';
import { signIn } from '@/lib/session';

/**
 * The sign-in calls. None of them reads a cached query, so none has a query key;
 * signing in changes who "me" is, so it drops exactly the cached account info.
 */

export const useLoginMutation = () => {
  const queryClient = useQueryClient();
  return usersApi.login.useMutation({
    onSuccess: ({ body }) => {
      signIn(body.idToken);
      queryClient.removeQueries({ queryKey: usersKeys.me() });
    },
  });
};

export const useRegisterMutation = () => usersApi.register.useMutation();

export const useVerifyEmailMutation = () => usersApi.verifyEmail.useMutation();

export const useForgotPasswordMutation = () => usersApi.forgotPassword.useMutation();

export const useResetPasswordMutation = () => usersApi.resetPassword.useMutation();
