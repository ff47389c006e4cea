import { Anchor, Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import type { RegisterResultSchema } from '@contract/users/users.schema';
import { Link } from '@tanstack/react-router';
import { Trans, useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { getAppConfig } from '@/lib/config';
import { useSchemaForm } from '@/lib/validation';
import { useRegisterMutation } from '../api/auth-mutations';
import { readUtmCookies } from '../api/utm-cookies';
import { RegisterFormSchema, registerFormDefaults, toRegisterBody } from '../forms/register-form-schema';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { AuthCard } from './auth-card';
import { PasswordField } from '@/components/password-field';
import { PhoneInput } from '@/components/phone-input';
import { useRobotCheck } from './use-robot-check';
import { EmailField } from '@/components/email-field';
import { REQUIRED_FIELD } from '@/components/required-field';

export type RegisteredAccount = z.infer<typeof RegisterResultSchema>;

/** The sign-up form: account details, terms, the robot check; the captcha token goes in the query. */
export const RegisterForm = ({
  referralCode,
  onRegistered,
}: {
  referralCode?: string | undefined;
  onRegistered: (account: RegisteredAccount) => void;
}) => {
  const { t } = useTranslation('auth');
  const { brand } = getAppConfig();
  const register = useRegisterMutation();
  const form = useSchemaForm(RegisterFormSchema, {
    name: 'register',
    initialValues: registerFormDefaults(referralCode),
  });
  const robotCheck = useRobotCheck(form, 'register');

  const submit = form.submit(async (values) => {
    const captchaToken = await robotCheck.getToken();
    if (captchaToken === null) return;
    register.mutate(
      { query: { captchaToken }, body: toRegisterBody(values, readUtmCookies()) },
      { onSuccess: ({ body }) => onRegistered(body), onSettled: robotCheck.reset },
    );
  });

  const legalLink = (href: string) => <Anchor href={href} target="_blank" rel="noopener noreferrer" inherit />;

  return (
    <AuthCard title={t('register.title')} description={t('register.subtitle', { brand: brand.name })}>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <ApiErrorAlert error={register.error} />
          <EmailField {...form.getInputProps('email')} />
          <TextInput label={t('fields.name')} autoComplete="name" {...REQUIRED_FIELD} {...form.getInputProps('name')} />
          <PhoneInput label={t('fields.phone')} required {...form.getInputProps('phone')} value={form.values.phone} />
          <TextInput
            label={t('fields.telegram')}
            description={t('fields.telegramHint')}
            {...REQUIRED_FIELD}
            {...form.getInputProps('telegram')}
          />
          <TextInput
            label={t('fields.referralCode')}
            description={t('fields.referralCodeHint')}
            {...form.getInputProps('referralCode')}
          />
          <PasswordField
            label={t('fields.password')}
            autoComplete="new-password"
            {...REQUIRED_FIELD}
            {...form.getInputProps('password')}
          />
          <PasswordField
            label={t('fields.confirmPassword')}
            autoComplete="new-password"
            {...REQUIRED_FIELD}
            {...form.getInputProps('confirmPassword')}
          />
          <Checkbox
            label={
              <Trans
                t={t}
                i18nKey="register.acceptTerms"
                components={{ terms: legalLink(brand.guideLinks.terms), privacy: legalLink(brand.guideLinks.privacy) }}
              />
            }
            {...form.getInputProps('acceptTerms', { type: 'checkbox' })}
          />
          {robotCheck.widget}
          <Button type="submit" fullWidth loading={register.isPending}>
            {t('register.submit')}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        {t('register.haveAccount')}{' '}
        <Anchor component={Link} to="/login">
          {t('register.logIn')}
        </Anchor>
      </Text>
    </AuthCard>
  );
};
