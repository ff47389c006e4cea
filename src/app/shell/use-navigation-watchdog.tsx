import { Button, Stack, Text } from '@mantine/core';
import { showNotification } from '@mantine/notifications';
import { UI_TIMINGS } from '@contract/common/constants';
import { useRouterState } from '@tanstack/react-router';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { captureError } from '@/lib/monitoring';
import { reloadPage } from './reload-page';

/** One notification at a time, however many signals report the same failure. */
export const CHUNK_LOAD_NOTIFICATION_ID = 'chunk-load-failed';

/** Dispatched by reportChunkLoadFailure(); Vite dispatches `vite:preloadError` itself in builds. */
const CHUNK_LOAD_FAILED_EVENT = 'app:chunk-load-failed';
const VITE_PRELOAD_ERROR_EVENT = 'vite:preloadError';

declare global {
  interface WindowEventMap {
    [CHUNK_LOAD_FAILED_EVENT]: CustomEvent<unknown>;
  }
}

const CHUNK_ERROR_MESSAGE =
  /failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed|unable to preload css|loading (css )?chunk [\w-]+ failed/i;

/** What monitoring receives for a page chunk that did not load; the browser's own error, if any, is its cause. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/** The messages Chromium, Firefox and Safari (and Vite's preload helper) give a chunk that did not load. */
export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'ChunkLoadError' || CHUNK_ERROR_MESSAGE.test(error.message));

/**
 * For code outside React (a router `defaultOnCatch`, say) that catches a chunk error:
 * the mounted watchdog shows the notification and reports it.
 */
export const reportChunkLoadFailure = (cause?: unknown): void => {
  window.dispatchEvent(new CustomEvent(CHUNK_LOAD_FAILED_EVENT, { detail: cause }));
};

const ChunkLoadMessage = () => {
  const { t } = useTranslation('shell');
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">{t('chunkLoad.message')}</Text>
      <Button size="compact-sm" variant="light" onClick={reloadPage}>
        {t('chunkLoad.reload')}
      </Button>
    </Stack>
  );
};

/**
 * Spec sections 8 and 9: a page chunk that fails to load is reported. A navigation
 * still pending after UI_TIMINGS.chunkLoadTimeoutMs (120 s) counts as failed; a
 * route whose load ended in a chunk error, or a Vite preload error, is reported at
 * once. The user gets the notice each time; monitoring gets one ChunkLoadError per page
 * load, since the only cure (a reload) starts afresh. Mount it once, above the layouts,
 * so full-page routes are covered too.
 */
export const useNavigationWatchdog = (): void => {
  const { t } = useTranslation('shell');
  // Keyed by the target, so a new navigation while one is pending restarts the clock.
  const pendingHref = useRouterState({
    select: (state) => (state.status === 'pending' ? state.location.href : null),
  });
  const chunkErrorInMatches = useRouterState({
    select: (state) =>
      state.matches.find((match) => match.status === 'error' && isChunkLoadError(match.error))?.error ?? null,
  });
  const reported = useRef(false);

  const report = useCallback(
    (failure: ChunkLoadError) => {
      if (!reported.current) {
        reported.current = true;
        captureError(failure, { source: 'chunk-load' });
      }
      showNotification({
        id: CHUNK_LOAD_NOTIFICATION_ID,
        color: 'red',
        title: t('chunkLoad.title'),
        message: <ChunkLoadMessage />,
        // The page cannot recover by itself: the notice stays until the user acts on it.
        autoClose: false,
      });
    },
    [t],
  );

  useEffect(() => {
    if (pendingHref === null) return;
    const timer = setTimeout(
      () => report(new ChunkLoadError(`Still loading after ${UI_TIMINGS.chunkLoadTimeoutMs} ms: ${pendingHref}`)),
      UI_TIMINGS.chunkLoadTimeoutMs,
    );
    return () => clearTimeout(timer);
  }, [pendingHref, report]);

  useEffect(() => {
    if (chunkErrorInMatches) report(new ChunkLoadError('A page failed to load', { cause: chunkErrorInMatches }));
  }, [chunkErrorInMatches, report]);

  useEffect(() => {
    const onPreloadError = (event: VitePreloadErrorEvent) =>
      report(new ChunkLoadError('A chunk failed to load', { cause: event.payload }));
    const onFailure = (event: CustomEvent<unknown>) =>
      report(new ChunkLoadError('A page failed to load', { cause: event.detail }));
    window.addEventListener(VITE_PRELOAD_ERROR_EVENT, onPreloadError);
    window.addEventListener(CHUNK_LOAD_FAILED_EVENT, onFailure);
    return () => {
      window.removeEventListener(VITE_PRELOAD_ERROR_EVENT, onPreloadError);
      window.removeEventListener(CHUNK_LOAD_FAILED_EVENT, onFailure);
    };
  }, [report]);
};
