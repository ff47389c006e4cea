import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { Configuration } from '@contract/configuration/configuration.schema';
import { createConfiguration } from '@mocks/factories/configuration';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { changeLocale, initI18n, loadScreenNamespaces } from '@/lib/i18n';
import { setTestConfig } from '../shell/test-config';

/**
 * The lifecycle of help tests: an MSW server that refuses unhandled calls, a fresh
 * storage, and the centre brand's configuration (a test may pass env overrides to
 * `setTestConfig`). Test files mock '@/lib/config' with the shell's `mockedConfigModule`.
 */
export const setupHelpTests = () => {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    setTestConfig();
  });
  afterEach(() => {
    cleanup();
    server.resetHandlers();
  });
  afterAll(() => server.close());
  return server;
};

/** GET /api/configuration/value answering this configuration. */
export const configurationHandler = (overrides: Partial<Configuration> = {}) =>
  http.get('*/api/configuration/value', () => HttpResponse.json(createConfiguration(overrides)));

/** Translations as a help route loads them, in the given language. */
export const startHelpI18n = async (locale: 'vi' | 'en') => {
  await initI18n();
  if (locale === 'en') await changeLocale('en');
  await loadScreenNamespaces('help');
};

/** Renders `ui` inside the app's providers and a memory router (its links need one). */
export const renderHelp = async (ui: ReactElement) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <div data-testid="screen">{ui}</div> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const view = render(
    // env="test": no transitions and no portals, so modals are in the DOM at once.
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  await screen.findByTestId('screen');
  return { ...view, queryClient };
};
