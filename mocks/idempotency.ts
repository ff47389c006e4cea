import { canonicalJson, IDEMPOTENCY_KEY_TTL_HOURS, IDEMPOTENT_REPLAYED_HEADER } from '@contract';
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
  withKeyLock(call.db, `${call.userId}\n${call.key}`, async () => {
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
