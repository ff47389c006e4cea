import { createFileRoute, redirect } from '@tanstack/react-router';
import { isAuthenticated } from '@/lib/session';

/** Login-required pages; a guest goes to login and comes back to the full original path. */
export const Route = createFileRoute('/_auth')({
  beforeLoad: ({ location }) => {
    if (!isAuthenticated()) throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
  },
});
