/**
 * Checks of one HTTP exchange against one contract route, shared by `contract:check` and
 * `contract:proxy`: is this answer what the route declares (`findAnswerIssues`), is this request
 * what it accepts (`findRequestIssues`, the mock backend's own parser), and one readable line for
 * a fetch that got no answer.
 */
import { ErrorBodySchema, IDEMPOTENT_REPLAYED_HEADER, isNoBody, routeMetaOf } from '@contract';
import type { AppRoute } from '@ts-rest/core';
import { z } from 'zod';
import { findContractViolation } from '@/lib/response-validation';
import { parseRequest, type RawRequest } from '@mocks/http/request';

/** An answer as it came over the wire, before anything is made of its body. */
export interface WireAnswer {
  status: number;
  /** A header's value by its lower-case name. */
  header(name: string): string | undefined;
  /** The body's text; null when its content encoding could not be decoded. */
  text: string | null;
}

export interface AnswerIssues {
  /** "path: message" per problem; empty when the answer is what the route declares. */
  issues: string[];
  /**
   * The body is not JSON where the route declares JSON (an HTML error page, a half-configured
   * gateway): no client can read it.
   */
  unreadable: boolean;
  /** The body parsed as JSON; undefined when empty or not read as JSON. */
  body: unknown;
}

/** Whether an answer with this status must be JSON: a declared body, or an undeclared status (every error answer is). */
const expectsJson = (route: AppRoute, status: number): boolean =>
  !(status in route.responses) || !isNoBody(route.responses[status]);

const SNIPPET_LENGTH = 60;

const snippetOf = (text: string): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > SNIPPET_LENGTH ? `${flat.slice(0, SNIPPET_LENGTH)}…` : flat;
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Input keys the parsed output lost, each as "path: not in the contract"; zod drops exactly the undeclared ones. */
const lostKeys = (input: unknown, output: unknown, path: string): string[] => {
  if (Array.isArray(input) && Array.isArray(output))
    return input.flatMap((item, index) => lostKeys(item, output[index], `${path}${index}.`));
  if (!isPlainObject(input) || !isPlainObject(output)) return [];
  return Object.entries(input).flatMap(([key, value]) =>
    key in output ? lostKeys(value, output[key], `${path}${key}.`) : [`${path}${key}: not in the contract`],
  );
};

/**
 * Fields of a valid body the status's schema does not declare, at any depth: drift a client
 * generated from the published document rejects (its objects are closed). Zod's objects strip
 * unknown keys, so a key of the body missing from the parsed value is one the contract lacks;
 * this reads the contract's own schemas as they are, with no strict copy of them to keep in step.
 */
const findExtraFields = async (route: AppRoute, status: number, body: unknown): Promise<string[]> => {
  const schema: unknown = route.responses[status];
  if (!(schema instanceof z.ZodType)) return [];
  const parsed = await z.safeParseAsync(schema, body);
  return parsed.success ? lostKeys(body, parsed.data, '') : [];
};

/**
 * What is wrong with an answer for its route: a body that is not JSON where JSON is declared, a
 * JSON body without a JSON content type (the app would read it as text), a status the route does
 * not declare or a body that breaks the status's schema (`findContractViolation`, as the app
 * checks in dev builds) or carries a field it does not declare (`findExtraFields`), a replay header that is not "true" or comes from a route without an
 * Idempotency-Key, a redirect without a Location.
 */
export const findAnswerIssues = async (route: AppRoute, answer: WireAnswer): Promise<AnswerIssues> => {
  const contentType = answer.header('content-type') ?? '';
  if (answer.text === null) {
    const encoding = answer.header('content-encoding') ?? '';
    return {
      issues: [`headers.content-encoding: cannot decode a ${encoding} body`],
      unreadable: true,
      body: undefined,
    };
  }
  const issues: string[] = [];
  let body: unknown = undefined;
  if (answer.text.trim() !== '' && expectsJson(route, answer.status)) {
    try {
      body = JSON.parse(answer.text);
    } catch {
      const kind = contentType || 'no content-type';
      return { issues: [`not JSON (${kind}): "${snippetOf(answer.text)}"`], unreadable: true, body: undefined };
    }
    if (!contentType.toLowerCase().includes('json')) {
      issues.push(`headers.content-type: expected application/json, got ${contentType || 'none'}`);
    }
  }
  const violation = await findContractViolation(route, answer.status, body);
  if (violation) issues.push(...violation.issues);
  else if (answer.status in route.responses) issues.push(...(await findExtraFields(route, answer.status, body)));
  const replayed = answer.header(IDEMPOTENT_REPLAYED_HEADER);
  if (replayed !== undefined) {
    if (replayed !== 'true') issues.push(`headers.${IDEMPOTENT_REPLAYED_HEADER}: expected "true", got "${replayed}"`);
    if (routeMetaOf(route)?.idempotent !== true) {
      issues.push(`headers.${IDEMPOTENT_REPLAYED_HEADER}: the route takes no Idempotency-Key`);
    }
  }
  if (answer.status >= 300 && answer.status < 400 && !answer.header('location')) {
    issues.push(`headers.location: missing on a ${answer.status}`);
  }
  return { issues, unreadable: false, body };
};

/**
 * What the route's own schemas say about a request, read as the mock backend reads one:
 * "headers.idempotency-key: …", "body.amount: …"; empty when the route accepts it.
 */
export const findRequestIssues = async (route: AppRoute, request: RawRequest): Promise<string[]> => {
  const parsed = await parseRequest(route, request);
  return parsed.ok ? [] : parsed.issues.map((issue) => `${issue.path}: ${issue.message}`);
};

/** An answer as `contract:check` read it: the wire answer and its JSON body. */
export interface Answer {
  status: number;
  /** The parsed JSON body; undefined when empty or not JSON. */
  body: unknown;
  text: string;
  headers: Headers;
}

type AnswerOutcome = 'ok-2xx' | 'ok-error' | 'mismatch' | 'server-error' | 'not-checked';

export interface AnswerVerdict {
  outcome: AnswerOutcome;
  /** "path: message" per problem; for not-checked, one line of why. */
  issues: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A declared 2xx, or a declared redirect (a relay route answering a browser): the operation did what it does. */
const isSuccess = (status: number): boolean => status >= 200 && status < 400;

/** Reads an answer's body: parsed JSON when it parses (undefined when empty or not JSON). */
export const readAnswer = async (response: Response): Promise<Answer> => {
  const text = await response.text();
  let body: unknown = undefined;
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: findAnswerIssues says so where the route declares JSON.
    }
  }
  return { status: response.status, body, text, headers: response.headers };
};

const wireOf = (answer: Answer): WireAnswer => ({
  status: answer.status,
  header: (name) => answer.headers.get(name) ?? undefined,
  text: answer.text,
});

/** Why a 401 or 403 checks nothing: "answered 403 (error.forbidden): the account was not let in". */
const notLetIn = (answer: Answer): string => {
  const error = ErrorBodySchema.safeParse(answer.body);
  return `answered ${answer.status}${error.success ? ` (${error.data.code})` : ''}: the account was not let in`;
};

/** A 5xx: the server failed, whatever the contract declares for it. */
const isServerError = (status: number): boolean => status >= 500 && status < 600;

/** A 5xx's verdict: its error code (or what is wrong with its body), never ok, never a mere refusal. */
const serverError = (answer: Answer, issues: string[]): AnswerVerdict => {
  const error = ErrorBodySchema.safeParse(answer.body);
  const said = error.success ? [`${error.data.code}: ${error.data.message}`] : [];
  return { outcome: 'server-error', issues: [`the server failed (${answer.status})`, ...said, ...issues] };
};

/**
 * Whether an answer fits its route: the status must be declared and the body must fit that status's
 * schema. A declared 401 or 403 with a valid error body says nothing about the route itself (the
 * caller was not let in), so it is not-checked, never ok; a 5xx is a server error, declared or not.
 */
export const judgeAnswer = async (route: AppRoute, answer: Answer): Promise<AnswerVerdict> => {
  const { issues } = await findAnswerIssues(route, wireOf(answer));
  if (isServerError(answer.status)) return serverError(answer, issues);
  if (issues.length > 0) return { outcome: 'mismatch', issues };
  if (answer.status === 401 || answer.status === 403) {
    return { outcome: 'not-checked', issues: [notLetIn(answer)] };
  }
  if (isSuccess(answer.status)) return { outcome: 'ok-2xx', issues: [] };
  // The refusal's own code says which business rule answered, e.g. "error.insufficient_balance".
  const error = ErrorBodySchema.safeParse(answer.body);
  return { outcome: 'ok-error', issues: error.success ? [`${error.data.code}: ${error.data.message}`] : [] };
};

/** The statuses a route refuses a malformed request with. */
const REFUSAL_STATUSES = [400, 422] as const;

/**
 * Whether an answer is the refusal of a request the contract rejects (an invalid body, a money call
 * without its key): a 400 or 422 the route declares, with the catalogue's error body.
 */
export const judgeRefusal = async (route: AppRoute, answer: Answer, what: string): Promise<AnswerVerdict> => {
  if (isServerError(answer.status)) return serverError(answer, []);
  if (answer.status === 401 || answer.status === 403) return { outcome: 'not-checked', issues: [notLetIn(answer)] };
  const refused = REFUSAL_STATUSES.some((status) => status === answer.status && status in route.responses);
  if (!refused) {
    return {
      outcome: 'mismatch',
      issues: [`${what} was answered ${answer.status}; the contract refuses it with a 400 or 422 error body`],
    };
  }
  const body = ErrorBodySchema.safeParse(answer.body);
  if (!body.success) {
    return {
      outcome: 'mismatch',
      issues: body.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    };
  }
  // The refusal's code and the field it names, e.g. "error.validation at body.amount".
  const named = body.data.issues?.[0]?.path;
  return { outcome: 'ok-error', issues: [`${body.data.code}${named ? ` at ${named}` : ''}`] };
};

/** One line for a request that got no answer: a timeout, a refused or closed connection. */
export const describeNetworkError = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'TimeoutError') return 'timed out';
  const cause: unknown = error.cause;
  const code = isRecord(cause) && typeof cause.code === 'string' ? cause.code : undefined;
  if (code === 'ECONNREFUSED') return 'connection refused (ECONNREFUSED)';
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') return `connection closed without an answer (${code})`;
  return code ? `${error.message} (${code})` : error.message;
};
