import { canonicalJson, IDEMPOTENCY_KEY_TTL_HOURS, IDEMPOTENT_REPLAYED_HEADER } from '@contract';
import type { RequestOutcome } from '@contract/idempotency/idempotency.schema';
import { HttpResponse } from 'msw';
import { HOUR_MS, isoAt, millisOf, type MockClock } from './clock';
import type { MockDb } from './db';
import { mockError } from './errors';
import { makeKeyedDbLock } from './rules/db-lock';

/*
 * Idempotency keys of the money routes (docs/decisions/money-and-ledger.md, "Idempotency keys"). The shared
 * wrapper runs every request of a route marked `idempotent` through `answerIdempotently`, so
 * no handler or rule knows about keys.
 */

const TTL_MS = IDEMPOTENCY_KEY_TTL_HOURS * HOUR_MS;

/** What makes two requests "the same": the route, its path params, its query and its parsed body. */
export const requestFingerprint = (
  routeKey: string,
  parsed: { params: unknown; query: unknown; body: unknown },
): string => canonicalJson({ route: routeKey, params: parsed.params, query: parsed.query, body: parsed.body });

/*
 * One task per user and key at a time, per db. The browser demo and the node server are one
 * process each, so an in-memory lock covers every request.
 */
const withKeyLock = makeKeyedDbLock();

/** How many requests per user and key are queued or running, per db: what a lookup calls in progress. */
const inFlightOf = (() => {
  const counts = new WeakMap<MockDb, Map<string, number>>();
  return (db: MockDb): Map<string, number> => {
    const existing = counts.get(db) ?? new Map<string, number>();
    counts.set(db, existing);
    return existing;
  };
})();

const lockName = (userId: string, key: string): string => `${userId}\n${key}`;

const isSuccess = (status: number): boolean => status >= 200 && status < 300;

const purgeExpired = (db: MockDb, now: number): void => {
  db.idempotencyKeys.deleteMany((q) => q.where((record) => millisOf(record.recordedAt) + TTL_MS <= now));
};

export interface IdempotentCall {
  db: MockDb;
  clock: MockClock;
  userId: string;
  key: string;
  fingerprint: string;
}

/**
 * Answers a money request at most once per user and key. Same key and same request: a
 * stored 2xx answer is sent again (with `Idempotent-Replayed: true`) and nothing runs; after
 * failed attempts (which moved nothing) it runs again. Same key, another request: 422
 * `error.idempotency_key_reused`. A second request with a key in flight waits for the first.
 */
export const answerIdempotently = async (call: IdempotentCall, execute: () => Promise<Response>): Promise<Response> => {
  const inFlight = inFlightOf(call.db);
  const name = lockName(call.userId, call.key);
  inFlight.set(name, (inFlight.get(name) ?? 0) + 1);
  try {
    return await answerUnderLock(call, execute);
  } finally {
    const left = (inFlight.get(name) ?? 1) - 1;
    if (left > 0) inFlight.set(name, left);
    else inFlight.delete(name);
  }
};

const answerUnderLock = (call: IdempotentCall, execute: () => Promise<Response>): Promise<Response> =>
  withKeyLock(call.db, lockName(call.userId, call.key), async () => {
    const { db, clock, userId, key, fingerprint } = call;
    purgeExpired(db, clock.now());
    const stored = db.idempotencyKeys.findFirst((q) => q.where({ userId, key }));
    if (stored && stored.fingerprint !== fingerprint) throw mockError('error.idempotency_key_reused', 422);
    if (stored && isSuccess(stored.status) && stored.body !== null) {
      return new HttpResponse(stored.body, {
        status: stored.status,
        headers: { 'Content-Type': 'application/json', [IDEMPOTENT_REPLAYED_HEADER]: 'true' },
      });
    }

    const response = await execute();
    const body = isSuccess(response.status) ? await response.clone().text() : null;
    const outcome = { status: response.status, body, recordedAt: isoAt(clock) };
    if (stored) {
      await db.idempotencyKeys.update(stored, {
        data(draft) {
          draft.status = outcome.status;
          draft.body = outcome.body;
          draft.recordedAt = outcome.recordedAt;
        },
      });
    } else {
      await db.idempotencyKeys.create({ userId, key, fingerprint, ...outcome });
    }
    return response;
  });

/**
 * What became of the user's request with this key (`GET /api/idempotency-keys/:key`): read only, so an
 * app whose answer was lost learns the outcome without sending the request again.
 */
export const requestOutcome = (db: MockDb, clock: MockClock, userId: string, key: string): RequestOutcome => {
  if (inFlightOf(db).has(lockName(userId, key))) return { state: 'in_progress' };
  const stored = db.idempotencyKeys.findFirst((q) => q.where({ userId, key }));
  if (!stored || millisOf(stored.recordedAt) + TTL_MS <= clock.now()) return { state: 'not_found' };
  return isSuccess(stored.status)
    ? { state: 'succeeded', status: stored.status, completedAt: stored.recordedAt }
    : { state: 'failed', status: stored.status, completedAt: stored.recordedAt };
};
