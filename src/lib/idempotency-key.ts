import { canonicalJson } from '@contract/common/canonical-json';
import { IDEMPOTENCY_KEY_HEADER, type IdempotentHeaders } from '@contract/common/primitives.schema';
import { routeSignature } from '@contract/common/route-list';
import type { User } from '@contract/users/users.schema';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AppRoute } from '@ts-rest/core';
import { useMemo } from 'react';
import { moneyIntents, type MoneyIntentStore } from './money-intents';
import { usersKeys } from './queries/users';

/**
 * The `Idempotency-Key` of a money request: one per user action, kept until the action's outcome is known
 * (docs/decisions/money-and-ledger.md, "Idempotency keys" and "A lost answer").
 */
export interface IdempotencyKeys {
  /**
   * The request with its key header. The same request to the same route (params, query, body; key order
   * does not matter) by the same user gets the same key while it is on its way, after its answer was lost,
   * and after a reload, a reopened dialog or in another tab: a double click, a retry or a repeat moves
   * money once. Once an answer has arrived, the same request is a new action with a new key.
   */
  withKey<T extends object>(request: T, route: AppRoute): T & { headers: IdempotentHeaders };
}

/** Keys of `userId`'s actions from `store`; exported for tests. */
export const createIdempotencyKeys = (
  userId: () => string,
  store: MoneyIntentStore = moneyIntents,
): IdempotencyKeys => ({
  withKey: (request, route) => {
    const fingerprint = canonicalJson({ route: routeSignature(route), request });
    return { ...request, headers: { [IDEMPOTENCY_KEY_HEADER]: store.keyFor(userId(), fingerprint) } };
  },
});

/** Money screens are signed in, so the shell has read the user; keys are theirs alone in a shared browser. */
const signedInUserId = (queryClient: QueryClient): string =>
  queryClient.getQueryData<{ body: Pick<User, 'id'> }>(usersKeys.me())?.body.id ?? '';

export const useIdempotencyKeys = (): IdempotencyKeys => {
  const queryClient = useQueryClient();
  return useMemo(() => createIdempotencyKeys(() => signedInUserId(queryClient)), [queryClient]);
};
