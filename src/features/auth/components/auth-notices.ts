import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';

export type AuthNotice = 'emailVerified' | 'accountCreated' | 'verifyLater' | 'passwordReset';

const NOTICE_ID = 'auth-notice';

/** A success toast that outlives the navigation to the login page; a newer one replaces it. */
export const showAuthNotice = (t: TFunction<'auth'>, notice: AuthNotice): void => {
  notifications.hide(NOTICE_ID);
  notifications.show({
    id: NOTICE_ID,
    color: 'green',
    title: t(`notices.${notice}.title`),
    message: t(`notices.${notice}.message`),
  });
};

/** Signed in: a notice asking to sign in has said its piece. */
export const hideAuthNotices = (): void => {
  notifications.hide(NOTICE_ID);
};
