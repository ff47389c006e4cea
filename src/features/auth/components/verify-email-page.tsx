import { Loader, Stack, Text } from '@mantine/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useVerifyEmailMutation } from '../api/auth-mutations';
import { AuthCard } from './auth-card';
import { showAuthNotice } from './auth-notices';

const route = getRouteApi('/_guest/verify-email');

/** /verify-email?email=…&code=…, the link in the e-mail: verifies on arrival, then onboarding, login or the failure page. */
export const VerifyEmailPage = () => {
  const { t } = useTranslation('auth');
  const { email, code } = route.useSearch();
  const navigate = useNavigate();
  const verify = useVerifyEmailMutation();
  // NOTE: StrictMode runs effects twice in development; the code is single-use, so send it once.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const fail = () => void navigate({ to: '/verify-email-fail', replace: true });
    if (email === undefined || code === undefined) {
      fail();
      return;
    }
    verify.mutate(
      { body: { email, code } },
      {
        onSuccess: ({ body }) => {
          // A link that completed the registration signed the new seller in: on to onboarding.
          if (body.session) {
            void navigate({ to: '/update-information', replace: true });
            return;
          }
          showAuthNotice(t, 'emailVerified');
          void navigate({ to: '/login', search: { email }, replace: true });
        },
        onError: fail,
      },
    );
  }, [email, code, navigate, verify, t]);

  return (
    <AuthCard title={t('verifyEmail.title')}>
      <Stack align="center" gap="sm" role="status">
        <Loader aria-hidden />
        <Text>{t('verifyEmail.checking')}</Text>
      </Stack>
    </AuthCard>
  );
};
