/**
 * The module that starts Sentry. It is loaded by `import()` from the monitoring module once the first
 * page is shown and the browser is idle, and only when a DSN is configured: builds without one do not
 * contain it, and no page waits for it.
 */
import { MONITORING_SAMPLE_RATES } from '@contract/common/constants';
import { addIntegration, captureException, init, tanstackRouterBrowserTracingIntegration } from '@sentry/react';
import type { AnyRouter } from '@tanstack/react-router';
import type { AppConfig } from '@/lib/config';
import { scrub } from './scrub';

export type MonitoringSettings = NonNullable<AppConfig['monitoring']>;

/** Short, searchable labels of a report (`source: 'route'`). */
export type ErrorContext = Readonly<Record<string, string>>;

/** This tab's replay decision: one draw per tab session, so a reload neither re-rolls nor stops it. */
const REPLAY_DECISION_KEY = 'monitoringReplay';

const replayDecision = {
  read: (): string | null => {
    try {
      return window.sessionStorage.getItem(REPLAY_DECISION_KEY);
    } catch {
      return null;
    }
  },
  write: (value: 'record' | 'skip'): void => {
    try {
      window.sessionStorage.setItem(REPLAY_DECISION_KEY, value);
    } catch {
      // Without session storage the decision lasts as long as the page.
    }
  },
};

/**
 * The spec's replay rates (10 % of sessions, 100 % of sessions with an error), applied here rather
 * than by the SDK: its replay code (some 45 KB) loads only for a session that records. A session
 * with an error records from that error on (the SDK's on-error mode would need the code loaded from
 * the start to keep the moments before it).
 */
const replayOnDemand = () => {
  let started: Promise<void> | null = null;
  const record = () => {
    replayDecision.write('record');
    started ??= import('./replay')
      .then(({ createReplay }) => {
        const replay = createReplay();
        addIntegration(replay);
        replay.start();
      })
      .catch((error: unknown) => console.warn('Session replay did not start.', error));
  };
  const decision = replayDecision.read() ?? (Math.random() < MONITORING_SAMPLE_RATES.sessionReplay ? 'record' : 'skip');
  if (decision === 'record') record();
  else replayDecision.write('skip');
  return {
    onError: () => {
      if (Math.random() < MONITORING_SAMPLE_RATES.onErrorReplay) record();
    },
  };
};

export const startReporter = (settings: MonitoringSettings, tags: ErrorContext) => {
  let replay: ReturnType<typeof replayOnDemand> | null = null;
  init({
    dsn: settings.dsn,
    environment: settings.environment,
    release: settings.release ?? undefined,
    // No IP address, cookies or request bodies; the app never sets a user's name or e-mail either.
    sendDefaultPii: false,
    tracesSampleRate: MONITORING_SAMPLE_RATES.traces,
    // The API does not read trace headers: its calls go out unchanged.
    tracePropagationTargets: [],
    // Replays are sampled by replayOnDemand, which loads the integration only when one records.
    replaysSessionSampleRate: 0,
    replaysOnErrorSampleRate: 0,
    initialScope: { tags },
    beforeSend: (event) => {
      replay?.onError();
      return scrub(event);
    },
    beforeSendTransaction: scrub,
    beforeBreadcrumb: scrub,
  });
  replay = replayOnDemand();

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
