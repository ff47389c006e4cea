import type { AppRoute, AppRouter } from '@ts-rest/core';
import { isAppRoute } from './contract-builder';

export interface ListedRoute {
  /** Dotted key in the contract, e.g. "payments.stripe.listCards". */
  key: string;
  route: AppRoute;
}

/** Every route of a (nested) router, depth first, in declaration order. */
export const listRoutes = (router: AppRouter, prefix = ''): ListedRoute[] =>
  Object.entries(router).flatMap(([name, entry]) => {
    const key = prefix ? `${prefix}.${name}` : name;
    return isAppRoute(entry) ? [{ key, route: entry }] : listRoutes(entry, key);
  });

/** "GET /api/pixels/{id}" — the OpenAPI spelling of a route's method and path. */
export const routeSignature = (route: AppRoute): string => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`;
