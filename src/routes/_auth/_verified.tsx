import { createFileRoute, redirect } from '@tanstack/react-router';
import { meQueryKey } from '@/lib/me-query';
import { isProfileComplete } from '@/lib/session';

/** Pages that need completed business information; the others send the seller to fill it in. */
export const Route = createFileRoute('/_auth/_verified')({
  beforeLoad: async ({ context }) => {
    const me = await context.api.users.getMe.ensureQueryData({ queryKey: meQueryKey });
    if (!isProfileComplete(me.body)) throw redirect({ to: '/update-information', replace: true });
    return { me: me.body };
  },
});
