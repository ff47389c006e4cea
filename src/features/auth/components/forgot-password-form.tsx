import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '@/lib/validation';
import { useForgotPasswordMutation } from '../api/auth-mutations';
import { ForgotPasswordFormSchema, forgotPasswordFormDefaults } from '../forms/forgot-password-form-schema';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { AuthCard } from './auth-card';
import { useRobotCheck } from './use-robot-check';
import { EmailField } from '@/components/email-field';

/** /forgot-password: e-mail and the robot check; the answer never tells whether the account exists. */
export const ForgotPasswordForm = () => {
  const { t } = useTranslation('auth');
  const forgot = useForgotPasswordMutation();
  const form = useSchemaForm(ForgotPasswordFormSchema, {
    name: 'forgot-password',
    initialValues: forgotPasswordFormDefaults,
  });
  const robotCheck = useRobotCheck(form, 'forgot_password');

  const submit = form.submit(async ({ email }) => {
    const captchaToken = await robotCheck.getToken();
    if (captchaToken === null) return;
    forgot.mutate({ query: { captchaToken }, body: { email } }, { onSettled: robotCheck.reset });
  });

  const backToLogin = (
    <Text size="sm" ta="center">
      <Anchor component={Link} to="/login">
        {t('forgotPassword.backToLogin')}
      </Anchor>
    </Text>
  );

  if (forgot.isSuccess) {
    return (
      <AuthCard title={t('forgotPassword.title')}>
        <Alert color="green" variant="light" role="status">
          {t('forgotPassword.sent')}
        </Alert>
        {backToLogin}
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('forgotPassword.title')} description={t('forgotPassword.description')}>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <ApiErrorAlert error={forgot.error} />
          <EmailField {...form.getInputProps('email')} />
          {robotCheck.widget}
          <Button type="submit" fullWidth loading={forgot.isPending}>
            {t('forgotPassword.submit')}
          </Button>
        </Stack>
      </form>
      {backToLogin}
    </AuthCard>
  );
};
