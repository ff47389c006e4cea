import { Alert, Anchor, Text } from '@mantine/core';
import type { User } from '@contract/users/users.schema';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isProfileComplete } from '@/lib/session';

/** The profile route is where the missing information is filled in. */
const PAGES_WITHOUT_ALERT: ReadonlySet<string> = new Set(['/profile']);

/**
 * Spec section 2: shown inside the shell (full layouts never render it) when the
 * contact info or business model is missing, except on the profile route.
 */
export const shouldShowProfileAlert = (user: User | undefined, pathname: string): boolean =>
  user !== undefined && !isProfileComplete(user) && !PAGES_WITHOUT_ALERT.has(pathname.replace(/(.)\/+$/, '$1'));

export const ProfileIncompleteAlert = () => {
  const { t } = useTranslation('shell');
  return (
    <Alert color="yellow" variant="light" title={t('profileAlert.title')}>
      <Text size="sm">
        {t('profileAlert.message')}{' '}
        <Anchor component={Link} to="/update-information" size="sm" fw={600}>
          {t('profileAlert.action')}
        </Anchor>
      </Text>
    </Alert>
  );
};
