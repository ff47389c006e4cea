import { Anchor, Button, Checkbox, Divider, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { getAppConfig } from '@/lib/config';
import { safeRedirectPath } from '@contract/common/safe-redirect';
import { useSchemaForm } from '@/lib/validation';
import { useLoginMutation } from '../api/auth-mutations';
import { LoginFormSchema, loginFormDefaults } from '../forms/login-form-schema';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { AuthCard } from './auth-card';
import { DemoAccountBox } from './demo-account-box';
import { PasswordField } from '@/components/password-field';
import { SocialSignInButtons } from './social-sign-in-buttons';
import { EmailField } from '@/components/email-field';
import { REQUIRED_FIELD } from '@/components/required-field';

export interface LoginFormProps {
  /** The raw `redirect` query; only `safeRedirectPath` turns it into a destination. */
  redirect?: string | undefined;
  defaultEmail?: string | undefined;
  /** Called after the token is stored, with where to go next. */
  onSignedIn: (href: string) => void;
}

/** E-mail and password login, social login, and the demo account in mock builds. */
export const LoginForm = ({ redirect, defaultEmail, onSignedIn }: LoginFormProps) => {
  const { t } = useTranslation('auth');
  const login = useLoginMutation();
  const form = useSchemaForm(LoginFormSchema, { name: 'login', initialValues: loginFormDefaults(defaultEmail) });
  // Off-site or malformed values fall back to the dashboard; never navigate to them.
  const destination = safeRedirectPath(redirect) ?? '/';

  return (
    <AuthCard title={t('login.title')} description={t('login.subtitle', { brand: getAppConfig().brand.name })}>
      <DemoAccountBox
        onUse={(credentials) => {
          form.setValues(credentials);
          // The account just registered brings only its e-mail: the password is the owner's to type.
          if (credentials.password === '') form.getInputNode('password')?.focus();
        }}
      />
      <form
        noValidate
        onSubmit={form.submit((body) => login.mutate({ body }, { onSuccess: () => onSignedIn(destination) }))}
      >
        <Stack gap="md">
          <ApiErrorAlert error={login.error} />
          <EmailField {...form.getInputProps('email')} />
          <PasswordField
            label={t('fields.password')}
            autoComplete="current-password"
            {...REQUIRED_FIELD}
            {...form.getInputProps('password')}
          />
          <Group justify="space-between">
            <Checkbox label={t('login.rememberMe')} {...form.getInputProps('rememberMe', { type: 'checkbox' })} />
            <Anchor component={Link} to="/forgot-password" size="sm">
              {t('login.forgotPassword')}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={login.isPending}>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
      <Divider label={t('login.or')} labelPosition="center" />
      <SocialSignInButtons redirectPath={destination} />
      <Text size="sm" ta="center">
        {t('login.noAccount')}{' '}
        <Anchor component={Link} to="/register">
          {t('login.signUp')}
        </Anchor>
      </Text>
    </AuthCard>
  );
};
