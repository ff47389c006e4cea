import { createFileRoute, redirect } from '@tanstack/react-router';
import { isActivePartner } from '@/lib/session';

/** Partner view: only while the partnership is active. */
export const Route = createFileRoute('/_auth/_verified/_partner')({
  beforeLoad: ({ context }) => {
    if (!isActivePartner(context.me)) throw redirect({ to: '/', replace: true });
  },
});
