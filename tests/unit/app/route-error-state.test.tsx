// @vitest-environment happy-dom
import { act, fireEvent, screen, render, within } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ConfigModule from '@/lib/config';
import { createAppRouter } from '@/app/router';
import { changeLocale } from '@/lib/i18n';
import { createTestQueryClient, Providers, setupShellTests, shellHandlers } from '../shell/test-utils';

vi.mock('@/lib/config', async (importOriginal) => {
  const { mockedConfigModule } = await import('../shell/test-config');
  return mockedConfigModule(await importOriginal<typeof ConfigModule>());
});
vi.mock('@/lib/monitoring', () => ({ captureError: vi.fn(), registerRouter: vi.fn() }));
const reload = vi.hoisted(() => ({ reloadPage: vi.fn() }));
vi.mock('@/app/shell/reload-page', () => reload);

const server = setupShellTests();

const answer = (status: number, code: string, message: string) => ({
  status,
  body: { code, messageCode: code, message },
});

const NOT_FOUND = answer(404, 'error.not_found', 'The requested item was not found.');
const FORBIDDEN = answer(403, 'error.forbidden', 'You do not have permission to do this.');
const SERVER_ERROR = answer(500, 'error.internal', 'Máy chủ trả lời lỗi 500');
const REFUSED = answer(409, 'error.ticket_in_process', 'Yêu cầu đang được xử lý');
const NO_ANSWER = new TypeError('Failed to fetch');
const BROKEN_CHUNK = new TypeError('Failed to fetch dynamically imported module: /assets/page-abc.js');

const TEXTS = {
  en: {
    notFound: ['Not found', 'What you are looking for does not exist or has been removed.'],
    forbidden: ['No access', 'Your account does not have access to this page.'],
    network: ['No connection', 'We could not reach the server. Check your network connection, then try again.'],
    server: 'Our server ran into a problem',
    other: 'This page could not be loaded',
    chunk: ['Page not loaded', 'This page failed to load. Check your network and reload.'],
    backHome: 'Back to the dashboard',
    retry: 'Retry',
    reload: 'Reload',
    support: 'Contact support',
  },
  vi: {
    notFound: ['Không tìm thấy', 'Nội dung bạn tìm không tồn tại hoặc đã bị xóa.'],
    forbidden: ['Không có quyền truy cập', 'Tài khoản của bạn không có quyền xem trang này.'],
    network: ['Mất kết nối', 'Không kết nối được với máy chủ. Hãy kiểm tra kết nối mạng rồi thử lại.'],
    server: 'Máy chủ đang gặp sự cố',
    other: 'Không tải được trang này',
    chunk: ['Không tải được trang', 'Trang này không tải được. Hãy kiểm tra kết nối mạng rồi tải lại trang.'],
    backHome: 'Về trang tổng quan',
    retry: 'Thử lại',
    reload: 'Tải lại trang',
    support: 'Liên hệ hỗ trợ',
  },
} as const;
const LOCALES = ['en', 'vi'] as const;

beforeEach(() => {
  server.use(...shellHandlers());
  // The router logs every failed load; that output is expected here.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  // The router reloads once by itself on a missing module; that reload is behind us here.
  sessionStorage.setItem(`tanstack_router_reload:${BROKEN_CHUNK.message}`, '1');
});
afterEach(async () => {
  vi.restoreAllMocks();
  reload.reloadPage.mockClear();
  await changeLocale('vi');
});

/**
 * The app's router settings over a page whose loader fails with each of `failures` in turn,
 * then loads; the page is opened first.
 */
const openFailingPage = async (...failures: unknown[]) => {
  const client = createTestQueryClient();
  const { defaultErrorComponent, defaultOnCatch, defaultPendingComponent } = createAppRouter(client).options;
  const rootRoute = createRootRoute({ component: Outlet });
  const home = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <p>dashboard</p> });
  const page = createRoute({
    getParentRoute: () => rootRoute,
    path: '/page',
    loader: () => {
      const failure = failures.shift();
      if (failure !== undefined) throw failure;
    },
    component: () => <p>page loaded</p>,
  });
  const router = createRouter({
    defaultErrorComponent,
    defaultOnCatch,
    defaultPendingComponent,
    routeTree: rootRoute.addChildren([home, page]),
    history: createMemoryHistory({ initialEntries: ['/page'] }),
  });
  await router.load();
  render(
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, alert: await screen.findByRole('alert') };
};

describe.each(LOCALES)('a page that failed to load, in %s', (locale) => {
  const text = TEXTS[locale];
  beforeEach(() => changeLocale(locale));

  it('says what it was looking for is gone (404), with the way back to the dashboard and no retry', async () => {
    const { router, alert } = await openFailingPage(NOT_FOUND);
    expect(within(alert).getByText(text.notFound[0])).toBeTruthy();
    expect(within(alert).getByText(text.notFound[1])).toBeTruthy();
    expect(within(alert).queryByRole('button', { name: text.retry })).toBeNull();
    const back = within(alert).getByRole('link', { name: text.backHome });
    expect(back.getAttribute('href')).toBe('/');
    await act(async () => {
      fireEvent.click(back);
    });
    expect(await screen.findByText('dashboard')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('says the account has no access (403), with the way back and no retry', async () => {
    const { alert } = await openFailingPage(FORBIDDEN);
    expect(within(alert).getByText(text.forbidden[0])).toBeTruthy();
    expect(within(alert).getByText(text.forbidden[1])).toBeTruthy();
    expect(within(alert).getByRole('link', { name: text.backHome }).getAttribute('href')).toBe('/');
    expect(within(alert).queryByRole('button', { name: text.retry })).toBeNull();
  });

  it('says there is no connection when the call got no answer, and retries', async () => {
    const { alert } = await openFailingPage(NO_ANSWER);
    expect(within(alert).getByText(text.network[0])).toBeTruthy();
    expect(within(alert).getByText(text.network[1])).toBeTruthy();
    expect(within(alert).queryByRole('link', { name: text.backHome })).toBeNull();
    await act(async () => {
      fireEvent.click(within(alert).getByRole('button', { name: text.retry }));
    });
    expect(await screen.findByText('page loaded')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says a server error (5xx) is on the server's side, with its message, support and a retry", async () => {
    const { alert } = await openFailingPage(SERVER_ERROR);
    expect(within(alert).getByText(text.server)).toBeTruthy();
    expect(within(alert).getByText(SERVER_ERROR.body.message)).toBeTruthy();
    expect(await within(alert).findByRole('link', { name: new RegExp(text.support) })).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(alert).getByRole('button', { name: text.retry }));
    });
    expect(await screen.findByText('page loaded')).toBeTruthy();
  });

  it("shows any other refusal with the server's message and a retry", async () => {
    const { alert } = await openFailingPage(REFUSED);
    expect(within(alert).getByText(text.other)).toBeTruthy();
    expect(within(alert).getByText(REFUSED.body.message)).toBeTruthy();
    expect(within(alert).getByRole('button', { name: text.retry })).toBeTruthy();
  });

  it('offers a reload, not a retry, when the page code did not load (not a lost connection)', async () => {
    const { alert } = await openFailingPage(BROKEN_CHUNK);
    expect(within(alert).getByText(text.chunk[0])).toBeTruthy();
    expect(within(alert).getByText(text.chunk[1])).toBeTruthy();
    expect(within(alert).queryByRole('button', { name: text.retry })).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: text.reload }));
    expect(reload.reloadPage).toHaveBeenCalledTimes(1);
  });
});

describe('a page that failed to load', () => {
  it("does not blame the connection for a TypeError of the page's own code", async () => {
    const { alert } = await openFailingPage(new TypeError("Cannot read properties of undefined (reading 'balance')"));
    expect(within(alert).getByText(TEXTS.vi.other)).toBeTruthy();
    expect(within(alert).queryByText(TEXTS.vi.network[0])).toBeNull();
  });

  it('keeps failing in place while the retry fails again, and loads once it succeeds', async () => {
    const { alert } = await openFailingPage(SERVER_ERROR, NO_ANSWER);
    await act(async () => {
      fireEvent.click(within(alert).getByRole('button', { name: TEXTS.vi.retry }));
    });
    expect(await screen.findByText(TEXTS.vi.network[0])).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: TEXTS.vi.retry }));
    });
    expect(await screen.findByText('page loaded')).toBeTruthy();
  });
});
