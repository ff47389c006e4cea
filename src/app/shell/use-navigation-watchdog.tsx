import { Button, Stack, Text } from '@mantine/core';
import { showNotification } from '@mantine/notifications';
import { UI_TIMINGS } from '@contract/common/constants';
import { useRouterState } from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { reloadPage } from './reload-page';

/** One notification at a time, however many signals report the same failure. */
export const CHUNK_LOAD_NOTIFICATION_ID = 'chunk-load-failed';

/** Dispatched by reportChunkLoadFailure(); Vite dispatches `vite:preloadError` itself in builds. */
export const CHUNK_LOAD_FAILED_EVENT = 'app:chunk-load-failed';
const VITE_PRELOAD_ERROR_EVENT = 'vite:preloadError';

const CHUNK_ERROR_MESSAGE =
  /failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed|unable to preload css|loading (css )?chunk [\w-]+ failed/i;

/** The messages Chromium, Firefox and Safari (and Vite's preload helper) give a chunk that did not load. */
export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'ChunkLoadError' || CHUNK_ERROR_MESSAGE.test(error.message));

/**
 * For code outside React (a router `defaultOnCatch`, say) that catches a chunk error:
 * the mounted watchdog shows the notification.
 */
export const reportChunkLoadFailure = (): void => {
  window.dispatchEvent(new Event(CHUNK_LOAD_FAILED_EVENT));
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
 * once. Mount it once, above the layouts, so full-page routes are covered too.
 */
export const useNavigationWatchdog = (): void => {
  const { t } = useTranslation('shell');
  // Keyed by the target, so a new navigation while one is pending restarts the clock.
  const pendingHref = useRouterState({
    select: (state) => (state.status === 'pending' ? state.location.href : null),
  });
  const chunkErrorInMatches = useRouterState({
    select: (state) => state.matches.some((match) => match.status === 'error' && isChunkLoadError(match.error)),
  });

  const report = useCallback(() => {
    showNotification({
      id: CHUNK_LOAD_NOTIFICATION_ID,
      color: 'red',
      title: t('chunkLoad.title'),
      message: <ChunkLoadMessage />,
      // The page cannot recover by itself: the notice stays until the user acts on it.
      autoClose: false,
    });
  }, [t]);

  useEffect(() => {
    if (pendingHref === null) return;
    const timer = setTimeout(report, UI_TIMINGS.chunkLoadTimeoutMs);
    return () => clearTimeout(timer);
  }, [pendingHref, report]);

  useEffect(() => {
    if (chunkErrorInMatches) report();
  }, [chunkErrorInMatches, report]);

  useEffect(() => {
    window.addEventListener(VITE_PRELOAD_ERROR_EVENT, report);
    window.addEventListener(CHUNK_LOAD_FAILED_EVENT, report);
    return () => {
      window.removeEventListener(VITE_PRELOAD_ERROR_EVENT, report);
      window.removeEventListener(CHUNK_LOAD_FAILED_EVENT, report);
    };
  }, [report]);
};
