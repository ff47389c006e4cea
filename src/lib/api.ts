import type { QueryClient } from '@tanstack/react-query';
import type { AppRouter } from '@ts-rest/core';
import { createApiFetcher, type ApiFetcherDeps, type SessionEvent } from './api-fetcher';
import { contractHooks, contractQueryClient, type ContractQueryClient } from './contract-query';
import { getAppConfig } from './config';
import { clearStorage, readAccessToken, readStoredLocale } from './storage';

const SESSION_EVENT_PATHS: Record<SessionEvent, string> = {
  blocked: '/user-block',
  maintenance: '/maintenance',
  unauthorized: '/login',
};

let sessionEventHandler: (event: SessionEvent) => void = (event) => {
  window.location.assign(SESSION_EVENT_PATHS[event]);
};

/** The router replaces the full-page fallback with client-side navigation. */
export const setSessionEventHandler = (handler: (event: SessionEvent) => void): void => {
  sessionEventHandler = handler;
};

export const sessionEventPath = (event: SessionEvent): string => SESSION_EVENT_PATHS[event];

const browserDeps: ApiFetcherDeps = {
  get uploadBaseUrl() {
    return getAppConfig().uploadBaseUrl;
  },
  get timezone() {
    return getAppConfig().timezone;
  },
  get validateResponses() {
    return import.meta.env.DEV || getAppConfig().apiMode === 'mock';
  },
  readToken: readAccessToken,
  readLocale: readStoredLocale,
  clearSession: clearStorage,
  onSessionEvent: (event) => sessionEventHandler(event),
};

const clientArgs = {
  // Calls go to the page's own origin.
  baseUrl: '',
  api: createApiFetcher(browserDeps),
};

/**
 * Typed TanStack Query hooks over one domain's contract, given with the API's shared error
 * responses: `createDomainApi(withApiOptions(usersContract))`. A page loads only the schemas
 * of the domains it calls, never the whole contract. `forClient(queryClient)` gives the
 * typed `ensureQueryData`/`fetchQuery` that loaders use.
 */
export const createDomainApi = <TContract extends AppRouter>(contract: TContract) => {
  const hooks = contractHooks(contract, clientArgs);
  const byQueryClient = new WeakMap<QueryClient, ContractQueryClient<TContract, typeof clientArgs>>();
  const forClient = (queryClient: QueryClient) => {
    const known = byQueryClient.get(queryClient);
    if (known) return known;
    const created = contractQueryClient(contract, clientArgs, queryClient);
    byQueryClient.set(queryClient, created);
    return created;
  };
  return Object.assign(hooks, { forClient });
};

/**
 * Typed calls over one domain's contract as the holder of `token` instead of the stored session:
 * a sign-in link's token read before it is kept, or a session revoked after it was cleared. Their
 * answers are not the stored session's, so they raise no session event (no 401 sign-out, no
 * redirect to the block page).
 */
export const createDomainApiAs = <TContract extends AppRouter>(contract: TContract, token: string) =>
  contractHooks(contract, {
    baseUrl: '',
    api: createApiFetcher({
      ...browserDeps,
      readToken: () => token,
      clearSession: () => undefined,
      onSessionEvent: () => undefined,
    }),
  });

/**
 * The body of an answer with the expected status; any other answer is thrown, as the typed
 * queries do, so callers outside TanStack Query (exports, composed reads) fail the same way.
 */
export const bodyOf = <Response extends { status: number; body: unknown }, Status extends Response['status']>(
  response: Response,
  status: Status,
): Extract<Response, { status: Status }>['body'] => {
  if (response.status !== status) throw response;
  return response.body;
};
