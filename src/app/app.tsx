import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { CatchBoundary, RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { sessionEventPath, setSessionEventHandler } from '@/lib/api';
import type { AppConfig } from '@/lib/config';
import { DemoContext, type DemoInfo } from '@/lib/demo';
import { captureError, registerRouter } from '@/lib/monitoring';
import { useLocalizedTheme } from './localized-theme';
import { createQueryClient } from './query-client';
import { createAppRouter, type AppRouterOptions } from './router';
import { AppErrorState } from './route-states';
import { SessionQuestionHost } from './session-question';
import { Toasts } from './toasts';

// Statically null in live builds, so the panel is not even bundled there.
const ScenarioPanel =
  import.meta.env.VITE_API_MODE === 'mock'
    ? lazy(() => import('@/features/scenario-panel').then((module) => ({ default: module.ScenarioPanel })))
    : null;

const createRouterWithSessionEvents = (queryClient: QueryClient, options: AppRouterOptions) => {
  const router = createAppRouter(queryClient, options);
  // API answers that end or suspend the session navigate inside the app instead of reloading it.
  setSessionEventHandler((event) => {
    if (event === 'unauthorized') queryClient.clear();
    // The page being opened (or the one open): a lost session comes back to it after signing in.
    const current = router.latestLocation;
    const to = sessionEventPath(event);
    // Already there: the page's own calls (the configuration on /maintenance) must not navigate in a loop.
    if (current.pathname === to) return;
    void router.navigate(
      event === 'unauthorized' ? { to, search: { redirect: current.href }, replace: true } : { to, replace: true },
    );
  });
  return router;
};

// Pages have the router's error states; this catches what fails around them (the providers, the demo panel).
const reportAppError = (error: unknown) => captureError(error, { source: 'app' });
// Nothing short of a reload mends it.
const neverReset = () => 0;

/**
 * Whether the first page has been loaded. The demo panel waits for it: its code and styles are
 * some forty files, which would otherwise compete with the first page's own (issue 27).
 */
const useFirstPageLoaded = (router: ReturnType<typeof createAppRouter>): boolean => {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const done = () => setLoaded(true);
    const unsubscribers = [router.subscribe('onResolved', done), router.subscribe('onRendered', done)];
    if (router.state.resolvedLocation) done();
    return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
  }, [router]);
  return loaded;
};

/** The server state and the router the app runs on. */
export interface AppCore {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
}

/**
 * Made before the first render when that render must match prerendered HTML: the router has then
 * loaded the page already (`router.load()`), as it had when the page was prerendered.
 */
export const createAppCore = (options: AppRouterOptions = {}): AppCore => {
  const queryClient = createQueryClient();
  return { queryClient, router: createRouterWithSessionEvents(queryClient, options) };
};

/** Providers in dependency order: theme, server state, demo info, then the router. */
export const App = ({ config, demo, core }: { config: AppConfig; demo: DemoInfo | null; core?: AppCore }) => {
  const [{ queryClient, router }] = useState(() => core ?? createAppCore());
  const theme = useLocalizedTheme(config.brand.theme);
  const firstPageLoaded = useFirstPageLoaded(router);
  useEffect(() => registerRouter(router), [router]);
  return (
    <MantineProvider theme={theme}>
      <CatchBoundary getResetKey={neverReset} errorComponent={AppErrorState} onCatch={reportAppError}>
        <Toasts />
        <QueryClientProvider client={queryClient}>
          <DemoContext value={demo}>
            <RouterProvider router={router} />
            <SessionQuestionHost />
            {ScenarioPanel && demo?.control && firstPageLoaded ? (
              <Suspense fallback={null}>
                <ScenarioPanel control={demo.control} />
              </Suspense>
            ) : null}
          </DemoContext>
        </QueryClientProvider>
      </CatchBoundary>
    </MantineProvider>
  );
};
