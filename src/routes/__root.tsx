import { createRootRouteWithContext, redirect } from '@tanstack/react-router';
import { RootLayout } from '@/app/root-layout';
import type { RouterContext } from '@/app/router';
import { configurationApi, configurationOptions } from '@/lib/queries/configuration';
import { absorbUrlSession, clearSession, isAuthenticated, isInsideFrame } from '@/lib/session';

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location }) => {
    // Every navigation: a token or campaign data in the URL is taken, then removed from the address.
    const cleaned = absorbUrlSession(new URL(location.href, window.location.origin).href);
    if (cleaned !== null) throw redirect({ href: cleaned, replace: true });
    // A signed-in session must not run inside someone else's frame.
    if (isInsideFrame() && isAuthenticated()) {
      clearSession();
      throw redirect({ to: '/register', replace: true });
    }
  },
  // Every page, a guest's too, asks for the configuration first: an API under maintenance is
  // known (and shown) before anyone types into a form. Not awaited: the page never waits for it.
  loader: ({ context: { queryClient } }) => {
    void configurationApi.forClient(queryClient).getConfiguration.prefetchQuery(configurationOptions());
  },
  component: RootLayout,
});
