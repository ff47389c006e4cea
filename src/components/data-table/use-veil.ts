import { useDebouncedValue } from '@mantine/hooks';

/** How long a refetch runs before its table is veiled. */
export const VEIL_DELAY_MS = 200;

/**
 * Whether a table that is refetching should show its loading veil: only once the fetch has
 * run for `delayMs`. A quick answer (a search on the mock, a cached page) swaps the rows
 * without a flash, and without rendering the old rows a second time just to veil them.
 */
export const useVeil = (fetching: boolean, delayMs: number = VEIL_DELAY_MS): boolean => {
  const [longFetch] = useDebouncedValue(fetching, delayMs);
  return fetching && longFetch;
};
