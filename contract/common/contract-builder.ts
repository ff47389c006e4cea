import type { AppRoute, AppRouter, initContract } from '@ts-rest/core';

type ContractBuilder = Pick<ReturnType<typeof initContract>, 'router' | 'noBody'>;
type RouterOptions = NonNullable<Parameters<ContractBuilder['router']>[1]>;

/** A route, as opposed to a router of routes. */
export const isAppRoute = (entry: AppRoute | AppRouter): entry is AppRoute => 'method' in entry && 'path' in entry;

const NO_BODY = Symbol('ContractNoBody');

/** A route that takes no body, or a status answered without one. */
export const isNoBody = (schema: unknown): boolean => schema === NO_BODY;

const applyRouterOptions = (router: AppRouter, options: RouterOptions | undefined): AppRouter =>
  Object.fromEntries(
    Object.entries(router).map(([key, entry]) => {
      if (!isAppRoute(entry)) return [key, applyRouterOptions(entry, options)];
      if (options?.baseHeaders)
        throw new Error('Router options: base headers are not supported; declare them per route');
      const route: AppRoute = {
        ...entry,
        path: options?.pathPrefix ? options.pathPrefix + entry.path : entry.path,
        strictStatusCodes: entry.strictStatusCodes ?? options?.strictStatusCodes,
        validateResponseOnClient: entry.validateResponseOnClient ?? options?.validateResponseOnClient,
        responses: { ...options?.commonResponses, ...entry.responses },
        metadata: options?.metadata ? { ...options.metadata, ...(entry.metadata ?? {}) } : entry.metadata,
      };
      return [key, route];
    }),
  );

/**
 * The one builder every domain contract uses: ts-rest's `router` and `noBody`, typed by ts-rest,
 * built here because ts-rest's runtime module carries a copy of zod 3 into every page that
 * imports it. The routes are the same plain objects ts-rest builds.
 */
export const c: ContractBuilder = {
  router: ((endpoints: AppRouter, options?: RouterOptions) =>
    applyRouterOptions(endpoints, options)) as ContractBuilder['router'],
  noBody: () => NO_BODY as unknown as ReturnType<ContractBuilder['noBody']>,
};

/**
 * Who may call a route. The mock backend's shared wrapper and the contract
 * checker read this instead of keeping their own lists.
 */
export type RouteAccess = 'public' | 'user' | 'partner';

/**
 * What a money route does, so that an app whose answer was lost can say what went through or not
 * ("Your $100 top-up went through"). `adAccountMove` and `ticket` say more by their body's `type`.
 */
export type MoneyAction =
  | 'topUp'
  | 'adAccountMove'
  | 'autoTopUp'
  | 'ticket'
  | 'refund'
  | 'plan'
  | 'cardVerification'
  | 'giftCodeRedeem'
  | 'giftCodeCreate';

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
  /** What the money route does; set exactly on the routes marked `idempotent`. */
  moneyAction?: MoneyAction;
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
