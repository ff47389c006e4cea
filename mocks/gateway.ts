import { getResponse, http, type HttpHandler } from 'msw';

/** The first two path segments ("/api/users"), the key the gateway files handlers under. */
const prefixOf = (segments: readonly string[]): string | null => {
  const [first, second] = segments;
  if (first === undefined || second === undefined) return null;
  const literal = (segment: string) => segment !== '' && !segment.includes(':') && !segment.includes('*');
  return literal(first) && literal(second) ? `/${first}/${second}` : null;
};

const handlerSegments = (handler: HttpHandler): string[] | null => {
  const { path } = handler.info;
  if (typeof path !== 'string') return null;
  // "*/api/x" matches any origin and "http://host/api/x" one; either way the pathname decides.
  const pathname = path.replace(/^\*/, '').replace(/^[a-z]+:\/\/[^/]+/i, '');
  return pathname.split('/').slice(1);
};

/**
 * One handler in front of all the others. Once the demo's service worker runs, it asks the page
 * about every request, scripts and styles included, and msw would try each of the mock's
 * hundreds of handlers on each (a path match and a cookie parse apiece) on the main thread while
 * the app boots. The gateway hands a request only to the handlers filed under its first two
 * path segments, and answers nothing else, so an asset passes straight through.
 */
export const createGateway = (handlers: readonly HttpHandler[]): HttpHandler => {
  const filed = new Map<string, HttpHandler[]>();
  const everywhere: HttpHandler[] = [];
  const order = new Map(handlers.map((handler, index) => [handler, index]));
  for (const handler of handlers) {
    const segments = handlerSegments(handler);
    const prefix = segments === null ? null : prefixOf(segments);
    if (prefix === null) everywhere.push(handler);
    else filed.set(prefix, [...(filed.get(prefix) ?? []), handler]);
  }
  const candidatesOf = (pathname: string): HttpHandler[] => {
    const prefix = prefixOf(pathname.split('/').slice(1));
    const matching = (prefix === null ? undefined : filed.get(prefix)) ?? [];
    if (everywhere.length === 0) return matching;
    // msw answers with the first handler that matches, so the declared order is kept.
    return [...matching, ...everywhere].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
  };
  return http.all('*', async ({ request }) => {
    const candidates = candidatesOf(new URL(request.url).pathname);
    return candidates.length === 0 ? undefined : getResponse(candidates, request);
  });
};
