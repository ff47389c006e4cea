/**
 * What never leaves the browser for monitoring: sign-in tokens and e-mail addresses. Pure, with
 * no Sentry import, so it is tested on its own and costs nothing when monitoring is off.
 */

/** URL parameters that carry a sign-in token (the session intake's, src/lib/url-session.ts, and `token`). */
const TOKEN_PARAM_NAMES = 'id_token|token|session';
const TOKEN_VALUE = `[^&#\\s"'<>]*`;
// Not the first parameter: `&token=…` goes, whatever follows.
const LATER_TOKEN_PARAM = new RegExp(`&(?:${TOKEN_PARAM_NAMES})=${TOKEN_VALUE}`, 'gi');
// The first one: `?token=…&page=2` keeps `?page=2`; `?token=…` alone leaves no `?` behind.
const FIRST_TOKEN_PARAM = new RegExp(`([?#])(?:${TOKEN_PARAM_NAMES})=${TOKEN_VALUE}(&?)`, 'gi');
// `%40` too: an address in a query string is percent-encoded.
const EMAIL = /[\w.+-]+(?:@|%40)[\w-]+(?:\.[\w-]+)+/gi;
const BEARER = /\bBearer\s+[\w.~+/-]+=*/gi;
/** Keys dropped wherever they appear (request headers, breadcrumb or span data). */
const SECRET_KEYS = new Set(['authorization', 'cookie']);

/** A URL (absolute or relative) or any text, without token parameters, e-mail addresses or bearer tokens. */
export const scrubText = (text: string): string =>
  text
    .replace(LATER_TOKEN_PARAM, '')
    .replace(FIRST_TOKEN_PARAM, (_match, separator: string, next: string) => (next ? separator : ''))
    .replace(EMAIL, '[email]')
    .replace(BEARER, 'Bearer [Filtered]');

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

// `path` holds the objects being walked: a console breadcrumb can carry an object that contains itself.
const scrubValue = (value: unknown, path: WeakSet<object>): unknown => {
  if (typeof value === 'string') return scrubText(value);
  if (!Array.isArray(value) && !isPlainObject(value)) return value;
  if (path.has(value)) return '[Circular]';
  path.add(value);
  const scrubbed = Array.isArray(value)
    ? value.map((item) => scrubValue(item, path))
    : Object.fromEntries(
        Object.entries(value)
          .filter(([key]) => !SECRET_KEYS.has(key.toLowerCase()))
          .map(([key, item]) => [key, scrubValue(item, path)]),
      );
  path.delete(value);
  return scrubbed;
};

/**
 * A copy of an event, transaction, breadcrumb or replay frame with every string scrubbed
 * (messages, exception values, request and breadcrumb URLs, transaction names, tags, span data)
 * and the Authorization and Cookie headers dropped. Numbers, booleans and non-plain objects are kept;
 * the original is not touched (a breadcrumb's data can be the app's own objects).
 */
export const scrub = <T>(value: T): T => scrubValue(value, new WeakSet()) as T;
