import { useQueryClient } from '@tanstack/react-query';
import { tsr } from '@/lib/api';
import { meQueryKey } from '@/lib/me-query';
import { signIn } from '@/lib/session';

/**
 * The sign-in calls. None of them reads a cached query, so none has a query key;
 * signing in changes who "me" is, so it drops exactly the cached account info.
 */

export const useLoginMutation = () => {
  const queryClient = useQueryClient();
  return tsr.users.login.useMutation({
    onSuccess: ({ body }) => {
      signIn(body.idToken);
      queryClient.removeQueries({ queryKey: meQueryKey });
    },
  });
};

export const useRegisterMutation = () => tsr.users.register.useMutation();

export const useVerifyEmailMutation = () => tsr.users.verifyEmail.useMutation();

export const useForgotPasswordMutation = () => tsr.users.forgotPassword.useMutation();

export const useResetPasswordMutation = () => tsr.users.resetPassword.useMutation();
