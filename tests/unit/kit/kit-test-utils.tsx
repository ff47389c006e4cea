import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactElement, ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { changeLocale, initI18n } from '@/lib/i18n';
import { STORAGE_KEYS } from '@/lib/storage';

// Calls go to the page's own origin; '*' keeps the handlers independent of the test origin.
export const api = (path: string) => `*${path}`;

const createTestQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/**
 * Mantine (test env: no transitions, no portals), notifications and server state, as the app
 * has them; a wrapper, so `rerender` keeps them.
 */
export const renderKit = (ui: ReactElement, client: QueryClient = createTestQueryClient()) => {
  const Providers = ({ children }: { children: ReactNode }) => (
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
  return { ...render(ui, { wrapper: Providers }), client };
};

/**
 * An MSW server that refuses unhandled calls (so "no request was made" is checked by every
 * test), translations in `locale`, a signed-in token and the test config. Test files mock
 * '@/lib/config' with `mockedConfigModule` from ../shell/test-config.
 */
export const setupKitTests = ({ locale = 'vi' }: { locale?: 'vi' | 'en' } = {}) => {
  const server = setupServer();
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    localStorage.clear();
    await initI18n();
    if (locale !== 'vi') await changeLocale(locale);
  });
  beforeEach(async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token-1');
    const { setTestConfig } = await import('../shell/test-config');
    setTestConfig();
  });
  afterEach(() => {
    cleanup();
    // The notifications store outlives a render: a toast of one test must not show in the next.
    notifications.clean();
    server.resetHandlers();
  });
  afterAll(() => server.close());
  return server;
};
