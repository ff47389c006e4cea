import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getAppConfig } from '@/lib/config';
import { useDemo } from '@/lib/demo';
import { useSchemaForm } from '@/lib/validation';
import { hasErrorCode } from '../api/auth-errors';
import { useResendCodeMutation, useVerifyEmailMutation } from '../api/auth-mutations';
import { verifyCodeFormSchema } from '../forms/verify-code-form-schema';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { AuthCard } from './auth-card';
import { REQUIRED_FIELD } from '@/components/required-field';
import { formatWait, useResendCooldown } from './resend-cooldown';

export interface VerifyCodeStepProps {
  email: string;
  codeLength: number;
  /** The register answer's wait before another code may be asked for. */
  resendAfterSeconds: number;
  /** `signedIn`: the code completed the registration and its session is stored. */
  onVerified: (signedIn: boolean) => void;
  /** The code's link expired: the user has to sign up again. */
  onExpired: () => void;
  /** Offered only when the brand lets users verify later. */
  onVerifyLater: () => void;
}

/** The register flow's second step: the code e-mailed at sign-up, and sending it again after a wait. */
export const VerifyCodeStep = ({
  email,
  codeLength,
  resendAfterSeconds,
  onVerified,
  onExpired,
  onVerifyLater,
}: VerifyCodeStepProps) => {
  const { t } = useTranslation('auth');
  const demo = useDemo();
  const { mayBeDoneLater } = getAppConfig().brand.flags.emailVerification;
  const verify = useVerifyEmailMutation();
  const resend = useResendCodeMutation();
  const cooldown = useResendCooldown(resendAfterSeconds);
  const schema = useMemo(() => verifyCodeFormSchema(codeLength), [codeLength]);
  const form = useSchemaForm(schema, { name: 'verify-code', initialValues: { code: '' } });
  const expired = hasErrorCode(verify.error, 'error.verification_link_expired');
  const onExpiredError = (error: Parameters<typeof hasErrorCode>[0]) => {
    if (hasErrorCode(error, 'error.verification_link_expired')) onExpired();
  };

  const sendAgain = () => {
    verify.reset();
    resend.mutate(
      { body: { email } },
      { onSuccess: ({ body }) => cooldown.restart(body.resendAfterSeconds), onError: onExpiredError },
    );
  };

  return (
    <AuthCard title={t('verifyCode.title')} description={t('verifyCode.description', { length: codeLength, email })}>
      {demo && (
        <Alert color="blue" variant="light" role="note">
          {t('demo.code', { code: demo.emailCode })}
        </Alert>
      )}
      <form
        noValidate
        onSubmit={form.submit(({ code }) =>
          verify.mutate(
            { body: { email, code } },
            { onSuccess: ({ body }) => onVerified(body.session !== null), onError: onExpiredError },
          ),
        )}
      >
        <Stack gap="md">
          {!expired && <ApiErrorAlert error={verify.error} />}
          <TextInput
            label={t('fields.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            {...REQUIRED_FIELD}
            // The step replaces the form the user just sent, so focus moves to what comes next.
            autoFocus
            {...form.getInputProps('code')}
          />
          <Group grow>
            {mayBeDoneLater && (
              <Button type="button" variant="default" onClick={onVerifyLater}>
                {t('verifyCode.later')}
              </Button>
            )}
            <Button type="submit" loading={verify.isPending}>
              {t('verifyCode.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      <Stack gap={4} align="center">
        <Text size="sm" c="dimmed">
          {t('verifyCode.noCode')}
        </Text>
        <Button
          type="button"
          variant="subtle"
          onClick={sendAgain}
          loading={resend.isPending}
          disabled={cooldown.wait > 0}
        >
          {cooldown.wait > 0 ? t('verifyCode.resendIn', { wait: formatWait(cooldown.wait) }) : t('verifyCode.resend')}
        </Button>
        {resend.isSuccess && (
          <Text size="sm" role="status">
            {t('verifyCode.resent', { email })}
          </Text>
        )}
        {!hasErrorCode(resend.error, 'error.verification_link_expired') && <ApiErrorAlert error={resend.error} />}
      </Stack>
    </AuthCard>
  );
};
