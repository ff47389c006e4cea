import type { AnyRouter } from '@tanstack/react-router';
import type { AppConfig } from '@/lib/config';
import type { ErrorContext, Reporter } from './reporter';

export type { ErrorContext } from './reporter';

/** Null while monitoring is off: nothing of Sentry is loaded then. */
let reporter: Promise<Reporter | null> | null = null;

/**
 * Starts error monitoring when the build has a DSN. Sentry is loaded in the background: the first
 * render does not wait for it, and what is reported meanwhile is sent once it is there.
 */
export const initMonitoring = (config: AppConfig): void => {
  // Statically false in builds without a DSN, so they do not even emit Sentry's chunk.
  if (!import.meta.env.VITE_SENTRY_DSN) return;
  const { monitoring } = config;
  if (monitoring === null || reporter !== null) return;
  reporter = import('./reporter')
    .then(({ startReporter }) => startReporter(monitoring, { brand: config.brand.id, apiMode: config.apiMode }))
    .catch((error: unknown) => {
      // The app works without monitoring; a blocked or failed SDK must not break it.
      console.warn('Error monitoring did not start.', error);
      return null;
    });
};

/**
 * The one way to report an error the app caught (unhandled errors and rejections Sentry sees by
 * itself). A no-op when monitoring is off. Not named reportError: a call without the import would
 * silently reach the browser's global `reportError` instead.
 */
export const captureError = (error: unknown, context?: ErrorContext): void => {
  void reporter?.then((started) => started?.captureError(error, context));
};

/** Names page loads and navigations by route; the app's router is created after initMonitoring. */
export const registerRouter = (router: AnyRouter): void => {
  void reporter?.then((started) => started?.traceRouter(router));
};
