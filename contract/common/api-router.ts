import type { AppRouter } from '@ts-rest/core';
import { c } from './contract-builder';
import { commonErrorResponses } from './error.schema';

/** What every route of the API shares: the error responses and strict status codes. */
export const API_ROUTER_OPTIONS = {
  strictStatusCodes: true,
  commonResponses: commonErrorResponses,
} as const;

type ApiRouterOptions = typeof API_ROUTER_OPTIONS;

/** What `c.router` accepts for these routes (ts-rest does not export the type itself). */
type DomainRoutes<TRouter extends AppRouter> = Parameters<typeof c.router<TRouter, '', ApiRouterOptions>>[0];

/**
 * One domain's routes as the API serves them (shared error responses merged in), so a
 * client built from a single domain types and validates error answers like the whole API.
 */
export const withApiOptions = <TRouter extends AppRouter>(router: TRouter & DomainRoutes<TRouter>) =>
  c.router<TRouter, '', ApiRouterOptions>(router, API_ROUTER_OPTIONS);
