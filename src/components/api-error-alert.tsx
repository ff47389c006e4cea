import { Alert } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@/lib/api-error';
import { loadScreenNamespaces } from '@/lib/i18n';
import { MoneyOutcomeError } from '@/lib/money-outcome-error';

// Only a page whose money request lost its answer needs it, and that page has loaded the money code already.
const MoneyOutcomeAlert = lazy(() =>
  Promise.all([import('./money-outcome'), loadScreenNamespaces('money-outcome')]).then(([module]) => ({
    default: module.MoneyOutcomeAlert,
  })),
);

/**
 * A failed call's message (the server's own wins), announced as an alert. Rendered
 * as text: a server message is never markup. A money request whose answer was lost says
 * what became of it, as the server tells it.
 */
export const ApiErrorAlert = ({ error }: { error: Error | { body: unknown } | null }) => {
  const { t } = useTranslation(['errors']);
  if (error === null) return null;
  if (error instanceof MoneyOutcomeError) {
    return (
      <Suspense fallback={null}>
        <MoneyOutcomeAlert error={error} />
      </Suspense>
    );
  }
  return (
    <Alert color="red" variant="light" role="alert">
      {apiErrorMessage(t, error)}
    </Alert>
  );
};
