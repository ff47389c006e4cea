import { derivePlanFlags, type PlanFlags } from '@contract/plans/plan-flags';
import { meOptions, usersApi } from '@/lib/queries/users';
import { isAuthenticated } from '@/lib/session';

/**
 * The derived plan flags of spec section 4 for the signed-in seller, from the account info
 * the guards and the shell already read; null until it is loaded (or when signed out).
 */
export const usePlanFlags = (): PlanFlags | null => {
  const me = usersApi.getMe.useQuery({ ...meOptions(), enabled: isAuthenticated() });
  return me.isSuccess ? derivePlanFlags(me.data.body) : null;
};
