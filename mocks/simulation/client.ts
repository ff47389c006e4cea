import { contract } from '@contract';
import { BUSINESS_TIME_ZONE } from '@contract/common/business-calendar';
import { initClient, isStandardSchema, type AppRoute } from '@ts-rest/core';
import { getResponse, type HttpHandler } from 'msw';

/*
 * The seller's side of the simulation talks to the mock through the typed contract client,
 * answered in-process by the mock's own MSW handlers (no network, no global fetch patch).
 * Every answer is checked against the contract where it is received.
 */

/** Any origin works: the mock's handlers match the path on every host. */
const ORIGIN = 'http://simulation.mock.test';
/** The timezone every simulated call sends (X-Timezone), the app's default. */
export const TIMEZONE = BUSINESS_TIME_ZONE;

const formatIssuePath = (path: ReadonlyArray<PropertyKey | { key: PropertyKey }> | undefined): string =>
  (path ?? []).map((segment) => String(typeof segment === 'object' ? segment.key : segment)).join('.') || '(root)';

/**
 * Why an answer breaks the contract, or null. A status the route does not declare, a body
 * that does not fit its status's schema, and a 500 are violations; a declared refusal
 * (a 4xx in the error shape) is not.
 */
export const contractViolation = async (route: AppRoute, status: number, body: unknown): Promise<string | null> => {
  const label = `${route.method} ${route.path} answered ${status}`;
  if (!(status in route.responses)) return `${label}: status not declared by the contract`;
  const schema: unknown = route.responses[status];
  if (isStandardSchema(schema)) {
    const result = await schema['~standard'].validate(body);
    if (result.issues && result.issues.length > 0) {
      const issues = result.issues.map((issue) => `${formatIssuePath(issue.path)}: ${issue.message}`);
      return `${label}: body breaks the contract (${issues.slice(0, 5).join('; ')})`;
    }
  }
  if (status === 500) return `${label}: server error ${JSON.stringify(body)}`;
  return null;
};

const readBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (text === '') return undefined;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/**
 * The handlers that may answer a route: the mock binds each route on `*<path>`. msw would
 * otherwise try every handler in turn, which makes a late route 4× slower to answer.
 */
const handlersOf = (handlers: HttpHandler[], route: AppRoute): HttpHandler[] => {
  const path = `*${route.path}`;
  const own = handlers.filter((handler) => handler.info.method === route.method && handler.info.path === path);
  return own.length > 0 ? own : handlers;
};

/** Told about every answer: its route, status and contract violation (null when it fits). */
export type ResponseListener = (route: AppRoute, status: number, violation: string | null) => void;

/** The contract client of one user, answered by `handlers`; `readToken` gives their current session. */
export const createSimulationClient = (
  handlers: HttpHandler[],
  readToken: () => string,
  onResponse: ResponseListener,
) => {
  const byRoute = new Map<AppRoute, HttpHandler[]>();
  const candidates = (route: AppRoute): HttpHandler[] => {
    const known = byRoute.get(route);
    if (known) return known;
    const found = handlersOf(handlers, route);
    byRoute.set(route, found);
    return found;
  };
  return initClient(contract, {
    baseUrl: ORIGIN,
    baseHeaders: { Authorization: () => `Bearer ${readToken()}`, 'X-Timezone': TIMEZONE },
    api: async (args) => {
      const request = new Request(args.path, {
        method: args.method,
        headers: args.headers,
        body: args.method === 'GET' ? null : (args.body ?? null),
      });
      const response = await getResponse(candidates(args.route), request);
      if (!response) {
        onResponse(args.route, 404, `${args.route.method} ${args.route.path}: no mock handler answered`);
        return { status: 404, body: undefined, headers: new Headers() };
      }
      const body = await readBody(response);
      onResponse(args.route, response.status, await contractViolation(args.route, response.status, body));
      return { status: response.status, body, headers: response.headers };
    },
  });
};

export type SimulationClient = ReturnType<typeof createSimulationClient>;
