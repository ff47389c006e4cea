import { Alert, Button, Stack, Text } from '@mantine/core';
import type { User } from '@contract/users/users.schema';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { getAppConfig } from '@/lib/config';
import { useRequestVerifyEmail } from '../api/profile-queries';
import { useSuccessNotification } from '@/components/use-success-notification';

/**
 * E-mail verification done later (spec section 1): while the e-mail is not verified and the
 * brand verifies e-mails, the profile says so and can send the link again.
 */
export const EmailVerificationBanner = ({ user }: { user: Pick<User, 'email' | 'emailVerified'> }) => {
  const { t } = useTranslation('profile');
  const send = useRequestVerifyEmail();
  const notify = useSuccessNotification();
  if (user.emailVerified || !getAppConfig().brand.flags.emailVerification.enabled) return null;
  return (
    // A standing notice, not an interruption: polite, where an error inside it is an alert.
    <Alert color="yellow" variant="light" title={t('emailBanner.title')} role="status">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('emailBanner.message', { email: user.email })}</Text>
        <Button
          size="xs"
          variant="default"
          loading={send.isPending}
          onClick={() =>
            send.mutate(
              {},
              {
                onSuccess: () => notify({ message: t('emailBanner.sent', { email: user.email }) }),
              },
            )
          }
        >
          {t('emailBanner.sendAgain')}
        </Button>
        <ApiErrorAlert error={send.error} />
      </Stack>
    </Alert>
  );
};
