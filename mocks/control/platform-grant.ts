import { fullName } from '@contract/users/full-name';
import type { DemoActionResult } from '@contract/demo/demo-control.schema';
import type { MockDb } from '../db';

/**
 * Allow on the simulated grant page: the seller's platform account becomes connected under the
 * business name (or the person's), with a 19-digit platform id derived from the user id, so a
 * reconnect gives the same account. Connecting again keeps the account already there.
 */
export const grantPlatformAccess = async (db: MockDb, userId: string): Promise<DemoActionResult> => {
  const user = db.users.findFirst((q) => q.where({ id: userId }));
  if (!user) return { ok: false, code: 'error.not_found', message: `No user ${userId}` };
  if (user.tiktok) return { ok: true };
  const displayName = user.businessName ?? fullName(user);
  await db.users.update(user, {
    data(draft) {
      draft.tiktok = { displayName, id: `7${user.id.replace(/\D/g, '').padEnd(18, '0').slice(0, 18)}` };
    },
  });
  return { ok: true };
};
