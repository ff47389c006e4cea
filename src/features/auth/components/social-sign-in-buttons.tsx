import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { startSocialSignIn, type SocialProvider } from '../api/social-sign-in';

const PROVIDERS: readonly SocialProvider[] = ['facebook', 'google'];

/** "Continue with Facebook/Google": full page loads to the provider, back to `redirectPath` after. */
export const SocialSignInButtons = ({ redirectPath }: { redirectPath: string }) => {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="xs">
      {PROVIDERS.map((provider) => (
        <Button
          key={provider}
          type="button"
          variant="default"
          fullWidth
          onClick={() => startSocialSignIn(provider, redirectPath)}
        >
          {t(`social.${provider}`)}
        </Button>
      ))}
    </Stack>
  );
};
