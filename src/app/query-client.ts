import {
  QueryClient,
  type InvalidateOptions,
  type InvalidateQueryFilters,
  type QueryFilters,
  type QueryKey,
} from '@tanstack/react-query';
import { createQueryBroadcast, type QueryBroadcast, type SharedInvalidation } from '@/lib/query-broadcast';
import { QUERY_RETRY_DELAY_MS, shouldRetryQuery } from '@/lib/query-retry';

/**
 * The app's query client. Reads follow one retry policy (`shouldRetryQuery`); mutations are never
 * retried. Every invalidation by key (what a mutation changed, docs/conventions.md point 4) also
 * reaches the other tabs of the origin, which invalidate the same key, so a change made in one
 * tab shows in the others without a reload. A key removed from the cache (a deleted member) is
 * invalidated in the others: they read it again and learn it is gone.
 */
class AppQueryClient extends QueryClient {
  readonly #broadcast: QueryBroadcast;

  constructor() {
    super({
      defaultOptions: {
        queries: {
          staleTime: 30_000,
          retry: shouldRetryQuery,
          retryDelay: QUERY_RETRY_DELAY_MS,
          // A loader's failure stands when the page mounts with it (the page shows its error and
          // retry at once); the next visit's loader asks again.
          retryOnMount: false,
          refetchOnWindowFocus: false,
        },
        mutations: { retry: false },
      },
    });
    this.#broadcast = createQueryBroadcast((invalidation) => void this.#invalidateHere(invalidation));
  }

  #invalidateHere({ queryKey, exact }: SharedInvalidation): Promise<void> {
    return super.invalidateQueries({ queryKey, exact });
  }

  #share(filters: QueryFilters | undefined): void {
    if (filters?.queryKey) this.#broadcast.announce({ queryKey: filters.queryKey, exact: filters.exact ?? false });
  }

  override invalidateQueries<TTaggedQueryKey extends QueryKey = QueryKey>(
    filters?: InvalidateQueryFilters<TTaggedQueryKey>,
    options?: InvalidateOptions,
  ): Promise<void> {
    this.#share(filters);
    return super.invalidateQueries(filters, options);
  }

  override removeQueries<TTaggedQueryKey extends QueryKey = QueryKey>(filters?: QueryFilters<TTaggedQueryKey>): void {
    this.#share(filters);
    super.removeQueries(filters);
  }
}

export const createQueryClient = (): QueryClient => new AppQueryClient();
