import type { AnyRouter } from '@tanstack/react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parseAppConfig } from '@/lib/config/app-config';

const sentry = vi.hoisted(() => ({
  imported: false,
  init: vi.fn(),
  captureException: vi.fn(),
  addIntegration: vi.fn(),
  replayIntegration: vi.fn((options: object) => ({ name: 'Replay', options })),
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

// A fresh module each time: initMonitoring starts Sentry once per page.
const loadMonitoring = async () => {
  vi.resetModules();
  return import('@/lib/monitoring');
};

beforeEach(() => {
  sentry.imported = false;
  vi.clearAllMocks();
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
  });

  it('starts Sentry with the spec sample rates, the release, the environment, the tags and the scrubber', async () => {
    const { initMonitoring } = await loadMonitoring();
    initMonitoring(config);
    await vi.waitFor(() => expect(sentry.init).toHaveBeenCalledTimes(1), { timeout: 30_000 });

    expect(sentry.init).toHaveBeenCalledWith(
      expect.objectContaining({
        dsn: DSN,
        environment: 'staging',
        release: 'agency-dashboard@1.2.0',
        sendDefaultPii: false,
        tracesSampleRate: 0.1,
        replaysSessionSampleRate: 0.1,
        replaysOnErrorSampleRate: 1,
        initialScope: { tags: { brand: 'centre', apiMode: config.apiMode } },
        beforeSend: expect.any(Function),
        beforeSendTransaction: expect.any(Function),
        beforeBreadcrumb: expect.any(Function),
      }),
    );
    expect(sentry.replayIntegration).toHaveBeenCalledWith(
      expect.objectContaining({ maskAllText: true, blockAllMedia: true, workerUrl: expect.any(String) }),
    );
    const [[options]] = sentry.init.mock.calls as [[{ beforeSend: (event: object) => object }]];
    expect(options.beforeSend({ message: 'for seller@shop.example', request: { url: '/?token=x' } })).toEqual({
      message: 'for [email]',
      request: { url: '/' },
    });
  });

  it('sends what was reported before Sentry loaded, with its context', async () => {
    const { initMonitoring, captureError } = await loadMonitoring();
    initMonitoring(config);
    const error = new Error('boom');
    captureError(error, { source: 'route' });
    await vi.waitFor(() => expect(sentry.captureException).toHaveBeenCalledWith(error, { tags: { source: 'route' } }), {
      timeout: 30_000,
    });
  });

  it('traces the first router it is given, by route', async () => {
    const { initMonitoring, registerRouter } = await loadMonitoring();
    initMonitoring(config);
    const router = {} as AnyRouter;
    registerRouter(router);
    registerRouter(router);
    await vi.waitFor(() => expect(sentry.addIntegration).toHaveBeenCalledTimes(1), { timeout: 30_000 });
    expect(sentry.tanstackRouterBrowserTracingIntegration).toHaveBeenCalledWith(router);
  });
});
