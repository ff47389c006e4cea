import type { RouteMeta } from '@contract';
import type { AppRoute } from '@ts-rest/core';

const ACCESS_VALUES: ReadonlySet<string> = new Set(['public', 'user', 'partner']);

const isRouteMeta = (value: unknown): value is RouteMeta =>
  typeof value === 'object' &&
  value !== null &&
  'access' in value &&
  typeof value.access === 'string' &&
  ACCESS_VALUES.has(value.access);

/** ts-rest types route metadata as unknown; every route of ours sets a RouteMeta. */
export const routeMetaOf = (route: AppRoute): RouteMeta | null => (isRouteMeta(route.metadata) ? route.metadata : null);
