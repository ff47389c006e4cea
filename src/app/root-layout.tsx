import { Box, Progress } from '@mantine/core';
import { Outlet, useMatches, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { PageSkeleton } from '@/components/page-skeleton';
import { getAppConfig } from '@/lib/config';
import { FullLayout } from './layouts/full-layout';
import { useNavigationWatchdog } from './shell/use-navigation-watchdog';
import { usePageDocumentTitle } from './shell/use-page-document-title';

// The signed-in shell (menus, navigation, notifications) is its own chunk: sign-in pages never load it.
const Shell = lazy(() => import('./shell/shell').then((module) => ({ default: module.Shell })));

/**
 * What follows every navigation, kept out of the layout so that a navigation (a new search in
 * the URL, say) does not re-render the shell around the page: a thin bar while it loads (the
 * page's own skeleton says "loading" to screen readers), the document title and the watchdog.
 */
const NavigationWatch = () => {
  const navigating = useRouterState({ select: (state) => state.status === 'pending' });
  usePageDocumentTitle();
  useNavigationWatchdog();
  return navigating ? (
    <Progress
      value={100}
      animated
      size={3}
      radius={0}
      aria-hidden
      style={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1000 }}
    />
  ) : null;
};

/** The layout comes from the deepest matched route's metadata (spec section 2). */
export const RootLayout = () => {
  const layout = useMatches({
    select: (matches) => matches.findLast((match) => match.staticData.layout !== undefined)?.staticData.layout,
  });

  return (
    <>
      <NavigationWatch />
      {layout === 'full' ? (
        <FullLayout>
          <Outlet />
        </FullLayout>
      ) : (
        <Suspense
          fallback={
            <Box p="md">
              <PageSkeleton />
            </Box>
          }
        >
          <Shell orientation={getAppConfig().layout}>
            <Outlet />
          </Shell>
        </Suspense>
      )}
    </>
  );
};
