import { Alert, Button, Group, Text } from '@mantine/core';
import { hideNotification } from '@mantine/notifications';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/error-state';
import { LinkButton } from '@/components/link-button';
import { apiErrorStatus } from '@/lib/api-error';
import { reloadPage } from './shell/reload-page';
import { CHUNK_LOAD_NOTIFICATION_ID, isChunkLoadError } from './shell/use-navigation-watchdog';

/** A failed page said in place: what happened, and what the reader can do about it. */
const FailureAlert = ({ title, message, children }: { title: string; message: string; children: ReactNode }) => (
  <Alert color="red" variant="light" title={title} role="alert">
    <Text size="sm">{message}</Text>
    <Group gap="sm" mt="sm">
      {children}
    </Group>
  </Alert>
);

/** A failure only a full reload can mend; said in place, with the reload as the one action. */
const ReloadState = ({ title, message, reload }: { title: string; message: string; reload: string }) => (
  <FailureAlert title={title} message={message}>
    <Button size="xs" variant="filled" color="red" onClick={reloadPage}>
      {reload}
    </Button>
  </FailureAlert>
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

// What fetch() (and the upload XHR) reject with when no answer came (offline, server out of
// reach): Chrome, Firefox, Safari, ours. A TypeError of our own code is not one of them.
const NO_ANSWER_MESSAGE = /failed to fetch|networkerror|load failed|network request failed/i;

const isNetworkFailure = (error: unknown): boolean =>
  error instanceof TypeError && NO_ANSWER_MESSAGE.test(error.message);

type PageFailure = 'chunk' | 'notFound' | 'forbidden' | 'network' | 'server' | 'other';

/**
 * What a failed page tells its reader. 401 with a token, a blocked account and maintenance are not
 * here: the API fetcher leaves for /login, /user-block or /maintenance on the answer itself.
 */
const pageFailureOf = (error: unknown): PageFailure => {
  // A chunk error is a TypeError too: it is told apart first.
  if (isChunkLoadError(error)) return 'chunk';
  const status = apiErrorStatus(error);
  if (status === 404) return 'notFound';
  if (status === 403) return 'forbidden';
  if (status !== null && status >= 500) return 'server';
  if (isNetworkFailure(error)) return 'network';
  return 'other';
};

/** Asking again will not change the answer: the way out is back to the dashboard. */
const DeadEndState = ({ failure }: { failure: 'notFound' | 'forbidden' }) => {
  const { t } = useTranslation('shell');
  return (
    <FailureAlert title={t(`routeError.${failure}.title`)} message={t(`routeError.${failure}.message`)}>
      <LinkButton to="/" size="xs" variant="filled" color="red">
        {t('statusPages.notFound.backHome')}
      </LinkButton>
    </FailureAlert>
  );
};

/**
 * A page whose loader or render failed, said per cause: not found or forbidden (the way back),
 * no connection (retry), a server error or anything else (the server's message, retry and
 * support), a chunk that did not load (reload). The retry reloads the page's data, and resets
 * the query error boundary so suspense queries try again. The router's `defaultOnCatch` reports
 * the error.
 */
export const RouteErrorState = ({ error, reset }: ErrorComponentProps) => {
  const { t } = useTranslation(['common', 'shell']);
  const router = useRouter();
  const queryErrorBoundary = useQueryErrorResetBoundary();
  useEffect(() => queryErrorBoundary.clearReset(), [queryErrorBoundary]);
  const retry = () => {
    queryErrorBoundary.reset();
    reset();
    void router.invalidate();
  };
  const failure = pageFailureOf(error);
  switch (failure) {
    case 'chunk':
      return <ChunkLoadErrorState />;
    case 'notFound':
    case 'forbidden':
      return <DeadEndState failure={failure} />;
    case 'network':
      return (
        <FailureAlert title={t('shell:routeError.network.title')} message={t('shell:routeError.network.message')}>
          <Button size="xs" variant="filled" color="red" onClick={retry}>
            {t('common:actions.retry')}
          </Button>
        </FailureAlert>
      );
    case 'server':
      return <ErrorState error={error} title={t('shell:routeError.server.title')} onRetry={retry} />;
    case 'other':
      return <ErrorState error={error} title={t('common:states.pageLoadFailed')} onRetry={retry} />;
  }
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
