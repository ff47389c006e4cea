// @vitest-environment happy-dom
import { adAccountsContract } from '@contract/ad-accounts/ad-accounts.contract';
import {
  IDEMPOTENCY_KEY_HEADER,
  IdempotencyKeySchema,
  type IdempotentHeaders,
} from '@contract/common/primitives.schema';
import { tokenContract } from '@contract/payments/token.contract';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createIdempotencyKeys, useIdempotencyKeys } from '@/lib/idempotency-key';
import { createMoneyIntentStore } from '@/lib/money-intents';
import { usersKeys } from '@/lib/queries/users';

const keyOf = (request: { headers: IdempotentHeaders }) => request.headers[IDEMPOTENCY_KEY_HEADER];

const transfer = (amount: number) => ({ params: { id: 'ad-1' }, body: { type: 'transfer', amount } });
const TRANSFER_ROUTE = adAccountsContract.transferAdAccountBalance;

beforeEach(() => window.localStorage.clear());

describe('createIdempotencyKeys', () => {
  it('gives the same request the same key and a changed one a new key, each a UUID the contract accepts', () => {
    const keys = createIdempotencyKeys(() => 'usr_1');
    const first = keys.withKey(transfer(10_000), TRANSFER_ROUTE);
    const again = keys.withKey(transfer(10_000), TRANSFER_ROUTE);
    const changed = keys.withKey(transfer(20_000), TRANSFER_ROUTE);

    expect(keyOf(again)).toBe(keyOf(first));
    expect(keyOf(changed)).not.toBe(keyOf(first));
    expect(keyOf(first)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(IdempotencyKeySchema.safeParse(keyOf(first)).success).toBe(true);
    // The request goes out as it was given, with the header beside it.
    expect(first).toEqual({ ...transfer(10_000), headers: { [IDEMPOTENCY_KEY_HEADER]: keyOf(first) } });
  });

  it('ignores the order of the keys of a request, and tells apart two routes given the same request', () => {
    const keys = createIdempotencyKeys(() => 'usr_1');
    const request = { body: { amount: 5_000, network: 'TRC20' } };
    const reordered = { body: { network: 'TRC20', amount: 5_000 } };
    const manual = tokenContract.requestTokenPayment;
    expect(keyOf(keys.withKey(reordered, manual))).toBe(keyOf(keys.withKey(request, manual)));
    expect(keyOf(keys.withKey(request, tokenContract.requestAutoTokenPayment))).not.toBe(
      keyOf(keys.withKey(request, manual)),
    );
  });

  it('keeps a key across instances (a reload, a reopened dialog, a new tab) until its answer arrived', () => {
    const store = createMoneyIntentStore();
    const before = keyOf(createIdempotencyKeys(() => 'usr_1', store).withKey(transfer(10_000), TRANSFER_ROUTE));
    const reopened = createIdempotencyKeys(() => 'usr_1', createMoneyIntentStore());
    expect(keyOf(reopened.withKey(transfer(10_000), TRANSFER_ROUTE))).toBe(before);

    store.forget(before);
    expect(keyOf(reopened.withKey(transfer(10_000), TRANSFER_ROUTE))).not.toBe(before);
  });

  it('gives another user of the browser a key of their own for the same request', () => {
    const first = keyOf(createIdempotencyKeys(() => 'usr_1').withKey(transfer(10_000), TRANSFER_ROUTE));
    const second = keyOf(createIdempotencyKeys(() => 'usr_2').withKey(transfer(10_000), TRANSFER_ROUTE));
    expect(second).not.toBe(first);
  });
});

describe('useIdempotencyKeys', () => {
  it("keys the signed-in user's requests and is reused by TanStack Query's own retry of a failed mutation", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(usersKeys.me(), { status: 200, body: { id: 'usr_1' } });
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client: queryClient }, children);
    const sent: string[] = [];
    const { result } = renderHook(
      () => {
        const keys = useIdempotencyKeys();
        const mutation = useMutation({
          mutationFn: (request: { headers: IdempotentHeaders }) => {
            sent.push(keyOf(request));
            return sent.length === 1 ? Promise.reject(new TypeError('Network request failed')) : Promise.resolve();
          },
          retry: 1,
          retryDelay: 0,
        });
        return { keys, mutation };
      },
      { wrapper },
    );

    await act(() => result.current.mutation.mutateAsync(result.current.keys.withKey(transfer(10_000), TRANSFER_ROUTE)));

    expect(sent).toHaveLength(2);
    expect(sent[1]).toBe(sent[0]);
    expect(createMoneyIntentStore().get(sent[0] ?? '')?.userId).toBe('usr_1');
  });
});
