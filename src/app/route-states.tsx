import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/error-state';

/**
 * A page whose loader or render failed: the message, a retry that reloads the page's data
 * (the query error boundary is reset too, so suspense queries try again), and support.
 */
export const RouteErrorState = ({ error, reset }: ErrorComponentProps) => {
  const { t } = useTranslation('common');
  const router = useRouter();
  const queryErrorBoundary = useQueryErrorResetBoundary();
  useEffect(() => queryErrorBoundary.clearReset(), [queryErrorBoundary]);
  return (
    <ErrorState
      error={error}
      title={t('states.pageLoadFailed')}
      onRetry={() => {
        queryErrorBoundary.reset();
        reset();
        void router.invalidate();
      }}
    />
  );
};
