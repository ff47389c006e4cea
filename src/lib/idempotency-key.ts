import { canonicalJson } from '@contract/common/canonical-json';
import { IDEMPOTENCY_KEY_HEADER, type IdempotentHeaders } from '@contract/common/primitives.schema';
import { useState } from 'react';

/**
 * The `Idempotency-Key`s of one form or dialog instance: one key per user action, reused on
 * that action's retries (docs/decisions/money-and-ledger.md, "Idempotency keys").
 */
export interface IdempotencyKeys {
  /**
   * The request with its key header. The same request (params, query, body; key order does not
   * matter) from this instance gets the same key: a double click that slips through, a retry
   * after a timeout, TanStack Query's own retry. A request not sent before gets a new key.
   * `route` tells apart two routes of one instance that may be sent the same request.
   */
  withKey<T extends object>(request: T, route?: string): T & { headers: IdempotentHeaders };
  /** Forgets every key, for a form kept open after a success so that the next action is new. */
  rotate(): void;
}

/** The keys of one instance, outside React; `newKey` is for tests. */
export const createIdempotencyKeys = (newKey: () => string = () => crypto.randomUUID()): IdempotencyKeys => {
  const keys = new Map<string, string>();
  return {
    withKey: (request, route = '') => {
      const fingerprint = canonicalJson({ route, request });
      const key = keys.get(fingerprint) ?? newKey();
      keys.set(fingerprint, key);
      return { ...request, headers: { [IDEMPOTENCY_KEY_HEADER]: key } };
    },
    rotate: () => keys.clear(),
  };
};

/** The keys of the calling component's instance: a remount (dialog reopened, page left) starts afresh. */
export const useIdempotencyKeys = (): IdempotencyKeys => useState(createIdempotencyKeys)[0];
