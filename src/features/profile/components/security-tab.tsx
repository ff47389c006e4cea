import { Button, Group, Stack } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { PasswordField } from '@/components/password-field';
import { REQUIRED_FIELD } from '@/components/required-field';
import { PASSWORD_MIN, useSchemaForm } from '@/lib/validation';
import { useChangePassword } from '../api/profile-queries';
import { changePasswordFormSchema, EMPTY_CHANGE_PASSWORD_FORM } from '../forms/password-form-schema';
import { withFallbackError } from '../profile-format';
import { useSuccessNotification } from '@/components/use-success-notification';
import { ProfileSection } from './profile-section';

/**
 * The "Security" tab: change the password with the current one. A wrong current password
 * and any refusal show the server's message (spec section 8: "Current password is wrong",
 * "Change password failed"); success clears the form.
 */
export const SecurityTab = () => {
  const { t } = useTranslation('profile');
  const change = useChangePassword();
  const notify = useSuccessNotification();
  const form = useSchemaForm(changePasswordFormSchema, {
    name: 'change-password',
    initialValues: EMPTY_CHANGE_PASSWORD_FORM,
  });
  // A refusal (a wrong current password) is about what was sent: it goes as soon as a field changes.
  const inputProps = (path: 'oldPassword' | 'newPassword' | 'confirmPassword') => {
    const props = form.getInputProps(path);
    return {
      ...props,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        change.reset();
        props.onChange(event);
      },
    };
  };
  return (
    <ProfileSection title={t('security.title')} description={t('security.description', { min: PASSWORD_MIN })}>
      <form
        noValidate
        onSubmit={form.submit((body) =>
          change.mutate(
            { body },
            {
              onSuccess: () => {
                notify({ message: t('security.changed') });
                form.reset();
              },
            },
          ),
        )}
      >
        <Stack gap="md" maw={480}>
          <PasswordField
            label={t('security.oldPassword')}
            autoComplete="current-password"
            {...REQUIRED_FIELD}
            {...inputProps('oldPassword')}
          />
          <PasswordField
            label={t('security.newPassword')}
            autoComplete="new-password"
            {...REQUIRED_FIELD}
            {...inputProps('newPassword')}
          />
          <PasswordField
            label={t('security.confirmPassword')}
            autoComplete="new-password"
            {...REQUIRED_FIELD}
            {...inputProps('confirmPassword')}
          />
          <ApiErrorAlert error={withFallbackError(change.error, 'error.change_password_failed')} />
          <Group>
            <Button type="submit" loading={change.isPending}>
              {t('security.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </ProfileSection>
  );
};
