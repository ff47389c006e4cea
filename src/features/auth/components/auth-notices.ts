import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';

export type AuthNotice = 'emailVerified' | 'accountCreated' | 'verifyLater' | 'passwordReset';

/** A success toast that outlives the navigation to the login page. */
export const showAuthNotice = (t: TFunction<'auth'>, notice: AuthNotice): void => {
  notifications.show({
    color: 'green',
    title: t(`notices.${notice}.title`),
    message: t(`notices.${notice}.message`),
  });
};
