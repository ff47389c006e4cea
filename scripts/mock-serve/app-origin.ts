import type { IncomingHttpHeaders } from 'node:http';
import { contract, listRoutes, routeMetaOf } from '@contract';
import { UPLOADED_FILES_PATH } from '@contract/uploads/uploaded-files';

/*
 * The URLs the mock builds (hosted checkouts, provider return URLs, the platform grant and store
 * install pages, referral links) are redirect targets in the app, so they must lead back to the
 * app's origin, not the mock's port. The origin is read from the request, and only ever as a plain
 * http(s) scheme://host[:port]: anything else (`null`, `javascript:…`, a value with a path) is not
 * reflected and the next source is tried. (`safeRedirectPath` in the contract checks paths, not
 * origins, so it does not fit here.)
 */

const PLAIN_ORIGIN = /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/;

/** `value` when it is exactly an http(s) origin with a plain host, normalised; null otherwise. */
export const plainOrigin = (value: string | undefined): string | null => {
  if (value === undefined || !PLAIN_ORIGIN.test(value)) return null;
  try {
    return new URL(value).origin;
  } catch {
    // A port out of range.
    return null;
  }
};

const firstHeader = (value: string | string[] | undefined): string | undefined =>
  (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();

/** What a reverse proxy (the live suite's nginx) says the browser called: X-Forwarded-Proto and -Host. */
const forwardedOrigin = (headers: IncomingHttpHeaders): string | null => {
  const host = firstHeader(headers['x-forwarded-host']);
  const proto = firstHeader(headers['x-forwarded-proto']);
  return host === undefined || proto === undefined ? null : plainOrigin(`${proto}://${host}`);
};

const refererOrigin = (headers: IncomingHttpHeaders): string | null => {
  const referer = headers.referer;
  if (referer === undefined || !URL.canParse(referer)) return null;
  return plainOrigin(new URL(referer).origin);
};

/** Where the request arrived: the host a proxy forwarded for, else the server itself. */
export const arrivalOrigin = (headers: IncomingHttpHeaders, serverOrigin: string): string =>
  forwardedOrigin(headers) ?? serverOrigin;

/**
 * The app's origin: the browser's `Origin` header (sent on writes), else the proxy's forwarded
 * host, else the `Referer`'s origin (sent on reads), else the server's own.
 */
export const appOrigin = (headers: IncomingHttpHeaders, serverOrigin: string): string =>
  plainOrigin(firstHeader(headers.origin)) ?? forwardedOrigin(headers) ?? refererOrigin(headers) ?? serverOrigin;

const UPLOAD_ROUTE_PATHS: ReadonlySet<string> = new Set(
  listRoutes(contract)
    .filter(({ route }) => routeMetaOf(route)?.upload !== undefined)
    .map(({ route }) => route.path),
);

/**
 * Uploads may go to an upload host of their own, which serves the files back: their URLs keep the
 * origin the upload arrived at, not the app's.
 */
export const isUploadPath = (pathname: string): boolean =>
  UPLOAD_ROUTE_PATHS.has(pathname) || pathname.startsWith(UPLOADED_FILES_PATH);
