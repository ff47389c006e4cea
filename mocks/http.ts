import {
  contract,
  DEFAULT_LOCALE,
  IDEMPOTENCY_KEY_HEADER,
  IdempotencyKeySchema,
  IdempotentHeadersSchema,
  isNoBody,
  listRoutes,
  LocaleSchema,
  routeMetaOf,
  type Locale,
  type RouteAccess,
} from '@contract';
import { isStandardSchema, type AppRoute, type ServerInferResponses } from '@ts-rest/core';
import { Effect } from 'effect';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { MockClock } from './clock';
import type { RequestHarness } from './control/harness';
import type { MockDb } from './db';
import {
  errorBody,
  InvalidFields,
  mockError,
  MockError,
  toMockError,
  type DomainError,
  type FieldIssue,
} from './errors';
import { answerIdempotently, requestFingerprint } from './idempotency';
import { localizeBody } from './messages';
import { authenticate, bearerToken } from './rules/sessions';
import { runRule } from './rules/effect-runtime';
import type { MockRuntime } from './runtime';
import type { Scenario } from './scenario';
import { formatPath, parseQuery, parseRequest, readBody, type ParsedRequest, type RawRequest } from './http/request';
import { byPathPrecedence } from './http/route-precedence';

/** A status and body the route declares, plus optional headers (a 302's Location). */
type ContractResponse<R extends AppRoute> = ServerInferResponses<R> & { headers?: Record<string, string> };

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

/**
 * What a resolver returns: the response, or a rule's effect of it, which the wrapper runs with the
 * runtime's clock (its domain errors answered from their `answer()`).
 */
type Resolved<R extends AppRoute> = Awaitable<ContractResponse<R>> | Effect.Effect<ContractResponse<R>, DomainError>;

/** A rule's result as the body of a response with this status. */
export const respond = <S extends number, A, E>(status: S, rule: Effect.Effect<A, E>) =>
  Effect.map(rule, (body) => ({ status, body }));

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

const routeLabel = (route: AppRoute): string => `${route.method} ${route.path}`;

const ROUTE_KEYS: ReadonlyMap<AppRoute, string> = new Map(listRoutes(contract).map(({ key, route }) => [route, key]));

/** The route's dotted key in the contract (`users.getMe`), or its label for a route outside it. */
const routeKeyOf = (route: AppRoute): string => ROUTE_KEYS.get(route) ?? routeLabel(route);

/* ---------- Answering ---------- */

const JSON_HEADERS = { 'Content-Type': 'application/json' };

const jsonResponse = (body: unknown, status: number, headers: Record<string, string> = {}): Response =>
  new HttpResponse(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } });

export const errorResponse = (error: MockError, lang: Locale): Response =>
  jsonResponse(errorBody(error, lang), error.status);

const validationError = (issues: FieldIssue[]): MockError => toMockError(new InvalidFields({ issues }));

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
  if (isNoBody(declared)) return new HttpResponse(null, { status: response.status, headers: response.headers });
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
  // Texts the mock stored in English go out in the caller's language.
  return jsonResponse(localizeBody(result.value, lang), response.status, response.headers);
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
  resolve: (parsed: ParsedRequest<R>, context: HandlerContext, auth: Auth) => Resolved<R>,
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
            const user = await runRule(authenticate(runtime.db, token), { clock: runtime.clock });
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
              const resolved = resolve(parsed.value, context, auth);
              const response = Effect.isEffect(resolved)
                ? await runRule(resolved, { clock: runtime.clock })
                : await resolved;
              return await encodeResponse(route, response, lang);
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
  resolve: (input: PublicInput<R>) => Resolved<R>,
): ContractHandler => defineHandler(route, false, (parsed, context) => resolve({ ...context, ...parsed }));

/** A handler for a `user` or `partner` route: the resolver gets the signed-in, unblocked user. */
export const userHandler = <R extends AppRoute>(
  route: R,
  resolve: (input: UserInput<R>) => Resolved<R>,
): ContractHandler =>
  defineHandler(route, true, (parsed, context, auth) => {
    if (!auth) throw mockError('error.unauthorized', 401);
    return resolve({ ...context, ...parsed, user: auth.user, token: auth.token });
  });

/** MSW tries handlers in order, so they are bound in the paths' precedence (a literal segment before a `:param`). */
export const bindHandlers = (
  handlers: readonly ContractHandler[],
  getRuntime: () => MockRuntime,
  options: BindOptions,
): HttpHandler[] => byPathPrecedence(handlers).map((handler) => handler.bind(getRuntime, options));
