// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useVeil, VEIL_DELAY_MS } from '@/components/data-table/use-veil';

describe('useVeil', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('veils a table only once its refetch has run for the delay', () => {
    const { result, rerender } = renderHook(({ fetching }) => useVeil(fetching), { initialProps: { fetching: false } });
    expect(result.current).toBe(false);

    rerender({ fetching: true });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(VEIL_DELAY_MS - 1));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);

    rerender({ fetching: false });
    expect(result.current).toBe(false);
  });

  it('never veils a quick answer', () => {
    const { result, rerender } = renderHook(({ fetching }) => useVeil(fetching), { initialProps: { fetching: true } });
    act(() => vi.advanceTimersByTime(VEIL_DELAY_MS / 2));
    rerender({ fetching: false });
    act(() => vi.advanceTimersByTime(VEIL_DELAY_MS * 2));
    expect(result.current).toBe(false);
  });
});
