import { Alert, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AuthCard } from './auth-card';

/** The e-mail-verification-expired screen: the only way on is a fresh sign-up. */
export const VerificationExpired = ({ onSignUpAgain }: { onSignUpAgain: () => void }) => {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={t('verificationExpired.title')}>
      <Alert color="orange" variant="light" role="alert">
        {t('verificationExpired.description')}
      </Alert>
      <Button onClick={onSignUpAgain}>{t('verificationExpired.signUpAgain')}</Button>
    </AuthCard>
  );
};
