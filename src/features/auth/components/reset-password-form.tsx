import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '@/lib/validation';
import { useResetPasswordMutation } from '../api/auth-mutations';
import { ResetPasswordFormSchema, resetPasswordFormDefaults } from '../forms/reset-password-form-schema';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { AuthCard } from './auth-card';
import { PasswordField } from '@/components/password-field';
import { REQUIRED_FIELD } from '@/components/required-field';

export interface ResetPasswordFormProps {
  /** The token from the reset link; without one there is nothing to reset. */
  token: string | undefined;
  onReset: () => void;
}

/** A new password and its confirmation, sent with the token from the e-mailed link. */
export const ResetPasswordForm = ({ token, onReset }: ResetPasswordFormProps) => {
  const { t } = useTranslation('auth');
  const reset = useResetPasswordMutation();
  const form = useSchemaForm(ResetPasswordFormSchema, {
    name: 'reset-password',
    initialValues: resetPasswordFormDefaults,
  });

  if (token === undefined) {
    return (
      <AuthCard title={t('resetPassword.title')}>
        <Alert color="orange" variant="light" role="alert">
          {t('resetPassword.missingToken')}
        </Alert>
        <Button component={Link} to="/forgot-password">
          {t('resetPassword.requestNewLink')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('resetPassword.title')} description={t('resetPassword.description')}>
      <form
        noValidate
        onSubmit={form.submit(({ password }) => reset.mutate({ body: { token, password } }, { onSuccess: onReset }))}
      >
        <Stack gap="md">
          <ApiErrorAlert error={reset.error} />
          <PasswordField
            label={t('fields.newPassword')}
            autoComplete="new-password"
            {...REQUIRED_FIELD}
            {...form.getInputProps('password')}
          />
          <PasswordField
            label={t('fields.confirmNewPassword')}
            autoComplete="new-password"
            {...REQUIRED_FIELD}
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" fullWidth loading={reset.isPending}>
            {t('resetPassword.submit')}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/forgot-password">
          {t('resetPassword.requestNewLink')}
        </Anchor>
        {' · '}
        <Anchor component={Link} to="/login">
          {t('resetPassword.backToLogin')}
        </Anchor>
      </Text>
    </AuthCard>
  );
};
