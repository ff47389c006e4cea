import {
  contract,
  DEFAULT_LOCALE,
  IDEMPOTENCY_KEY_HEADER,
  IdempotencyKeySchema,
  IdempotentHeadersSchema,
  listRoutes,
  LocaleSchema,
  routeMetaOf,
  type Locale,
  type RouteAccess,
} from '@contract';
import {
  isAppRouteNoBody,
  isStandardSchema,
  type AppRoute,
  type AppRouteMutation,
  type ParamsFromUrl,
  type SchemaOutputOrType,
  type ServerInferResponses,
} from '@ts-rest/core';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Scenario } from '@scenarios/scenario';
import type { MockClock } from './clock';
import type { RequestHarness } from './control/harness';
import type { MockDb } from './db';
import { errorBody, mockError, MockError, type FieldIssue } from './errors';
import { answerIdempotently, requestFingerprint } from './idempotency';
import { authenticate, bearerToken } from './rules/sessions';
import type { MockRuntime } from './runtime';

/* ---------- Types derived from a contract route ---------- */

export type PathParamsOf<R extends AppRoute> = 'pathParams' extends keyof R
  ? SchemaOutputOrType<R['pathParams']>
  : ParamsFromUrl<R['path']>;
export type QueryOf<R extends AppRoute> = 'query' extends keyof R ? SchemaOutputOrType<R['query']> : undefined;
export type BodyOf<R extends AppRoute> = R extends AppRouteMutation ? SchemaOutputOrType<R['body']> : undefined;

/** The request parts after the route's own schemas parsed them. */
export interface ParsedRequest<R extends AppRoute> {
  params: PathParamsOf<R>;
  query: QueryOf<R>;
  body: BodyOf<R>;
}

/** A status and body the route declares, plus optional headers (a 302's Location). */
export type ContractResponse<R extends AppRoute> = ServerInferResponses<R> & { headers?: Record<string, string> };

export type StoredUser = ReturnType<MockDb['users']['all']>[number];

export interface HandlerContext {
  db: MockDb;
  clock: MockClock;
  scenario: Scenario;
  runtime: MockRuntime;
  lang: Locale;
  request: Request;
}

export type PublicInput<R extends AppRoute> = HandlerContext & ParsedRequest<R>;
export type UserInput<R extends AppRoute> = PublicInput<R> & { user: StoredUser; token: string };

type Awaitable<T> = T | Promise<T>;

/** The acknowledgement body (`SuccessSchema`). */
export const SUCCESS: { success: true } = { success: true };

/** One contract route's handler, bound to a runtime when the worker or server starts. */
export interface ContractHandler {
  route: AppRoute;
  bind(getRuntime: () => MockRuntime, options: BindOptions): HttpHandler;
}

export interface BindOptions {
  /** Match the route's path on any origin (tests, or calls to the upload host). */
  anyOrigin: boolean;
  /** The demo's fault injection, request log and cross-tab catch-up around each request. */
  harness?: RequestHarness;
}

/* ---------- Route metadata ---------- */

export const routeLabel = (route: AppRoute): string => `${route.method} ${route.path}`;

const ROUTE_KEYS: ReadonlyMap<AppRoute, string> = new Map(listRoutes(contract).map(({ key, route }) => [route, key]));

/** The route's dotted key in the contract (`users.getMe`), or its label for a route outside it. */
export const routeKeyOf = (route: AppRoute): string => ROUTE_KEYS.get(route) ?? routeLabel(route);

/* ---------- Reading the raw request ---------- */

interface RawRequest {
  params: Record<string, string | readonly string[] | undefined>;
  query: Record<string, unknown>;
  body: unknown;
  /** Header names in lower case, as `Headers` gives them. */
  headers: Record<string, string>;
}

type Tree = Record<string, unknown>;

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Adds a value at a key, turning a repeated key into an array. */
const addValue = (target: Tree, key: string, value: unknown): void => {
  const existing = target[key];
  if (existing === undefined) target[key] = value;
  else if (Array.isArray(existing)) existing.push(value);
  else target[key] = [existing, value];
};

/** qs-style query parsing, the inverse of ts-rest's encoding: `a[0]=x&a[1]=y`, `a[b]=c`, repeated keys. */
export const parseQuery = (search: URLSearchParams): Tree => {
  const result: Tree = {};
  for (const [rawKey, value] of search) {
    const segments = rawKey.split(/\[|\]\[|\]/).filter((segment) => segment !== '');
    const [head, ...rest] = segments;
    if (head === undefined) continue;
    if (rest.length === 0) {
      addValue(result, head, value);
      continue;
    }
    let node: Tree = result;
    let key = head;
    for (const segment of rest) {
      const next = node[key];
      const child: Tree = isTree(next) ? next : {};
      node[key] = child;
      node = child;
      key = segment;
    }
    addValue(node, key, value);
  }
  return arraysFromIndexes(result);
};

/** `{ 0: 'a', 1: 'b' }` (from `a[0]=…`) becomes `['a', 'b']`, recursively. */
const arraysFromIndexes = (tree: Tree): Tree => {
  const out: Tree = {};
  for (const [key, value] of Object.entries(tree)) {
    if (!isTree(value)) {
      out[key] = value;
      continue;
    }
    const converted = arraysFromIndexes(value);
    const keys = Object.keys(converted);
    const isList = keys.length > 0 && keys.every((k, index) => k === String(index));
    out[key] = isList ? keys.map((k) => converted[k]) : converted;
  }
  return out;
};

const MALFORMED_JSON = Symbol('malformed JSON');

const readBody = async (route: AppRoute, request: Request): Promise<unknown> => {
  if (route.method === 'GET') return undefined;
  if ('contentType' in route && route.contentType === 'multipart/form-data') {
    try {
      const form = await request.formData();
      const out: Tree = {};
      form.forEach((value, key) => addValue(out, key, value));
      return out;
    } catch {
      return undefined;
    }
  }
  const text = await request.text();
  if (text.trim() === '') return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed;
  } catch {
    return MALFORMED_JSON;
  }
};

/* ---------- Parsing with the route's schemas ---------- */

type ParseResult<T> = { ok: true; value: T } | { ok: false; issues: FieldIssue[] };

const formatPath = (prefix: string, path: ReadonlyArray<PropertyKey | { key: PropertyKey }> | undefined): string =>
  [prefix, ...(path ?? []).map((segment) => String(typeof segment === 'object' ? segment.key : segment))].join('.');

const validatePart = async (
  schema: unknown,
  value: unknown,
  prefix: string,
  issues: FieldIssue[],
): Promise<unknown> => {
  if (!isStandardSchema(schema)) return value;
  const result = await schema['~standard'].validate(value);
  if (result.issues) {
    for (const issue of result.issues) issues.push({ path: formatPath(prefix, issue.path), message: issue.message });
    return undefined;
  }
  return result.value;
};

/**
 * Parses headers, params, query and body with the route's own schemas.
 * NOTE: the overload is the one place the parsed values meet the route's
 * inferred types; the values are exactly what those schemas produced.
 */
export function parseRequest<R extends AppRoute>(route: R, raw: RawRequest): Promise<ParseResult<ParsedRequest<R>>>;
export async function parseRequest(
  route: AppRoute,
  raw: RawRequest,
): Promise<ParseResult<{ params: unknown; query: unknown; body: unknown }>> {
  const issues: FieldIssue[] = [];
  await validatePart(route.headers, raw.headers, 'headers', issues);
  const params = await validatePart(route.pathParams, raw.params, 'params', issues);
  const query = route.query ? await validatePart(route.query, raw.query, 'query', issues) : undefined;
  let body: unknown = undefined;
  if ('body' in route && !isAppRouteNoBody(route.body)) {
    if (raw.body === MALFORMED_JSON) issues.push({ path: 'body', message: 'Malformed JSON' });
    else body = await validatePart(route.body, raw.body, 'body', issues);
  }
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, value: { params, query, body } };
}

/* ---------- Answering ---------- */

const JSON_HEADERS = { 'Content-Type': 'application/json' };

const jsonResponse = (body: unknown, status: number, headers: Record<string, string> = {}): Response =>
  new HttpResponse(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } });

export const errorResponse = (error: MockError, lang: Locale): Response =>
  jsonResponse(errorBody(error, lang), error.status);

const validationError = (issues: FieldIssue[]): MockError =>
  new MockError({
    code: 'error.validation',
    status: 400,
    detail: `Invalid request: ${issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ')}`,
    issues,
  });

interface PlainResponse {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * Sends only what the contract declares: the body is parsed with the route's
 * schema for its status (which also drops server-only fields such as passwords).
 * Anything else is a bug in the mock, answered as a 500 and logged.
 */
const encodeResponse = async (route: AppRoute, response: PlainResponse, lang: Locale): Promise<Response> => {
  const declared = route.responses[response.status];
  if (declared === undefined) {
    console.error(`[mock] ${routeLabel(route)} answered undeclared status ${response.status}`);
    return errorResponse(mockError('error.internal', 500), lang);
  }
  if (isAppRouteNoBody(declared)) return new HttpResponse(null, { status: response.status, headers: response.headers });
  if (!isStandardSchema(declared)) return jsonResponse(response.body, response.status, response.headers);
  const result = await declared['~standard'].validate(response.body);
  if (result.issues) {
    const issues = result.issues.map((issue) => `${formatPath('body', issue.path)}: ${issue.message}`);
    console.error(`[mock] ${routeLabel(route)} ${response.status} breaks the contract:\n  ${issues.join('\n  ')}`);
    return errorResponse(
      mockError('error.internal', 500, `Mock response breaks the contract: ${issues.join('; ')}`),
      lang,
    );
  }
  return jsonResponse(result.value, response.status, response.headers);
};

export const requestLang = (request: Request): Locale => {
  const parsed = LocaleSchema.safeParse(new URL(request.url).searchParams.get('lang'));
  return parsed.success ? parsed.data : DEFAULT_LOCALE;
};

/** A thrown `MockError` is its error body; anything else is a bug in the mock, logged and answered 500. */
const failureResponse = (route: AppRoute, error: unknown, lang: Locale): Response => {
  if (error instanceof MockError) return errorResponse(error, lang);
  console.error(`[mock] ${routeLabel(route)} failed`, error);
  return errorResponse(mockError('error.internal', 500), lang);
};

/** The key of a route marked idempotent, read with the contract's schema (the parsed headers already held it). */
const idempotencyKeyOf = (request: Request): string => {
  const parsed = IdempotencyKeySchema.safeParse(request.headers.get(IDEMPOTENCY_KEY_HEADER) ?? undefined);
  if (parsed.success) return parsed.data;
  throw validationError(
    parsed.error.issues.map((issue) => ({ path: `headers.${IDEMPOTENCY_KEY_HEADER}`, message: issue.message })),
  );
};

/** A route's metadata must agree with its declaration: money routes are signed in and take the key header. */
const checkIdempotentMark = (route: AppRoute, access: RouteAccess, idempotent: boolean): void => {
  const declaresKey = route.headers === IdempotentHeadersSchema;
  if (idempotent && access === 'public') throw new Error(`${routeLabel(route)} is idempotent, so it needs a user`);
  if (idempotent !== declaresKey) {
    throw new Error(
      `${routeLabel(route)}: metadata idempotent and headers IdempotentHeadersSchema go together (${idempotent ? 'no header' : 'not marked'})`,
    );
  }
};

const METHOD_HANDLERS = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
} as const;

type Auth = { user: StoredUser; token: string } | null;

/**
 * The shared pipeline of every route: maintenance (503) → bearer token (401) →
 * blocked user (403) → partner access (403) → request parsing (400) → on a money
 * route, the idempotency key (replay, or 422 for a reused key) → resolver →
 * response checked against the contract. A thrown `MockError` becomes the
 * contract's error body in the caller's language.
 */
const defineHandler = <R extends AppRoute>(
  route: R,
  authenticated: boolean,
  resolve: (parsed: ParsedRequest<R>, context: HandlerContext, auth: Auth) => Awaitable<PlainResponse>,
): ContractHandler => {
  const meta = routeMetaOf(route);
  if (!meta) throw new Error(`${routeLabel(route)} has no route metadata`);
  const access: RouteAccess = meta.access;
  if (authenticated !== (access !== 'public')) {
    throw new Error(
      `${routeLabel(route)} is a ${access} route: use ${authenticated ? 'publicHandler' : 'userHandler'}`,
    );
  }
  const idempotent = meta.idempotent === true;
  checkIdempotentMark(route, access, idempotent);

  return {
    route,
    bind: (getRuntime, options) => {
      const path = options.anyOrigin || meta.upload ? `*${route.path}` : route.path;
      const routeKey = routeKeyOf(route);
      const answer = async (request: Request, params: RawRequest['params']): Promise<Response> => {
        const runtime = getRuntime();
        const lang = requestLang(request);
        try {
          if (runtime.maintenance) throw mockError('error.we_are_maintaining', 503);

          let auth: Auth = null;
          if (access !== 'public') {
            const token = bearerToken(request);
            if (!token) throw mockError('error.unauthorized', 401);
            const user = authenticate(runtime.db, runtime.clock, token);
            if (user.status === 'blocked') throw mockError('error.user_was_blocked', 403);
            if (access === 'partner' && user.partnership.status !== 'active') throw mockError('error.forbidden', 403);
            auth = { user, token };
          }

          const parsed = await parseRequest(route, {
            params,
            query: parseQuery(new URL(request.url).searchParams),
            body: await readBody(route, request),
            headers: Object.fromEntries(request.headers),
          });
          if (!parsed.ok) throw validationError(parsed.issues);

          const context: HandlerContext = {
            db: runtime.db,
            clock: runtime.clock,
            scenario: runtime.scenario,
            runtime,
            lang,
            request,
          };
          const execute = async (): Promise<Response> => {
            try {
              return await encodeResponse(route, await resolve(parsed.value, context, auth), lang);
            } catch (error) {
              return failureResponse(route, error, lang);
            }
          };
          if (!idempotent || !auth) return await execute();
          const call = {
            db: runtime.db,
            clock: runtime.clock,
            userId: auth.user.id,
            key: idempotencyKeyOf(request),
            fingerprint: requestFingerprint(routeKey, parsed.value),
          };
          return await answerIdempotently(call, execute);
        } catch (error) {
          return failureResponse(route, error, lang);
        } finally {
          runtime.afterRequest();
        }
      };
      return METHOD_HANDLERS[route.method](path, ({ request, params }) => {
        const { harness } = options;
        if (!harness) return answer(request, params);
        return harness.around({ routeKey, request, lang: requestLang(request) }, () => answer(request, params));
      });
    },
  };
};

/** A handler for a `public` route. */
export const publicHandler = <R extends AppRoute>(
  route: R,
  resolve: (input: PublicInput<R>) => Awaitable<ContractResponse<R>>,
): ContractHandler => defineHandler(route, false, (parsed, context) => resolve({ ...context, ...parsed }));

/** A handler for a `user` or `partner` route: the resolver gets the signed-in, unblocked user. */
export const userHandler = <R extends AppRoute>(
  route: R,
  resolve: (input: UserInput<R>) => Awaitable<ContractResponse<R>>,
): ContractHandler =>
  defineHandler(route, true, (parsed, context, auth) => {
    if (!auth) throw mockError('error.unauthorized', 401);
    return resolve({ ...context, ...parsed, user: auth.user, token: auth.token });
  });

export const bindHandlers = (
  handlers: readonly ContractHandler[],
  getRuntime: () => MockRuntime,
  options: BindOptions,
): HttpHandler[] => handlers.map((handler) => handler.bind(getRuntime, options));
