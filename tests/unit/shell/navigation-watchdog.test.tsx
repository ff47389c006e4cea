// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ConfigModule from '@/lib/config';
import { isChunkLoadError, reportChunkLoadFailure, useNavigationWatchdog } from '@/app/shell/use-navigation-watchdog';
import { pageDocumentTitle, usePageDocumentTitle } from '@/app/shell/use-page-document-title';
import { changeLocale, initI18n } from '@/lib/i18n';
import { setTestConfig } from './test-config';
import { createTestQueryClient, Providers } from './test-utils';

vi.mock('@/lib/config', async (importOriginal) => {
  const { mockedConfigModule } = await import('./test-config');
  return mockedConfigModule(await importOriginal<typeof ConfigModule>());
});

beforeAll(async () => {
  await initI18n();
});
beforeEach(() => setTestConfig());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const MESSAGE = 'Trang này không tải được. Hãy kiểm tra kết nối mạng rồi tải lại trang.';

const Root = () => {
  useNavigationWatchdog();
  usePageDocumentTitle();
  return <Outlet />;
};

/** A tree with a page whose load never finishes, as when its chunk hangs on a dead network. */
const renderApp = async (failing?: Error) => {
  const rootRoute = createRootRoute({ component: Root });
  const home = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    staticData: { titleKey: 'dashboard' },
    component: () => <p>home</p>,
  });
  const slow = createRoute({
    getParentRoute: () => rootRoute,
    path: '/slow',
    staticData: { titleKey: 'payment' },
    loader: () => (failing ? Promise.reject(failing) : new Promise<never>(() => {})),
    component: () => <p>slow</p>,
  });
  const profile = createRoute({
    getParentRoute: () => rootRoute,
    path: '/profile',
    staticData: { titleKey: 'profile' },
    component: () => <p>profile</p>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([home, slow, profile]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await router.load();
  render(
    <Providers client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
};

describe('the navigation watchdog', () => {
  it('reports a navigation still pending after 120 s, and not before', async () => {
    const router = await renderApp();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => {
      void router.navigate({ href: '/slow' });
    });
    expect(router.state.status).toBe('pending');

    await act(() => vi.advanceTimersByTimeAsync(119_000));
    expect(screen.queryByText(MESSAGE)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByText(MESSAGE)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tải lại trang' })).toBeTruthy();
  });

  it('reports a route that failed with a chunk error at once', async () => {
    // The router logs the failed load; that output is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = await renderApp(new TypeError('Failed to fetch dynamically imported module: /assets/slow-abc.js'));
    await act(() => router.navigate({ href: '/slow' }));
    expect(await screen.findByText(MESSAGE)).toBeTruthy();
  });

  it('reports a failure signalled from outside React, once however often it is signalled', async () => {
    await renderApp();
    act(() => {
      reportChunkLoadFailure();
      window.dispatchEvent(new Event('vite:preloadError'));
    });
    expect(await screen.findAllByText(MESSAGE)).toHaveLength(1);
  });

  it('does not report ordinary errors as chunk failures', () => {
    expect(isChunkLoadError(new Error('Request failed with status 500'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('error loading dynamically imported module: /x.js'))).toBe(true);
  });
});

describe('the document title', () => {
  it('is the page title and the brand name, following navigation and language', async () => {
    const router = await renderApp();
    expect(document.title).toBe('Tổng quan · Ads Centre');

    await act(() => router.navigate({ to: '/profile' }));
    expect(document.title).toBe('Hồ sơ · Ads Centre');

    await act(() => changeLocale('en'));
    try {
      expect(document.title).toBe('Profile · Ads Centre');
    } finally {
      await act(() => changeLocale('vi'));
    }
  });

  it('is the brand name alone when no route names a title', () => {
    expect(pageDocumentTitle(null, 'Harbor Media')).toBe('Harbor Media');
    expect(pageDocumentTitle('Hồ sơ', 'Harbor Media')).toBe('Hồ sơ · Harbor Media');
  });
});
