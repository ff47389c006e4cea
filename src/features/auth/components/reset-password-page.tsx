import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { showAuthNotice } from './auth-notices';
import { ResetPasswordForm } from './reset-password-form';

const route = getRouteApi('/_guest/reset-password');

/** /reset-password?token=…: reachable signed in too; success ends on the login page. */
export const ResetPasswordPage = () => {
  const { t } = useTranslation('auth');
  const { token } = route.useSearch();
  const navigate = useNavigate();
  return (
    <ResetPasswordForm
      token={token}
      onReset={() => {
        showAuthNotice(t, 'passwordReset');
        void navigate({ to: '/login', replace: true });
      }}
    />
  );
};
