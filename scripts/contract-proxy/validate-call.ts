import type { IncomingHttpHeaders } from 'node:http';
import { isNoBody } from '@contract';
import type { AppRoute } from '@ts-rest/core';
import { parseQuery, readBody } from '@mocks/http/request';
import { findAnswerIssues, findRequestIssues as findRouteRequestIssues } from '../contract-check/validate';
import type { MatchedRoute } from './route-match';

export interface ReceivedRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** The content type a route's body is sent as; ts-rest's default is JSON. */
const bodyContentTypeOf = (route: AppRoute): string | null => {
  if (!('body' in route) || isNoBody(route.body)) return null;
  return route.contentType ?? 'application/json';
};

const headerText = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value.join(', ') : value;

/** Header names in lower case with one value each, as `Headers` gives them to the route's header schema. */
const flatHeaders = (headers: IncomingHttpHeaders): Record<string, string> => {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    const text = headerText(value);
    if (text !== undefined) flat[name] = text;
  }
  return flat;
};

/**
 * What is wrong with a request for its route: its headers, path parameters, query and body
 * checked with the route's own schemas (the mock backend's parser, so both read a request alike),
 * and the body's content type. "path: message" per issue, e.g. "body.amount: Too small…".
 */
export const findRequestIssues = async (matched: MatchedRoute, request: ReceivedRequest): Promise<string[]> => {
  const { route } = matched;
  const issues: string[] = [];
  const expectedType = bodyContentTypeOf(route);
  const sentType = headerText(request.headers['content-type']) ?? '';
  if (expectedType && request.body.length > 0 && !sentType.toLowerCase().startsWith(expectedType)) {
    issues.push(`headers.content-type: expected ${expectedType}, got ${sentType || 'none'}`);
  }
  const asFetchRequest = new Request(request.url, {
    method: request.method,
    headers: sentType ? { 'content-type': sentType } : {},
    body: ['GET', 'HEAD'].includes(request.method) ? null : new Uint8Array(request.body),
  });
  issues.push(
    ...(await findRouteRequestIssues(route, {
      params: matched.params,
      query: parseQuery(request.url.searchParams),
      body: await readBody(route, asFetchRequest),
      headers: flatHeaders(request.headers),
    })),
  );
  return issues;
};

export interface ReceivedAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** Decoded from the content encoding; null when it could not be. */
  body: Buffer | null;
}

export interface AnswerCheck {
  issues: string[];
  /** The body is not JSON where the route declares JSON: the browser gets the contract's error instead. */
  unreadable: boolean;
}

/** `findAnswerIssues` on an answer as node:http received it. */
export const checkAnswer = async (route: AppRoute, answer: ReceivedAnswer): Promise<AnswerCheck> => {
  const { issues, unreadable } = await findAnswerIssues(route, {
    status: answer.status,
    header: (name) => headerText(answer.headers[name]),
    text: answer.body === null ? null : answer.body.toString('utf8'),
  });
  return { issues, unreadable };
};
