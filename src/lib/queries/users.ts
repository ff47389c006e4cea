import { withApiOptions } from '@contract/common/api-router';
import { usersContract } from '@contract/users/users.contract';
import { createDomainApi, createDomainApiAs } from '@/lib/api';

/** The users domain: account info ("me") and the dashboard report. */
export const usersApi = createDomainApi(withApiOptions(usersContract));

/** The users domain as the holder of `token`, not the stored session (see `createDomainApiAs`). */
export const usersApiAs = (token: string) => createDomainApiAs(withApiOptions(usersContract), token);

/** Every users query key comes from here, so a mutation can invalidate exactly what it changes. */
export const usersKeys = {
  all: ['users'] as const,
  me: () => [...usersKeys.all, 'me'] as const,
  report: () => [...usersKeys.all, 'report'] as const,
};

/** The signed-in user's account info, shared by the guards, the shell and the screens. */
export const meOptions = () => ({ queryKey: usersKeys.me() });

/** Dashboard figures: spend, referral earnings, ad accounts, exchange rate. */
export const reportOptions = () => ({ queryKey: usersKeys.report() });
