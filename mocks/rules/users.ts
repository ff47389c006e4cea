import { Effect } from 'effect';
import type { MockDb } from '../db';
import type { StoredUser } from '../http';
import { RecordNotFound } from '../errors';

/** The user a rule acts for, as stored (so it can be updated), or RecordNotFound. */
export const userOf = (db: MockDb, userId: string): Effect.Effect<StoredUser, RecordNotFound> => {
  const user = db.users.findFirst((q) => q.where({ id: userId }));
  return user ? Effect.succeed(user) : Effect.fail(new RecordNotFound({ entity: 'user', id: userId }));
};
