import { showNotification } from '@mantine/notifications';
import { useCallback, type ReactNode } from 'react';

/** A green toast saying a change was saved; its close button is named by the app's theme. */
export const useSuccessNotification = () =>
  useCallback(
    ({ title, message }: { title?: ReactNode; message: ReactNode }) =>
      showNotification({ color: 'green', title, message }),
    [],
  );
