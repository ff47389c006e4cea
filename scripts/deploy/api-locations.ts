import { contract, listRoutes } from '@contract';
import { UPLOADED_FILES_PATH } from '@contract/uploads/uploaded-files';

/** One nginx location that forwards API calls: an exact path, or every path under a prefix. */
export type ApiLocation = { kind: 'exact'; path: string } | { kind: 'prefix'; path: string };

/** Every call under `/api/` is forwarded as one prefix; the contract's other paths are listed one by one. */
const API_PREFIX = '/api/';

/** The static part of a route path, up to its first parameter (`/stripe-payments/:id` → `/stripe-payments/`). */
const staticPart = (path: string): string => {
  const parameter = path.indexOf('/:');
  return parameter === -1 ? path : path.slice(0, parameter + 1);
};

/** The location that takes a route's path: the path itself, or every path under its static part. */
export const locationOfPath = (path: string): ApiLocation => {
  const fixed = staticPart(path);
  return fixed === path ? { kind: 'exact', path } : { kind: 'prefix', path: fixed };
};

/** Uploaded files, which the API serves back on this origin when uploads go to it (`UPLOADED_FILES_PATH`). */
export const UPLOADED_FILES_LOCATION: ApiLocation = { kind: 'prefix', path: UPLOADED_FILES_PATH };

/**
 * The locations the web server forwards to the API, computed from the contract's paths so that a
 * route added outside `/api/` is forwarded too (issue 24: `/stripe-payments/…` and
 * `/recent-local-bank-notification` answered the app's `index.html` behind an `/api`-only proxy).
 */
export const apiLocations = (paths: readonly string[] = listRoutes(contract).map(({ route }) => route.path)) => {
  const locations = new Map<string, ApiLocation>([[API_PREFIX, { kind: 'prefix', path: API_PREFIX }]]);
  for (const path of paths) {
    if (path.startsWith(API_PREFIX)) continue;
    const location = locationOfPath(path);
    locations.set(`${location.kind} ${location.path}`, location);
  }
  return [...locations.values()].sort((a, b) => a.path.localeCompare(b.path));
};

/** Whether a request path is one the web server forwards to the API. */
export const isApiPath = (path: string, locations: readonly ApiLocation[]): boolean =>
  locations.some((location) => (location.kind === 'exact' ? path === location.path : path.startsWith(location.path)));

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The same forwarding as `vite preview`'s proxy table (keys starting with ^ are regular expressions). */
export const viteProxyOf = (
  target: string,
  locations: readonly ApiLocation[] = [...apiLocations(), UPLOADED_FILES_LOCATION],
) =>
  Object.fromEntries(
    locations.map((location) => [
      location.kind === 'exact' ? `^${escapeRegExp(location.path)}(\\?.*)?$` : location.path,
      { target },
    ]),
  );
