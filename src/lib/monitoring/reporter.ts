/**
 * The only module that imports Sentry. It is loaded by `import()` from initMonitoring, and only
 * when a DSN is configured: builds without one do not contain it, and no entry chunk (the /login
 * bundle) ever does.
 */
import { MONITORING_SAMPLE_RATES } from '@contract/common/constants';
import {
  addIntegration,
  captureException,
  init,
  replayIntegration,
  tanstackRouterBrowserTracingIntegration,
} from '@sentry/react';
// The replay compression worker as a file of our own origin, built from the installed SDK: the live
// CSP allows workers only from 'self' and forbids 'unsafe-eval', so Sentry's default (a worker made
// from a blob) would be refused. Compression stays on: replays are several times smaller.
import replayWorkerUrl from '@sentry/replay/worker-bundler?worker&url';
import type { AnyRouter } from '@tanstack/react-router';
import type { AppConfig } from '@/lib/config';
import { scrub } from './scrub';

export type MonitoringSettings = NonNullable<AppConfig['monitoring']>;

/** Short, searchable labels of a report (`source: 'route'`). */
export type ErrorContext = Readonly<Record<string, string>>;

export const startReporter = (settings: MonitoringSettings, tags: ErrorContext) => {
  init({
    dsn: settings.dsn,
    environment: settings.environment,
    release: settings.release ?? undefined,
    // No IP address, cookies or request bodies; the app never sets a user's name or e-mail either.
    sendDefaultPii: false,
    tracesSampleRate: MONITORING_SAMPLE_RATES.traces,
    // The API does not read trace headers: its calls go out unchanged.
    tracePropagationTargets: [],
    replaysSessionSampleRate: MONITORING_SAMPLE_RATES.sessionReplay,
    replaysOnErrorSampleRate: MONITORING_SAMPLE_RATES.onErrorReplay,
    integrations: [
      replayIntegration({
        maskAllText: true,
        blockAllMedia: true,
        workerUrl: replayWorkerUrl,
        // Replay's own frames (navigations, requests) carry URLs too.
        beforeAddRecordingEvent: scrub,
      }),
    ],
    initialScope: { tags },
    beforeSend: scrub,
    beforeSendTransaction: scrub,
    beforeBreadcrumb: scrub,
  });

  let routerTraced = false;
  return {
    captureError: (error: unknown, context?: ErrorContext): void => {
      captureException(error, { tags: context });
    },
    /** Page loads and navigations named by route (`/_auth/_verified/wallet`), not by address. */
    traceRouter: (router: AnyRouter): void => {
      if (routerTraced) return;
      routerTraced = true;
      addIntegration(tanstackRouterBrowserTracingIntegration(router));
    },
  };
};

export type Reporter = ReturnType<typeof startReporter>;
