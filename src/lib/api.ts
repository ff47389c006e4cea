import { contract } from '@contract';
import { initClient } from '@ts-rest/core';
import { initTsrReactQuery } from '@ts-rest/react-query/v5';
import { createApiFetcher, type ApiFetcherDeps, type SessionEvent } from './api-fetcher';
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

/** Typed TanStack Query hooks over the whole contract. */
export const tsr = initTsrReactQuery(contract, clientArgs);

/** Plain typed client, for calls outside React (loaders, guards). */
export const apiClient = initClient(contract, clientArgs);
