import type { AnyRouter } from '@tanstack/react-router';
import type { AppConfig } from '@/lib/config';
import { collectEarlyErrors } from './early-errors';
import type { ErrorContext, MonitoringSettings, Reporter } from './reporter';
import { whenIdle } from './when-idle';

export type { ErrorContext } from './reporter';

/** A page whose first route never resolves (it failed at start) still gets its errors sent, this long after `load`. */
const START_WITHOUT_FIRST_PAGE_MS = 10_000;

type Monitoring = {
  settings: MonitoringSettings;
  tags: ErrorContext;
  early: ReturnType<typeof collectEarlyErrors>;
  reporter: Reporter | null;
  router: AnyRouter | null;
  starting: boolean;
};

/** Null while monitoring is off: nothing of Sentry is loaded then. */
let monitoring: Monitoring | null = null;

const start = (): void => {
  const current = monitoring;
  if (current === null || current.starting) return;
  current.starting = true;
  import('./reporter')
    .then(({ startReporter }) => {
      const reporter = startReporter(current.settings, current.tags);
      current.reporter = reporter;
      for (const { error, context } of current.early.drain()) reporter.captureError(error, context);
      if (current.router) reporter.traceRouter(current.router);
    })
    .catch((error: unknown) => {
      // The app works without monitoring; a blocked or failed SDK must not break it.
      current.early.drain();
      console.warn('Error monitoring did not start.', error);
    });
};

/**
 * Turns error monitoring on when the build has a DSN. Nothing of Sentry loads before the first page
 * is shown and the browser is idle (see registerRouter); errors until then are held and sent after.
 */
export const initMonitoring = (config: AppConfig): void => {
  // Statically false in builds without a DSN, so they do not even emit Sentry's chunk.
  if (!import.meta.env.VITE_SENTRY_DSN) return;
  if (config.monitoring === null || monitoring !== null) return;
  monitoring = {
    settings: config.monitoring,
    tags: { brand: config.brand.id, apiMode: config.apiMode },
    early: collectEarlyErrors(),
    reporter: null,
    router: null,
    starting: false,
  };
  whenIdle(() => window.setTimeout(start, START_WITHOUT_FIRST_PAGE_MS));
};

/**
 * The one way to report an error the app caught (unhandled errors and rejections are caught too).
 * A no-op when monitoring is off. Not named reportError: a call without the import would silently
 * reach the browser's global `reportError` instead.
 */
export const captureError = (error: unknown, context?: ErrorContext): void => {
  if (monitoring?.reporter) monitoring.reporter.captureError(error, context);
  else monitoring?.early.hold({ error, context });
};

/**
 * Names page loads and navigations by route, and starts the reporter once the router's first page
 * has loaded and the browser is idle: its code never competes with the first screen's.
 */
export const registerRouter = (router: AnyRouter): void => {
  const current = monitoring;
  if (current === null || current.router !== null) return;
  current.router = router;
  current.reporter?.traceRouter(router);
  if (router.state.resolvedLocation) whenIdle(start);
  else {
    const unsubscribe = router.subscribe('onResolved', () => {
      unsubscribe();
      whenIdle(start);
    });
  }
};
