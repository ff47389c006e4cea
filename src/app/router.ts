import type { QueryClient } from '@tanstack/react-query';
import { createRouter, parseSearchWith, stringifySearchWith, type RouterHistory } from '@tanstack/react-router';
import { PageSkeleton } from '@/components/page-skeleton';
import type { PageTitleKey } from '@/components/page-title';
import { apiErrorStatus } from '@/lib/api-error';
import { captureError } from '@/lib/monitoring';
import { RouteErrorState } from './route-states';
import { isChunkLoadError, reportChunkLoadFailure } from './shell/use-navigation-watchdog';
import { routeTree } from '../routeTree.gen';

type LayoutKind = 'full' | 'shell';

export interface RouterContext {
  /** Loaders warm it with `<domain>Api.forClient(queryClient).<route>.ensureQueryData(options)`. */
  queryClient: QueryClient;
}

/**
 * The router's JSON reading of a search value, except that a number JSON cannot hold exactly (a
 * 19-digit ad account id) stays the string it was, instead of coming back rounded.
 */
export const parseSearchValue = (value: string): unknown => {
  const parsed: unknown = JSON.parse(value);
  if (typeof parsed === 'number' && !Number.isSafeInteger(parsed) && /^-?\d+$/.test(value)) return value;
  return parsed;
};

/**
 * A 4xx answer is the API doing its job (not found, forbidden, refused): the page shows it, and
 * monitoring would only fill with it. Server errors, calls that got no answer and our own bugs are reported.
 */
const isExpectedApiAnswer = (error: unknown): boolean => {
  const status = apiErrorStatus(error);
  return status !== null && status < 500;
};

export interface AppRouterOptions {
  /** The browser's address unless given (the build's prerender gives a memory history at the page). */
  history?: RouterHistory;
}

export const createAppRouter = (queryClient: QueryClient, { history }: AppRouterOptions = {}) =>
  createRouter({
    routeTree,
    ...(history ? { history } : {}),
    context: { queryClient },
    defaultPreload: 'intent',
    // A page that takes a moment shows its skeleton, not a spinner over a blank page; once shown
    // it stays 200 ms rather than the router's 500, so data that comes just after 300 ms is not held back.
    defaultPendingComponent: PageSkeleton,
    defaultPendingMs: 300,
    defaultPendingMinMs: 200,
    defaultErrorComponent: RouteErrorState,
    // Loaders warm the query cache; the cache decides freshness.
    defaultPreloadStaleTime: 0,
    // Plain strings stay unquoted in the address (`?ref=2026`, not `?ref=%222026%22`); zod coerces on read.
    stringifySearch: stringifySearchWith(JSON.stringify),
    parseSearch: parseSearchWith(parseSearchValue),
    // Every page's failed loader or render passes here. A page whose code fails to load while
    // rendering never reaches the router as a load error: the watchdog reports it, with its notice.
    defaultOnCatch: (error) => {
      if (isChunkLoadError(error)) reportChunkLoadFailure(error);
      else if (!isExpectedApiAnswer(error)) captureError(error, { source: 'route' });
    },
  });

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /** Full page without the shell, or the shell (vertical or horizontal by configuration). */
    layout?: LayoutKind;
    titleKey?: PageTitleKey;
  }
}
