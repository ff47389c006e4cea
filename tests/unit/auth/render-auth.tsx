import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { getI18n } from 'react-i18next';
import { afterEach, expect, vi } from 'vitest';
import { loadAppConfig } from '@/lib/config';
import { DemoContext, type DemoInfo } from '@/lib/demo';
import { changeLocale, initI18n } from '@/lib/i18n';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

/**
 * The same start-up as a mock build: configuration and translations, in the given language. Mock mode
 * (as in dev and demo builds) gives the forms the mock robot check.
 */
export const startApp = async (locale: 'vi' | 'en' = 'vi'): Promise<void> => {
  vi.stubEnv('VITE_API_MODE', 'mock');
  loadAppConfig();
  await initI18n();
  if (locale !== 'vi') await changeLocale(locale);
};

/**
 * Renders a sign-in component inside the app's providers and a memory router (its
 * links need one), then waits for the router to show it and for a robot check to load.
 */
export const renderWithApp = async (ui: ReactElement, { demo = null }: { demo?: DemoInfo | null } = {}) => {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <div data-testid="screen">{ui}</div> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const result = render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <DemoContext value={demo}>
          <RouterProvider router={router} />
        </DemoContext>
      </QueryClientProvider>
    </MantineProvider>,
  );
  await screen.findByTestId('screen');
  const loadingRobotCheck = getI18n().t('auth:captcha.loading');
  await waitFor(() => expect(screen.queryByRole('status', { name: loadingRobotCheck })).toBeNull());
  return { ...result, queryClient };
};

export const demoInfo = (overrides: Partial<DemoInfo['scenario']> = {}): DemoInfo => ({
  scenario: {
    id: 'new-seller',
    name: { en: 'New seller', vi: 'Người bán mới' },
    description: { en: 'A seller who just signed up', vi: 'Người bán vừa đăng ký' },
    credentials: { email: 'demo@example.com', password: 'demo-pass-1' },
    ...overrides,
  },
  scenarios: [],
  emailCode: '246810',
  cardActivationCode: '246810',
  control: null,
});
