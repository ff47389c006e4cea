import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useRecordReferralClick } from '../api/referral-click';
import { showAuthNotice } from './auth-notices';
import { RegisterFlow } from './register-flow';

const route = getRouteApi('/_guest/register');

/** /register: the referral code comes from `?ref=` (its click counted once); the flow ends on the login page. */
export const RegisterPage = () => {
  const { t } = useTranslation('auth');
  const { ref } = route.useSearch();
  const navigate = useNavigate();
  useRecordReferralClick(ref);
  return (
    <RegisterFlow
      referralCode={ref}
      onFinished={(email, notice) => {
        showAuthNotice(t, notice);
        void navigate({ to: '/login', search: { email } });
      }}
    />
  );
};
