// @vitest-environment happy-dom
import {
  IDEMPOTENCY_KEY_HEADER,
  IdempotencyKeySchema,
  type IdempotentHeaders,
} from '@contract/common/primitives.schema';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createIdempotencyKeys, useIdempotencyKeys } from '@/lib/idempotency-key';

const keyOf = (request: { headers: IdempotentHeaders }) => request.headers[IDEMPOTENCY_KEY_HEADER];

const transfer = (amount: number) => ({ params: { id: 'ad-1' }, body: { type: 'transfer', amount } });

describe('useIdempotencyKeys', () => {
  it('gives the same request the same key and a changed one a new key, each a UUID the contract accepts', () => {
    const { result } = renderHook(() => useIdempotencyKeys());
    const first = result.current.withKey(transfer(10_000));
    const again = result.current.withKey(transfer(10_000));
    const changed = result.current.withKey(transfer(20_000));

    expect(keyOf(again)).toBe(keyOf(first));
    expect(keyOf(changed)).not.toBe(keyOf(first));
    expect(keyOf(first)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(IdempotencyKeySchema.safeParse(keyOf(first)).success).toBe(true);
    // The request goes out as it was given, with the header beside it.
    expect(first).toEqual({ ...transfer(10_000), headers: { [IDEMPOTENCY_KEY_HEADER]: keyOf(first) } });
  });

  it('ignores the order of the keys of a request, and tells apart two routes given the same request', () => {
    const keys = createIdempotencyKeys();
    const request = { body: { amount: 5_000, network: 'TRC20' } };
    const reordered = { body: { network: 'TRC20', amount: 5_000 } };
    expect(keyOf(keys.withKey(reordered))).toBe(keyOf(keys.withKey(request)));
    expect(keyOf(keys.withKey(request, 'auto'))).not.toBe(keyOf(keys.withKey(request)));
  });

  it('keeps its keys across renders and gives a remounted instance new ones', () => {
    const { result, rerender, unmount } = renderHook(() => useIdempotencyKeys());
    const before = keyOf(result.current.withKey(transfer(10_000)));
    rerender();
    expect(keyOf(result.current.withKey(transfer(10_000)))).toBe(before);
    unmount();

    const remounted = renderHook(() => useIdempotencyKeys());
    expect(keyOf(remounted.result.current.withKey(transfer(10_000)))).not.toBe(before);
  });

  it('gives the same request a new key once rotated (a form kept open after a success)', () => {
    const { result } = renderHook(() => useIdempotencyKeys());
    const before = keyOf(result.current.withKey(transfer(10_000)));
    result.current.rotate();
    expect(keyOf(result.current.withKey(transfer(10_000)))).not.toBe(before);
  });

  it("is reused by TanStack Query's own retry of a failed mutation", async () => {
    const queryClient = new QueryClient();
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

    await act(() => result.current.mutation.mutateAsync(result.current.keys.withKey(transfer(10_000))));

    expect(sent).toHaveLength(2);
    expect(sent[1]).toBe(sent[0]);
  });
});
