import { canonicalJson, IDEMPOTENCY_KEY_TTL_HOURS, IDEMPOTENT_REPLAYED_HEADER } from '@contract';
import { HttpResponse } from 'msw';
import { HOUR_MS, isoAt, millisOf, type MockClock } from './clock';
import type { MockDb } from './db';
import { mockError } from './errors';

/*
 * Idempotency keys of the money routes (docs/decisions.md, "Idempotency keys"). The shared
 * wrapper runs every request of a route marked `idempotent` through `answerIdempotently`, so
 * no handler or rule knows about keys.
 */

const TTL_MS = IDEMPOTENCY_KEY_TTL_HOURS * HOUR_MS;

/** What makes two requests "the same": the route, its path params, its query and its parsed body. */
export const requestFingerprint = (
  routeKey: string,
  parsed: { params: unknown; query: unknown; body: unknown },
): string => canonicalJson({ route: routeKey, params: parsed.params, query: parsed.query, body: parsed.body });

/** Runs tasks of the same name one after the other; the browser demo and the node server are one process each. */
const createKeyedLock = () => {
  const tails = new Map<string, Promise<void>>();
  return async <T>(name: string, task: () => Promise<T>): Promise<T> => {
    const previous = tails.get(name) ?? Promise.resolve();
    const run = previous.then(task);
    const done = run.then(
      () => undefined,
      () => undefined,
    );
    tails.set(name, done);
    try {
      return await run;
    } finally {
      if (tails.get(name) === done) tails.delete(name);
    }
  };
};

type KeyedLock = ReturnType<typeof createKeyedLock>;

/** Per db: a tab that swaps in another tab's db starts with no request in flight on it. */
const locks = new WeakMap<MockDb, KeyedLock>();

const lockOf = (db: MockDb): KeyedLock => {
  const known = locks.get(db);
  if (known) return known;
  const created = createKeyedLock();
  locks.set(db, created);
  return created;
};

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
export const answerIdempotently = (call: IdempotentCall, execute: () => Promise<Response>): Promise<Response> =>
  lockOf(call.db)(`${call.userId}\n${call.key}`, async () => {
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
