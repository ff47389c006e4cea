import type { IncomingHttpHeaders } from 'node:http';
import { IDEMPOTENT_REPLAYED_HEADER, isNoBody, routeMetaOf } from '@contract';
import type { AppRoute } from '@ts-rest/core';
import { findContractViolation } from '@/lib/response-validation';
import { parseQuery, parseRequest, readBody } from '@mocks/http/request';
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
  const parsed = await parseRequest(route, {
    params: matched.params,
    query: parseQuery(request.url.searchParams),
    body: await readBody(route, asFetchRequest),
    headers: flatHeaders(request.headers),
  });
  if (!parsed.ok) issues.push(...parsed.issues.map((issue) => `${issue.path}: ${issue.message}`));
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
  /**
   * The answer has a body that is not JSON where the route declares JSON (an HTML error page, a
   * half-configured gateway): the app cannot read it, so the browser gets the contract's error instead.
   */
  unreadable: boolean;
}

/** Whether an answer with this status must be JSON: a declared body, or an undeclared status (every error answer is). */
const expectsJson = (route: AppRoute, status: number): boolean =>
  !(status in route.responses) || !isNoBody(route.responses[status]);

const SNIPPET_LENGTH = 60;

const snippetOf = (text: string): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > SNIPPET_LENGTH ? `${flat.slice(0, SNIPPET_LENGTH)}…` : flat;
};

/**
 * What is wrong with an answer for its route: a body that is not JSON where JSON is declared, a
 * JSON body without a JSON content type (the app would read it as text), a status the route does
 * not declare or a body that breaks the status's schema (`findContractViolation`, as the app
 * checks in dev builds), a replay header that is not "true" or comes from a route without an
 * Idempotency-Key, a redirect without a Location.
 */
export const checkAnswer = async (route: AppRoute, answer: ReceivedAnswer): Promise<AnswerCheck> => {
  const contentType = headerText(answer.headers['content-type']) ?? '';
  if (answer.body === null) {
    const encoding = headerText(answer.headers['content-encoding']) ?? '';
    return { issues: [`headers.content-encoding: cannot decode a ${encoding} body`], unreadable: true };
  }
  const issues: string[] = [];
  const text = answer.body.toString('utf8');
  let body: unknown = undefined;
  if (text.trim() !== '' && expectsJson(route, answer.status)) {
    try {
      body = JSON.parse(text);
    } catch {
      return { issues: [`not JSON (${contentType || 'no content-type'}): "${snippetOf(text)}"`], unreadable: true };
    }
    if (!contentType.toLowerCase().includes('json')) {
      issues.push(`headers.content-type: expected application/json, got ${contentType || 'none'}`);
    }
  }
  const violation = await findContractViolation(route, answer.status, body);
  if (violation) issues.push(...violation.issues);
  const replayed = headerText(answer.headers[IDEMPOTENT_REPLAYED_HEADER]);
  if (replayed !== undefined) {
    if (replayed !== 'true') issues.push(`headers.${IDEMPOTENT_REPLAYED_HEADER}: expected "true", got "${replayed}"`);
    if (routeMetaOf(route)?.idempotent !== true) {
      issues.push(`headers.${IDEMPOTENT_REPLAYED_HEADER}: the route takes no Idempotency-Key`);
    }
  }
  if (answer.status >= 300 && answer.status < 400 && !answer.headers.location) {
    issues.push(`headers.location: missing on a ${answer.status}`);
  }
  return { issues, unreadable: false };
};
