import { Alert, Button, Text } from '@mantine/core';
import { hideNotification } from '@mantine/notifications';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/error-state';
import { reloadPage } from './shell/reload-page';
import { CHUNK_LOAD_NOTIFICATION_ID, isChunkLoadError } from './shell/use-navigation-watchdog';

/** A failure only a full reload can mend; said in place, with the reload as the one action. */
const ReloadState = ({ title, message, reload }: { title: string; message: string; reload: string }) => (
  <Alert color="red" variant="light" title={title} role="alert">
    <Text size="sm">{message}</Text>
    <Button size="xs" variant="filled" color="red" mt="sm" onClick={reloadPage}>
      {reload}
    </Button>
  </Alert>
);

/**
 * The page's code did not load (network, or a new release replaced it). Retrying in place cannot
 * help (the browser keeps the failed import), so the action is a reload. The watchdog's notice says
 * the same thing, so it goes; the watchdog has already reported the failure.
 */
const ChunkLoadErrorState = () => {
  const { t } = useTranslation('shell');
  useEffect(() => {
    hideNotification(CHUNK_LOAD_NOTIFICATION_ID);
  }, []);
  return <ReloadState title={t('chunkLoad.title')} message={t('chunkLoad.message')} reload={t('chunkLoad.reload')} />;
};

/**
 * A page whose loader or render failed: the message, a retry that reloads the page's data
 * (the query error boundary is reset too, so suspense queries try again), and support.
 * The router's `defaultOnCatch` reports the error.
 */
export const RouteErrorState = ({ error, reset }: ErrorComponentProps) => {
  const { t } = useTranslation('common');
  const router = useRouter();
  const queryErrorBoundary = useQueryErrorResetBoundary();
  useEffect(() => queryErrorBoundary.clearReset(), [queryErrorBoundary]);
  if (isChunkLoadError(error)) return <ChunkLoadErrorState />;
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

/** What is left when the app itself (outside any page) failed to render: the reload. */
export const AppErrorState = () => {
  const { t } = useTranslation(['common', 'errors']);
  return (
    <ReloadState
      title={t('common:states.pageLoadFailed')}
      message={t('errors:unknown')}
      reload={t('common:actions.reload')}
    />
  );
};
