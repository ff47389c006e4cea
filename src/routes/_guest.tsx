import { createFileRoute, redirect } from '@tanstack/react-router';
import { isAuthenticated } from '@/lib/session';

/** Guest-only pages; a signed-in user goes to the dashboard, except to reset a password. */
export const Route = createFileRoute('/_guest')({
  beforeLoad: ({ location }) => {
    if (isAuthenticated() && location.pathname !== '/reset-password') throw redirect({ to: '/', replace: true });
  },
});
