/** One call of a contract route over HTTP, as a client of the API makes it. */
import { isNoBody } from '@contract';
import type { AppRoute } from '@ts-rest/core';
import { describeNetworkError, readAnswer, type Answer } from './validate';

export interface Transport {
  /** The API's origin (and path prefix, if any), without a trailing slash. */
  base: string;
  fetch: typeof fetch;
  timeoutMs: number;
  /** Sent as `scenario=<id>`: the demo backend may honour it, real APIs ignore it. */
  scenario?: string | undefined;
}

export interface OutgoingRequest {
  params: Record<string, string>;
  query: Record<string, string>;
  /** The body, for a route that takes one (JSON, or the fields of a multipart form). */
  body?: unknown;
  /** Bearer token of the account the call is made as. */
  token?: string | undefined;
  headers?: Record<string, string>;
}

/** What came of one call: the URL called, and the answer or one line of why there was none. */
export type Exchange = { url: string; answer: Answer } | { url: string; answer: null; error: string };

/** The route's path with its params filled in (each encoded), e.g. "/api/pixels/px_1". */
const fillPath = (path: string, params: Record<string, string>): string =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

const formOf = (body: unknown): FormData => {
  const form = new FormData();
  if (typeof body !== 'object' || body === null) return form;
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined) continue;
    if (value instanceof Blob) form.append(name, value, value instanceof File ? value.name : 'blob');
    else form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return form;
};

const encodeBody = (route: AppRoute, body: unknown): { body: BodyInit | null; type?: string } => {
  if (!('body' in route) || isNoBody(route.body) || body === undefined) return { body: null };
  // fetch sets the multipart boundary itself.
  if (route.contentType === 'multipart/form-data') return { body: formOf(body) };
  return { body: JSON.stringify(body), type: 'application/json' };
};

export const sendRequest = async (
  transport: Transport,
  route: AppRoute,
  request: OutgoingRequest,
): Promise<Exchange> => {
  const search = new URLSearchParams({ ...request.query, lang: 'en' });
  if (transport.scenario) search.set('scenario', transport.scenario);
  const url = `${transport.base}${fillPath(route.path, request.params)}?${search.toString()}`;
  const encoded = encodeBody(route, request.body);
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
  if (encoded.type) headers['Content-Type'] = encoded.type;
  if (request.token) headers.Authorization = `Bearer ${request.token}`;
  try {
    const response = await transport.fetch(url, {
      method: route.method,
      headers,
      body: encoded.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(transport.timeoutMs),
    });
    return { url, answer: await readAnswer(response) };
  } catch (error) {
    return { url, answer: null, error: describeNetworkError(error) };
  }
};
