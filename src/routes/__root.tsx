import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, redirect } from '@tanstack/react-router';
import { RootLayout } from '@/app/root-layout';
import type { RouterContext } from '@/app/router';
import { configurationApi, configurationOptions } from '@/lib/queries/configuration';
import { absorbUrlSession, clearSession, isAuthenticated, isInsideFrame, type HeldLink } from '@/lib/session';

/**
 * Another account's token while signed in: checked (and maybe asked about) before the page loads,
 * then the address without it. Its code loads only then.
 */
const takeHeldLinkThenLeave = async (held: HeldLink, queryClient: QueryClient): Promise<never> => {
  const { takeHeldLink } = await import('@/lib/session-switch');
  await takeHeldLink(held, queryClient);
  throw redirect({ href: held.path, replace: true });
};

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location, context: { queryClient } }) => {
    // Prerendered at build time (scripts/build/prerender.ts): no address bar, session or API there.
    if (import.meta.env.SSR) return;
    // Every navigation: a token or campaign data in the URL is taken, then removed from the address.
    const { cleanedPath, held } = absorbUrlSession(new URL(location.href, window.location.origin).href);
    if (held) return takeHeldLinkThenLeave(held, queryClient);
    if (cleanedPath !== null) throw redirect({ href: cleanedPath, replace: true });
    // A signed-in session must not run inside someone else's frame.
    if (isInsideFrame() && isAuthenticated()) {
      clearSession();
      throw redirect({ to: '/register', replace: true });
    }
  },
  // Every page, a guest's too, asks for the configuration first: an API under maintenance is
  // known (and shown) before anyone types into a form. Not awaited: the page never waits for it.
  loader: ({ context: { queryClient } }) => {
    if (import.meta.env.SSR) return;
    void configurationApi.forClient(queryClient).getConfiguration.prefetchQuery(configurationOptions());
  },
  component: RootLayout,
});
