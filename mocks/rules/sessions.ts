import { Clock, Effect } from 'effect';
import { DAY_MS, millisOf } from '../clock';
import type { MockDb, SessionRecord } from '../db';
import type { StoredUser } from '../http';
import { fromDb, isoFromNow, nowIso } from './effect-runtime';
import { newToken } from './ids';
import { SessionInvalid } from './sessions/errors';

/** A session without "remember me" lasts a day; with it, 30 days. */
const SESSION_TTL_MS = DAY_MS;
const REMEMBERED_SESSION_TTL_MS = 30 * DAY_MS;

export const createSession = (db: MockDb, userId: string, rememberMe = false): Effect.Effect<SessionRecord> =>
  Effect.gen(function* () {
    const createdAt = yield* nowIso;
    const expiresAt = yield* isoFromNow(rememberMe ? REMEMBERED_SESSION_TTL_MS : SESSION_TTL_MS);
    return yield* fromDb(() => db.sessions.create({ token: newToken(), userId, createdAt, expiresAt }));
  });

export const bearerToken = (request: Request): string | null => {
  const header = request.headers.get('authorization');
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header.trim()) : null;
  return match?.[1] ?? null;
};

/**
 * The signed-in user behind a token; 401 error.unauthorized when the token
 * is unknown or expired, or its user is gone.
 */
export const authenticate = (db: MockDb, token: string): Effect.Effect<StoredUser, SessionInvalid> =>
  Effect.gen(function* () {
    const now = yield* Clock.currentTimeMillis;
    const session = db.sessions.findFirst((q) => q.where({ token }));
    if (!session || millisOf(session.expiresAt) <= now) return yield* new SessionInvalid({ token });
    const user = db.users.findFirst((q) => q.where({ id: session.userId }));
    if (!user) return yield* new SessionInvalid({ token });
    return user;
  });

/**
 * Ends the session of `token` (sign-out): every later call with it answers 401. Only this session:
 * the user's other sessions (another device, another tab's sign-in) stay valid. A token that names
 * no live session, or none at all, ends nothing and is no error.
 */
export const endSession = (db: MockDb, token: string | null): Effect.Effect<void> =>
  Effect.sync(() => {
    if (token !== null) db.sessions.deleteMany((q) => q.where({ token }));
  });

/**
 * Moves the expiry of every live session later. The demo's clock jumps are simulated
 * time the signed-in seller spent using the product, so they do not sign anyone out.
 */
export const extendLiveSessions = (db: MockDb, milliseconds: number): Effect.Effect<void> =>
  Effect.gen(function* () {
    const now = yield* Clock.currentTimeMillis;
    yield* fromDb(() =>
      db.sessions.updateMany((q) => q.where((session) => millisOf(session.expiresAt) > now), {
        data(draft) {
          draft.expiresAt = new Date(millisOf(draft.expiresAt) + milliseconds).toISOString();
        },
      }),
    );
  });
