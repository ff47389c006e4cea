import { createFileRoute, redirect } from '@tanstack/react-router';
import { ComingSoonPage } from '@/components/coming-soon-page';
import { getAppConfig } from '@/lib/config';
import { isAuthenticated } from '@/lib/session';

/**
 * Every path no other route claims: the configured extra creative-centre
 * routes (login required), and otherwise the 404 page.
 */
export const Route = createFileRoute('/$')({
  beforeLoad: ({ location }) => {
    if (!getAppConfig().creativeCentreRoutes.includes(location.pathname)) {
      throw redirect({ to: '/error-404', replace: true });
    }
    if (!isAuthenticated()) throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
  },
  staticData: { titleKey: 'creativeCentre' },
  component: ComingSoonPage,
});
