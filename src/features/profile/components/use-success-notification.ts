import { showNotification } from '@mantine/notifications';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A green toast saying a change was saved. NOTE: its close button gets a name here because the
 * app's <Notifications> (src/app/app.tsx) gives none, which axe reports as a nameless button.
 */
export const useSuccessNotification = () => {
  const { t } = useTranslation('common');
  return useCallback(
    ({ title, message }: { title?: ReactNode; message: ReactNode }) =>
      showNotification({ color: 'green', title, message, closeButtonProps: { 'aria-label': t('actions.close') } }),
    [t],
  );
};
