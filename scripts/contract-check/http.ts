/** One call of a contract route over HTTP, as a client of the API makes it. */
import type { AppRoute } from '@ts-rest/core';
import { encodeBody, queryString } from '@/lib/contract-query';
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

export const sendRequest = async (
  transport: Transport,
  route: AppRoute,
  request: OutgoingRequest,
): Promise<Exchange> => {
  const query: Record<string, string> = { ...request.query, lang: 'en' };
  if (transport.scenario) query.scenario = transport.scenario;
  const url = `${transport.base}${fillPath(route.path, request.params)}${queryString(query)}`;
  // Encoded as the app encodes it, so the API is checked on the requests it really gets.
  const encoded = encodeBody(route, request.body);
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
  // fetch sets the multipart boundary itself.
  if (encoded.contentType === 'application/json') headers['Content-Type'] = encoded.contentType;
  if (request.token) headers.Authorization = `Bearer ${request.token}`;
  try {
    const response = await transport.fetch(url, {
      method: route.method,
      headers,
      body: encoded.body ?? null,
      redirect: 'manual',
      signal: AbortSignal.timeout(transport.timeoutMs),
    });
    return { url, answer: await readAnswer(response) };
  } catch (error) {
    return { url, answer: null, error: describeNetworkError(error) };
  }
};
