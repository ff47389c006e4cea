import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { Configuration } from '@contract/configuration/configuration.schema';
import type { NotificationList } from '@contract/notifications/notifications.schema';
import type { User } from '@contract/users/users.schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  type AnyRouter,
} from '@tanstack/react-router';
import { cleanup, render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { STORAGE_KEYS } from '@/lib/storage';
import { buildUser } from '../../fixtures/users';

/** A valid GET /api/configuration/value body: the mock backend's own factory. */
import { createConfiguration } from '@mocks/factories/configuration';

export const buildConfiguration = createConfiguration;

export const buildNotificationList = (overrides: Partial<NotificationList> = {}): NotificationList => ({
  content: [],
  paging: { total: 0, page: 1, limit: 10 },
  unreadCount: 0,
  ...overrides,
});

// Calls go to the page's own origin; '*' keeps the handlers independent of the test origin.
export const api = (path: string) => `*${path}`;

/** Answers of the API the shell calls, overridable per test. */
export const shellHandlers = ({
  me = buildUser(),
  configuration = buildConfiguration(),
  notifications = buildNotificationList(),
}: {
  me?: User;
  configuration?: Configuration;
  notifications?: NotificationList;
} = {}) => [
  http.get(api('/api/users'), () => HttpResponse.json(me)),
  http.get(api('/api/configuration/value'), () => HttpResponse.json(configuration)),
  http.get(api('/api/notifications'), () => HttpResponse.json(notifications)),
];

/** Paths the test router knows; each renders a marker so navigation can be observed. */
const TEST_PATHS = [
  '/',
  '/login',
  '/profile',
  '/payment',
  '/update-information',
  '/partner-management',
  '/partner-management-member',
] as const;

export const createTestQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** Mantine, notifications, server state and ts-rest, as in src/app/app.tsx. */
export const Providers = ({ client, children }: { client: QueryClient; children: ReactNode }) => (
  // env="test": no transitions and no portals, so menus and modals are in the DOM at once.
  <MantineProvider env="test">
    <Notifications />
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  </MantineProvider>
);

/**
 * Renders `layout` as the root route's component around a small route tree
 * (memory history), starting at `path`.
 */
export const renderWithRouter = async (
  layout: (outlet: ReactNode) => ReactNode,
  { path = '/', client = createTestQueryClient() }: { path?: string; client?: QueryClient } = {},
) => {
  const rootRoute = createRootRoute({ component: () => layout(<Outlet />) });
  const children = TEST_PATHS.map((routePath) =>
    createRoute({
      getParentRoute: () => rootRoute,
      path: routePath,
      component: () => <p>page {routePath}</p>,
    }),
  );
  const router: AnyRouter = createRouter({
    routeTree: rootRoute.addChildren(children),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  const view = render(
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, client };
};

const widthRule = /^\((max|min)-width:\s*([\d.]+)(px|em)\)$/;

/**
 * happy-dom's window is 1024 px wide, which is already "small"; tests choose the
 * width. Width queries are answered for that width, every other query is false.
 */
export const setViewportWidth = (width: number): void => {
  vi.spyOn(window, 'matchMedia').mockImplementation((media: string): MediaQueryList => {
    const rule = widthRule.exec(media.trim());
    const limit = rule ? Number(rule[2]) * (rule[3] === 'em' ? 16 : 1) : Number.NaN;
    const matches = rule ? (rule[1] === 'max' ? width <= limit : width >= limit) : false;
    return {
      matches,
      media,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    };
  });
};

/**
 * The shared lifecycle of shell tests: an MSW server that refuses unhandled
 * calls, translations, a signed-in token and the test config. The announcement
 * is dismissed unless a test is about it, so it does not cover the page.
 */
export const setupShellTests = ({
  announcementDismissed = true,
  viewportWidth,
}: { announcementDismissed?: boolean; viewportWidth?: number } = {}) => {
  const server = setupServer();
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    await initI18n();
  });
  beforeEach(async () => {
    localStorage.clear();
    sessionStorage.clear();
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token-1');
    if (announcementDismissed) localStorage.setItem(STORAGE_KEYS.dismissedAnnouncement, 'top-up-tax-2022');
    const { setTestConfig } = await import('./test-config');
    setTestConfig();
    if (viewportWidth !== undefined) setViewportWidth(viewportWidth);
  });
  afterEach(() => {
    cleanup();
    server.resetHandlers();
  });
  afterAll(() => server.close());
  return server;
};
