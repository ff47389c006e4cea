// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '@contract/users/users.schema';
import { loadAppConfig } from '@/lib/config';
import { readAccessToken, writeAccessToken } from '@/lib/storage';
import { routeTree } from '@/routeTree.gen';
import { buildUser } from '../../fixtures/users';

const server = setupServer();
beforeAll(() => {
  loadAppConfig();
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

let me: User;
beforeEach(() => {
  me = buildUser();
  server.use(
    http.get('*/api/users', () => HttpResponse.json(me)),
    // Guards decide before any page loads its data; the pages' own calls are not part of this test.
    http.all('*/api/*', () =>
      HttpResponse.json(
        { code: 'error.test', messageCode: 'error.test', message: 'Not part of this test' },
        { status: 500 },
      ),
    ),
  );
});

/** Resolves a navigation to `path` through the real route tree and its guards; returns where it ends. */
const landOn = async (path: string) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient },
  });
  await router.load();
  return router.state.location;
};

describe('route guards', () => {
  it('sends a guest from a login-required page to login with the original full path', async () => {
    const location = await landOn('/my-ads-account?tab=approved&page=2');
    expect(location.pathname).toBe('/login');
    expect(location.search).toEqual({ redirect: '/my-ads-account?tab=approved&page=2' });
  });

  it('lets a guest open guest-only and open pages', async () => {
    expect((await landOn('/register')).pathname).toBe('/register');
    expect((await landOn('/maintenance')).pathname).toBe('/maintenance');
  });

  it('sends a signed-in user away from guest-only pages to the dashboard', async () => {
    writeAccessToken('token');
    expect((await landOn('/login')).pathname).toBe('/');
    expect((await landOn('/register')).pathname).toBe('/');
  });

  it('still lets a signed-in user reset a password', async () => {
    writeAccessToken('token');
    expect((await landOn('/reset-password?token=abc')).pathname).toBe('/reset-password');
  });

  it('sends a seller without completed information to the business information step', async () => {
    writeAccessToken('token');
    me = buildUser({ contactInfo: null, businessModel: null });
    expect((await landOn('/payment')).pathname).toBe('/update-information');
  });

  it('lets a seller with completed information into the dashboard pages', async () => {
    writeAccessToken('token');
    expect((await landOn('/payment/add-fund')).pathname).toBe('/payment/add-fund');
  });

  it('keeps partner pages for active partners', async () => {
    writeAccessToken('token');
    me = buildUser({ partnership: { status: 'pending' } });
    expect((await landOn('/partner-management')).pathname).toBe('/');
    me = buildUser({ partnership: { status: 'active' } });
    expect((await landOn('/partner-management')).pathname).toBe('/partner-management');
  });

  it('sends an unknown path to the 404 page', async () => {
    expect((await landOn('/no/such/page')).pathname).toBe('/error-404');
  });

  it('stores an id_token handed over in the URL and removes it from the address', async () => {
    const location = await landOn('/payment?id_token=handed-over');
    expect(readAccessToken()).toBe('handed-over');
    expect(location.pathname).toBe('/payment');
    expect(location.searchStr).toBe('');
  });
});
