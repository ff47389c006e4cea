import { DAY_MS, isoAt, millisOf, type MockClock } from '../clock';
import type { MockDb, SessionRecord } from '../db';
import { mockError } from '../errors';
import { newToken } from './ids';

/** A session without "remember me" lasts a day; with it, 30 days. */
export const SESSION_TTL_MS = DAY_MS;
export const REMEMBERED_SESSION_TTL_MS = 30 * DAY_MS;

export const createSession = async (
  db: MockDb,
  clock: MockClock,
  userId: string,
  rememberMe = false,
): Promise<SessionRecord> =>
  db.sessions.create({
    token: newToken(),
    userId,
    createdAt: isoAt(clock),
    expiresAt: isoAt(clock, rememberMe ? REMEMBERED_SESSION_TTL_MS : SESSION_TTL_MS),
  });

export const bearerToken = (request: Request): string | null => {
  const header = request.headers.get('authorization');
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header.trim()) : null;
  return match?.[1] ?? null;
};

/**
 * The signed-in user behind a token, or 401 error.unauthorized when the token
 * is unknown or expired, or its user is gone.
 */
export const authenticate = (db: MockDb, clock: MockClock, token: string) => {
  const session = db.sessions.findFirst((q) => q.where({ token }));
  if (!session || millisOf(session.expiresAt) <= clock.now()) throw mockError('error.unauthorized', 401);
  const user = db.users.findFirst((q) => q.where({ id: session.userId }));
  if (!user) throw mockError('error.unauthorized', 401);
  return user;
};

/**
 * Moves the expiry of every live session later. The demo's clock jumps are simulated
 * time the signed-in seller spent using the product, so they do not sign anyone out.
 */
export const extendLiveSessions = async (db: MockDb, clock: MockClock, milliseconds: number): Promise<void> => {
  const now = clock.now();
  await db.sessions.updateMany((q) => q.where((session) => millisOf(session.expiresAt) > now), {
    data(draft) {
      draft.expiresAt = new Date(millisOf(draft.expiresAt) + milliseconds).toISOString();
    },
  });
};
