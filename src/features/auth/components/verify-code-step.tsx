import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getAppConfig } from '@/lib/config';
import { useDemo } from '@/lib/demo';
import { useSchemaForm } from '@/lib/validation';
import { hasErrorCode } from '../api/auth-errors';
import { useVerifyEmailMutation } from '../api/auth-mutations';
import { verifyCodeFormSchema } from '../forms/verify-code-form-schema';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { AuthCard } from './auth-card';
import { REQUIRED_FIELD } from '@/components/required-field';

export interface VerifyCodeStepProps {
  email: string;
  codeLength: number;
  onVerified: () => void;
  /** The code's link expired: the user has to sign up again. */
  onExpired: () => void;
  /** Offered only when the brand lets users verify later. */
  onVerifyLater: () => void;
}

/** The register flow's second step: the code e-mailed at sign-up. */
export const VerifyCodeStep = ({ email, codeLength, onVerified, onExpired, onVerifyLater }: VerifyCodeStepProps) => {
  const { t } = useTranslation('auth');
  const demo = useDemo();
  const { mayBeDoneLater } = getAppConfig().brand.flags.emailVerification;
  const verify = useVerifyEmailMutation();
  const schema = useMemo(() => verifyCodeFormSchema(codeLength), [codeLength]);
  const form = useSchemaForm(schema, { name: 'verify-code', initialValues: { code: '' } });
  const expired = hasErrorCode(verify.error, 'error.verification_link_expired');

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
            {
              onSuccess: onVerified,
              onError: (error) => {
                if (hasErrorCode(error, 'error.verification_link_expired')) onExpired();
              },
            },
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
    </AuthCard>
  );
};
