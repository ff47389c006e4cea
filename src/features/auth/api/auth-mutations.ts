import { useQueryClient } from '@tanstack/react-query';
import { usersApi, usersKeys } from '@/lib/queries/users';
import { signIn } from '@/lib/session';
import { hideAuthNotices } from '../components/auth-notices';

/**
 * The sign-in calls. None of them reads a cached query, so none has a query key;
 * signing in changes who "me" is, so it drops exactly the cached account info, and
 * the notices that asked the guest to sign in.
 */

const useSignIn = () => {
  const queryClient = useQueryClient();
  return (idToken: string) => {
    signIn(idToken);
    queryClient.removeQueries({ queryKey: usersKeys.me() });
    hideAuthNotices();
  };
};

export const useLoginMutation = () => {
  const signInWith = useSignIn();
  return usersApi.login.useMutation({ onSuccess: ({ body }) => signInWith(body.idToken) });
};

export const useRegisterMutation = () => usersApi.register.useMutation();

/** A code that completes a registration answers the new account's session: the seller is signed in. */
export const useVerifyEmailMutation = () => {
  const signInWith = useSignIn();
  return usersApi.verifyEmail.useMutation({
    onSuccess: ({ body }) => {
      if (body.session) signInWith(body.session.idToken);
    },
  });
};

export const useResendCodeMutation = () => usersApi.resendVerificationCode.useMutation();

export const useForgotPasswordMutation = () => usersApi.forgotPassword.useMutation();

export const useResetPasswordMutation = () => usersApi.resetPassword.useMutation();
