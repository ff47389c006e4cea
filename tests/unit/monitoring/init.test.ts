// @vitest-environment happy-dom
import type { AnyRouter } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseAppConfig } from '@/lib/config/app-config';

const sentry = vi.hoisted(() => ({
  imported: false,
  init: vi.fn(),
  captureException: vi.fn(),
  addIntegration: vi.fn(),
  replayStart: vi.fn(),
  replayIntegration: vi.fn((options: object) => ({ name: 'Replay', options, start: sentry.replayStart })),
  tanstackRouterBrowserTracingIntegration: vi.fn((router: unknown) => ({ name: 'BrowserTracing', router })),
}));

vi.mock('@sentry/react', () => {
  sentry.imported = true;
  return {
    init: sentry.init,
    captureException: sentry.captureException,
    addIntegration: sentry.addIntegration,
    replayIntegration: sentry.replayIntegration,
    tanstackRouterBrowserTracingIntegration: sentry.tanstackRouterBrowserTracingIntegration,
  };
});

const DSN = 'https://abc123@o4507.ingest.sentry.io/4508';
/** Only ends a hung test: loading the reporter's module graph takes seconds on a busy machine. */
const UNTIL_LOADED = { timeout: 30_000 };

// A fresh module each time: initMonitoring starts Sentry once per page.
const loadMonitoring = async () => {
  vi.resetModules();
  return import('@/lib/monitoring');
};

/** A router as far as monitoring reads it: whether its first page has loaded, and that event. */
const fakeRouter = (resolved: boolean) => {
  const listeners: Array<() => void> = [];
  const router = {
    state: { resolvedLocation: resolved ? { href: '/' } : undefined },
    subscribe: (event: string, listener: () => void) => {
      if (event === 'onResolved') listeners.push(listener);
      return () => listeners.splice(listeners.indexOf(listener), 1);
    },
  };
  return { router: router as unknown as AnyRouter, resolve: () => [...listeners].forEach((listener) => listener()) };
};

beforeEach(() => {
  sentry.imported = false;
  vi.clearAllMocks();
  window.sessionStorage.clear();
  // The browser is idle at once: the tests wait for what monitoring does, not for the clock.
  vi.stubGlobal('requestIdleCallback', (task: () => void) => window.setTimeout(task, 0));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('monitoring without a DSN', () => {
  it('never loads Sentry, and reporting does nothing', async () => {
    const { initMonitoring, captureError, registerRouter } = await loadMonitoring();
    const config = parseAppConfig({ VITE_BRAND: 'centre' });
    expect(config.monitoring).toBeNull();

    initMonitoring(config);
    captureError(new Error('boom'));
    registerRouter({} as AnyRouter);
    // Sentry would come through import(): wait for every import started so far to settle.
    await vi.dynamicImportSettled();

    expect(sentry.imported).toBe(false);
    expect(sentry.init).not.toHaveBeenCalled();
    expect(sentry.captureException).not.toHaveBeenCalled();
  });
});

describe('monitoring with a DSN', () => {
  const config = parseAppConfig({
    VITE_BRAND: 'centre',
    VITE_SENTRY_DSN: DSN,
    VITE_SENTRY_ENVIRONMENT: 'staging',
    VITE_RELEASE: 'agency-dashboard@1.2.0',
  });

  // The build's env, as Vite inlines it: without the variable the import is not even emitted.
  beforeEach(() => {
    vi.stubEnv('VITE_SENTRY_DSN', DSN);
    // A session replay does not record (session replay has its own tests below).
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
  });

  it('loads nothing of Sentry until the first page has loaded, then starts it', async () => {
    const { initMonitoring, registerRouter } = await loadMonitoring();
    initMonitoring(config);
    const { router, resolve } = fakeRouter(false);
    registerRouter(router);
    await vi.dynamicImportSettled();
    expect(sentry.imported).toBe(false);

    resolve();
    await vi.waitFor(() => expect(sentry.init).toHaveBeenCalledTimes(1), UNTIL_LOADED);
  });

  it('starts Sentry with the spec trace rate, the release, the environment, the tags and the scrubber', async () => {
    const { initMonitoring, registerRouter } = await loadMonitoring();
    initMonitoring(config);
    registerRouter(fakeRouter(true).router);
    await vi.waitFor(() => expect(sentry.init).toHaveBeenCalledTimes(1), UNTIL_LOADED);

    expect(sentry.init).toHaveBeenCalledWith(
      expect.objectContaining({
        dsn: DSN,
        environment: 'staging',
        release: 'agency-dashboard@1.2.0',
        sendDefaultPii: false,
        tracesSampleRate: 0.1,
        // Replays are sampled by the app (the next tests), so that their code loads only when one records.
        replaysSessionSampleRate: 0,
        replaysOnErrorSampleRate: 0,
        initialScope: { tags: { brand: 'centre', apiMode: config.apiMode } },
        beforeSend: expect.any(Function),
        beforeSendTransaction: expect.any(Function),
        beforeBreadcrumb: expect.any(Function),
      }),
    );
    const [[options]] = sentry.init.mock.calls as [[{ beforeSend: (event: object) => object }]];
    expect(options.beforeSend({ message: 'for seller@shop.example', request: { url: '/?token=x' } })).toEqual({
      message: 'for [email]',
      request: { url: '/' },
    });
  });

  it('an error thrown at start, before Sentry loaded, reaches it once it has', async () => {
    const { initMonitoring, registerRouter } = await loadMonitoring();
    initMonitoring(config);
    const thrown = new Error('failed at start');
    window.dispatchEvent(new ErrorEvent('error', { error: thrown, message: thrown.message }));
    const rejected = new Error('rejected at start');
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = rejected;
    window.dispatchEvent(rejection);
    expect(sentry.captureException).not.toHaveBeenCalled();

    registerRouter(fakeRouter(true).router);
    await vi.waitFor(() => expect(sentry.captureException).toHaveBeenCalledTimes(2), UNTIL_LOADED);
    expect(sentry.captureException).toHaveBeenNthCalledWith(1, thrown, { tags: { source: 'uncaught' } });
    expect(sentry.captureException).toHaveBeenNthCalledWith(2, rejected, { tags: { source: 'unhandled-rejection' } });

    // From then on Sentry's own handlers catch them: the app does not send them a second time.
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('later') }));
    expect(sentry.captureException).toHaveBeenCalledTimes(2);
  });

  it('sends what was reported before Sentry loaded, with its context', async () => {
    const { initMonitoring, captureError, registerRouter } = await loadMonitoring();
    initMonitoring(config);
    const error = new Error('boom');
    captureError(error, { source: 'route' });
    registerRouter(fakeRouter(true).router);
    await vi.waitFor(
      () => expect(sentry.captureException).toHaveBeenCalledWith(error, { tags: { source: 'route' } }),
      UNTIL_LOADED,
    );
  });

  it('traces the first router it is given, by route', async () => {
    const { initMonitoring, registerRouter } = await loadMonitoring();
    initMonitoring(config);
    const { router } = fakeRouter(true);
    registerRouter(router);
    registerRouter(fakeRouter(true).router);
    await vi.waitFor(() => expect(sentry.addIntegration).toHaveBeenCalledTimes(1), UNTIL_LOADED);
    expect(sentry.tanstackRouterBrowserTracingIntegration).toHaveBeenCalledTimes(1);
    expect(sentry.tanstackRouterBrowserTracingIntegration).toHaveBeenCalledWith(router);
  });
});

describe('session replay', () => {
  beforeEach(() => {
    vi.stubEnv('VITE_SENTRY_DSN', DSN);
  });
  const config = parseAppConfig({ VITE_BRAND: 'centre', VITE_SENTRY_DSN: DSN });

  const startWithDraw = async (draw: number) => {
    vi.spyOn(Math, 'random').mockReturnValue(draw);
    const { initMonitoring, registerRouter } = await loadMonitoring();
    initMonitoring(config);
    registerRouter(fakeRouter(true).router);
    await vi.waitFor(() => expect(sentry.init).toHaveBeenCalledTimes(1), UNTIL_LOADED);
    return sentry.init.mock.calls[0]![0] as { beforeSend: (event: object) => object };
  };

  it('records one session in ten from the start, masked and with its worker from our origin', async () => {
    await startWithDraw(0.05);
    await vi.waitFor(() => expect(sentry.replayStart).toHaveBeenCalledTimes(1), UNTIL_LOADED);
    expect(sentry.replayIntegration).toHaveBeenCalledWith(
      expect.objectContaining({ maskAllText: true, blockAllMedia: true, workerUrl: expect.any(String) }),
    );
    expect(window.sessionStorage.getItem('monitoringReplay')).toBe('record');
  });

  it('does not load the replay code for the other nine until an error, then records', async () => {
    const options = await startWithDraw(0.5);
    await vi.dynamicImportSettled();
    expect(sentry.replayIntegration).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem('monitoringReplay')).toBe('skip');

    options.beforeSend({ message: 'an error' });
    await vi.waitFor(() => expect(sentry.replayStart).toHaveBeenCalledTimes(1), UNTIL_LOADED);
    // A reload of this tab goes on recording.
    expect(window.sessionStorage.getItem('monitoringReplay')).toBe('record');
  });

  it("keeps a tab's draw across a reload", async () => {
    window.sessionStorage.setItem('monitoringReplay', 'skip');
    await startWithDraw(0.01);
    await vi.dynamicImportSettled();
    expect(sentry.replayIntegration).not.toHaveBeenCalled();
  });
});
