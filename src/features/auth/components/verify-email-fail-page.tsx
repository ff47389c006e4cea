import { Alert, Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from './auth-card';

/** /verify-email-fail: the link was invalid or expired; sign up again or log in. */
export const VerifyEmailFailPage = () => {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={t('verifyEmailFail.title')}>
      <Alert color="orange" variant="light">
        {t('verifyEmailFail.description')}
      </Alert>
      <Group grow>
        <Button component={Link} to="/register">
          {t('verifyEmailFail.signUp')}
        </Button>
        <Button component={Link} to="/login" variant="default">
          {t('verifyEmailFail.logIn')}
        </Button>
      </Group>
    </AuthCard>
  );
};
