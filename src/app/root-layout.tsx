import { LoadingOverlay } from '@mantine/core';
import { Outlet, useMatches, useRouterState } from '@tanstack/react-router';
import { getAppConfig } from '@/lib/config';
import { FullLayout } from './layouts/full-layout';
import { Shell } from './shell/shell';
import { useNavigationWatchdog } from './shell/use-navigation-watchdog';
import { usePageDocumentTitle } from './shell/use-page-document-title';

/** The layout comes from the deepest matched route's metadata (spec section 2). */
export const RootLayout = () => {
  const layout = useMatches({
    select: (matches) => matches.findLast((match) => match.staticData.layout !== undefined)?.staticData.layout,
  });
  // The overlay shows while a navigation loads and hides as soon as it settles.
  const navigating = useRouterState({ select: (state) => state.status === 'pending' });
  usePageDocumentTitle();
  useNavigationWatchdog();

  return (
    <>
      <LoadingOverlay visible={navigating} zIndex={1000} overlayProps={{ blur: 1 }} pos="fixed" />
      {layout === 'full' ? (
        <FullLayout>
          <Outlet />
        </FullLayout>
      ) : (
        <Shell orientation={getAppConfig().layout}>
          <Outlet />
        </Shell>
      )}
    </>
  );
};
