import { initContract, type AppRoute } from '@ts-rest/core';

/** The one ts-rest builder every domain contract uses. */
export const c = initContract();

/**
 * Who may call a route. The mock backend's shared wrapper and the contract
 * checker read this instead of keeping their own lists.
 */
export type RouteAccess = 'public' | 'user' | 'partner';

export interface RouteMeta {
  access: RouteAccess;
  /** Uploads go to the configurable upload host instead of the page origin. */
  upload?: 'image' | 'video';
  /** A browser navigation (OAuth start), not an XHR call. */
  browserRedirect?: boolean;
  /**
   * The route moves money: it declares `IdempotentHeadersSchema`, and the mock backend, the OpenAPI
   * document and the contract checks treat its `Idempotency-Key` from this mark.
   */
  idempotent?: boolean;
}

export const meta = (value: RouteMeta): RouteMeta => value;

const ACCESS_VALUES: ReadonlySet<string> = new Set<RouteAccess>(['public', 'user', 'partner']);

const isRouteMeta = (value: unknown): value is RouteMeta =>
  typeof value === 'object' &&
  value !== null &&
  'access' in value &&
  typeof value.access === 'string' &&
  ACCESS_VALUES.has(value.access);

/** ts-rest types route metadata as unknown; every route of ours sets a RouteMeta. */
export const routeMetaOf = (route: AppRoute): RouteMeta | null => (isRouteMeta(route.metadata) ? route.metadata : null);
