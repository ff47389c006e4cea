import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useRecordReferralClick } from '../api/referral-click';
import { showAuthNotice } from './auth-notices';
import { RegisterFlow } from './register-flow';

const route = getRouteApi('/_guest/register');

/**
 * /register: the referral code comes from `?ref=` (its click counted once). A verified code signs
 * the new seller in and opens the next onboarding step; without a session the flow ends on login.
 */
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
      onSignedIn={() => void navigate({ to: '/update-information', replace: true })}
    />
  );
};
