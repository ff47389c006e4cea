import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@/lib/api-error';

/**
 * A failed call's message (the server's own wins), announced as an alert. Rendered
 * as text: a server message is never markup.
 */
export const ApiErrorAlert = ({ error }: { error: Error | { body: unknown } | null }) => {
  const { t } = useTranslation(['errors']);
  if (error === null) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {apiErrorMessage(t, error)}
    </Alert>
  );
};
