// @vitest-environment happy-dom
import { cleanNotifications } from '@mantine/notifications';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppRouter } from '@/app/router';
import { ChunkLoadError, useNavigationWatchdog } from '@/app/shell/use-navigation-watchdog';
import { initI18n } from '@/lib/i18n';
import { createTestQueryClient, Providers } from '../shell/test-utils';

const monitoring = vi.hoisted(() => ({ captureError: vi.fn() }));
vi.mock('@/lib/monitoring', () => ({ captureError: monitoring.captureError, registerRouter: vi.fn() }));
const reload = vi.hoisted(() => ({ reloadPage: vi.fn() }));
vi.mock('@/app/shell/reload-page', () => reload);

const TITLE = 'Không tải được trang';
const MESSAGE = 'Trang này không tải được. Hãy kiểm tra kết nối mạng rồi tải lại trang.';
const RELOAD = 'Tải lại trang';
const BROKEN_CHUNK = new TypeError('Failed to fetch dynamically imported module: /assets/broken-abc.js');

beforeAll(async () => {
  await initI18n();
});
beforeEach(() => {
  vi.clearAllMocks();
  // The router reloads once by itself on a missing module; that reload is behind us here.
  sessionStorage.setItem(`tanstack_router_reload:${BROKEN_CHUNK.message}`, '1');
});
afterEach(async () => {
  await act(() => cleanNotifications());
  cleanup();
  vi.useRealTimers();
});

const Root = () => {
  useNavigationWatchdog();
  return <Outlet />;
};

/** The app's router settings (error state, pending state, error reporting) over pages whose code never comes or fails. */
const renderApp = async () => {
  const client = createTestQueryClient();
  const rootRoute = createRootRoute({ component: Root });
  const page = (path: string, component: Parameters<typeof createRoute>[0]['component']) =>
    createRoute({ getParentRoute: () => rootRoute, path, component });
  const { defaultErrorComponent, defaultOnCatch, defaultPendingComponent } = createAppRouter(client).options;
  const router = createRouter({
    defaultErrorComponent,
    defaultOnCatch,
    defaultPendingComponent,
    routeTree: rootRoute.addChildren([
      page('/', () => <p>home</p>),
      // A page whose code never arrives, as on a dead network.
      page(
        '/hanging',
        lazyRouteComponent(() => new Promise<never>(() => {})),
      ),
      page(
        '/broken',
        lazyRouteComponent(() => Promise.reject(BROKEN_CHUNK)),
      ),
    ]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await router.load();
  render(
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
  await screen.findByText('home');
  return router;
};

const expectOneChunkLoadReport = () => {
  expect(monitoring.captureError).toHaveBeenCalledTimes(1);
  expect(monitoring.captureError).toHaveBeenCalledWith(expect.any(ChunkLoadError), { source: 'chunk-load' });
};

describe('a page chunk that does not load', () => {
  it('is reported, with a reload, once it has not come within 120 s', async () => {
    const router = await renderApp();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => {
      void router.navigate({ href: '/hanging' });
    });
    expect(router.state.status).toBe('pending');

    await act(() => vi.advanceTimersByTimeAsync(119_999));
    expect(screen.queryByText(MESSAGE)).toBeNull();
    expect(monitoring.captureError).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText(TITLE)).toBeTruthy();
    expect(screen.getByText(MESSAGE)).toBeTruthy();
    expectOneChunkLoadReport();

    fireEvent.click(screen.getByRole('button', { name: RELOAD }));
    expect(reload.reloadPage).toHaveBeenCalledTimes(1);
  });

  it('is reported at once when Vite says a chunk failed, once however often it says so', async () => {
    await renderApp();
    act(() => {
      window.dispatchEvent(Object.assign(new Event('vite:preloadError'), { payload: BROKEN_CHUNK }));
      window.dispatchEvent(Object.assign(new Event('vite:preloadError'), { payload: BROKEN_CHUNK }));
    });
    expect(await screen.findAllByText(MESSAGE)).toHaveLength(1);
    expect(screen.getByRole('button', { name: RELOAD })).toBeTruthy();
    expectOneChunkLoadReport();
    expect(monitoring.captureError.mock.calls[0]?.[0]).toHaveProperty('cause', BROKEN_CHUNK);
  });

  it('shows the page failed to load, with a reload instead of a retry, when its import fails', async () => {
    const router = await renderApp();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(() => router.navigate({ href: '/broken' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(TITLE);
    expect(alert.textContent).toContain(MESSAGE);
    // Said in the page, so the same notice does not also stand in the corner.
    expect(screen.getAllByText(MESSAGE)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Thử lại' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: RELOAD }));
    expect(reload.reloadPage).toHaveBeenCalledTimes(1);
    expectOneChunkLoadReport();
  });
});
