import { createFileRoute, redirect } from '@tanstack/react-router';
import { meOptions, usersApi } from '@/lib/queries/users';
import { isProfileComplete } from '@/lib/session';

/** Pages that need completed business information; the others send the seller to fill it in. */
export const Route = createFileRoute('/_auth/_verified')({
  beforeLoad: async ({ context }) => {
    const me = await usersApi.forClient(context.queryClient).getMe.ensureQueryData(meOptions());
    if (!isProfileComplete(me.body)) throw redirect({ to: '/update-information', replace: true });
    return { me: me.body };
  },
});
