/**
 * Calls every read-only route of the contract on a running API and checks
 * each answer against the contract: the status must be declared by the route
 * and the body must fit that status's schema. On request, also checks that
 * every money route refuses a call without its Idempotency-Key.
 */
import {
  contract,
  ErrorBodySchema,
  IDEMPOTENCY_KEY_HEADER,
  isNoBody,
  listRoutes,
  routeMetaOf,
  type ListedRoute,
} from '@contract';
import type { AppRoute, AppRouter } from '@ts-rest/core';
import { findContractViolation } from '@/lib/response-validation';
import { buildMinimalQuery } from './build-query';

type CheckOutcome = 'ok' | 'mismatch' | 'unreachable' | 'skipped';

export interface CheckResult {
  /** Dotted contract key, e.g. "users.getMe". */
  key: string;
  method: string;
  /** The contract's path template, e.g. "/api/pixels/:id". */
  path: string;
  /** The URL actually called (absent when skipped). */
  url?: string;
  result: CheckOutcome;
  /** HTTP status received; null when there was no answer. */
  statusCode: number | null;
  /** "path: message" per zod issue (mismatch), or one line of why (unreachable, skipped). */
  issues: string[];
}

export interface CheckContractOptions {
  baseUrl: string;
  token?: string;
  /** Sent as `scenario=<id>`: the demo backend may honour it, real APIs ignore it. */
  scenario?: string;
  fetch?: typeof fetch;
  /** Per request; 5 s by default. */
  timeoutMs?: number;
  /** The contract by default; tests may pass a smaller router. */
  router?: AppRouter;
  /**
   * Also send each money route (metadata `idempotent`) a request without its Idempotency-Key,
   * an empty body and a made-up id: an API that honours the contract refuses it (400, an issue
   * naming the header) and moves nothing. Off by default: it is not a read.
   */
  probeIdempotency?: boolean;
}

/** The id put in a probed money route's path: no record has it. */
export const PROBE_ID = 'contract-check-probe';

const DEFAULT_TIMEOUT_MS = 5000;
/** Requests in flight at once: fast against a mock, gentle on a shared staging API. */
const CONCURRENCY = 4;

type Candidate = ListedRoute & { skip?: string };

/** Routes a checker may call without changing anything, with a reason when it will not call them. */
const selectRoutes = (router: AppRouter): Candidate[] =>
  listRoutes(router)
    .filter(({ route }) => route.method === 'GET' && routeMetaOf(route)?.browserRedirect !== true)
    .map((listed) =>
      // A GET that may answer 302 is a provider callback for the browser, not an API read.
      302 in listed.route.responses ? { ...listed, skip: 'browser callback (declares a 302)' } : listed,
    );

const pathParamNames = (route: AppRoute): string[] =>
  [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The first `id` in a list answer: a bare array, a paged `content`, or any array property. */
const firstIdIn = (body: unknown): string | undefined => {
  const arrays: unknown[][] = Array.isArray(body)
    ? [body]
    : isRecord(body)
      ? [body.content, ...Object.values(body)].filter((value): value is unknown[] => Array.isArray(value))
      : [];
  for (const items of arrays) {
    for (const item of items) {
      if (isRecord(item) && (typeof item.id === 'string' || typeof item.id === 'number')) return String(item.id);
    }
  }
  return undefined;
};

const readBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (text.trim() === '') return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed;
  } catch {
    // Left as text: the schema then reports it as the wrong type.
    return text;
  }
};

const describeError = (error: unknown): string => {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError') return 'timed out';
    const cause: unknown = error.cause;
    const code = isRecord(cause) && typeof cause.code === 'string' ? cause.code : undefined;
    return code ? `${error.message} (${code})` : error.message;
  }
  return String(error);
};

/** Runs tasks with at most `limit` in flight, keeping their order in the result. */
const mapLimited = async <T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> => {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      // NOTE: index < items.length was just checked, so the item exists.
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
};

interface Called {
  result: CheckResult;
  body: unknown;
}

export const checkContract = async (options: CheckContractOptions): Promise<CheckResult[]> => {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const base = options.baseUrl.replace(/\/+$/, '');
  const candidates = selectRoutes(options.router ?? contract);

  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;

  const skipped = ({ key, route }: ListedRoute, reason: string): CheckResult => ({
    key,
    method: route.method,
    path: route.path,
    result: 'skipped',
    statusCode: null,
    issues: [reason],
  });

  const call = async ({ key, route }: ListedRoute, params: Record<string, string>): Promise<Called> => {
    const plan = await buildMinimalQuery(route.query);
    if (!plan.ok) return { result: skipped({ key, route }, plan.reason), body: undefined };
    const search = new URLSearchParams({ ...plan.query, lang: 'en' });
    if (options.scenario) search.set('scenario', options.scenario);
    const path = route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
    const url = `${base}${path}?${search.toString()}`;
    const common = { key, method: route.method, path: route.path, url };

    let response: Response;
    let body: unknown;
    try {
      response = await doFetch(url, { method: 'GET', headers, signal: AbortSignal.timeout(timeoutMs) });
      body = await readBody(response);
    } catch (error) {
      return {
        result: { ...common, result: 'unreachable', statusCode: null, issues: [describeError(error)] },
        body: undefined,
      };
    }
    const violation = await findContractViolation(route, response.status, body);
    return {
      result: violation
        ? { ...common, result: 'mismatch', statusCode: response.status, issues: violation.issues }
        : { ...common, result: 'ok', statusCode: response.status, issues: [] },
      body,
    };
  };

  // Routes without path params first: their answers supply the ids for the others.
  const plain = candidates.filter((candidate) => !candidate.skip && pathParamNames(candidate.route).length === 0);
  const plainCalls = await mapLimited(plain, CONCURRENCY, (candidate) => call(candidate, {}));
  const answered = new Map(plain.map((candidate, index) => [candidate.route.path, plainCalls[index]]));

  const withParams = candidates.filter((candidate) => !candidate.skip && pathParamNames(candidate.route).length > 0);
  const paramResults = await mapLimited(withParams, CONCURRENCY, async (candidate): Promise<CheckResult> => {
    const names = pathParamNames(candidate.route);
    if (names.length !== 1 || names[0] !== 'id')
      return skipped(candidate, `cannot fill path params ${names.join(', ')}`);
    // "/api/pixels/:id/settings" takes its id from the list at "/api/pixels".
    const listPath = candidate.route.path.slice(0, candidate.route.path.indexOf('/:id'));
    const list = answered.get(listPath);
    if (!list) return skipped(candidate, `no list route GET ${listPath} to take an id from`);
    const id = list.result.result === 'ok' ? firstIdIn(list.body) : undefined;
    if (id === undefined)
      return skipped(candidate, `GET ${listPath} gave no id (${list.result.result}, ${list.result.statusCode ?? '-'})`);
    return (await call(candidate, { id })).result;
  });

  const probes = options.probeIdempotency
    ? await mapLimited(
        listRoutes(options.router ?? contract).filter(({ route }) => routeMetaOf(route)?.idempotent === true),
        CONCURRENCY,
        (listed) => probeIdempotency(listed, { base, headers, doFetch, timeoutMs, token: options.token }),
      )
    : [];

  const byKey = new Map<string, CheckResult>([
    ...plainCalls.map((called): [string, CheckResult] => [called.result.key, called.result]),
    ...paramResults.map((result): [string, CheckResult] => [result.key, result]),
  ]);
  // Declaration order, as the contract lists them; the probed money routes after the reads.
  return [
    ...candidates.map((candidate) => byKey.get(candidate.key) ?? skipped(candidate, candidate.skip ?? 'not selected')),
    ...probes,
  ];
};

interface ProbeContext {
  base: string;
  headers: Record<string, string>;
  doFetch: typeof fetch;
  timeoutMs: number;
  token: string | undefined;
}

/** A money route called without its key: ok when refused with a 400 whose issues name the header. */
const probeIdempotency = async ({ key, route }: ListedRoute, probe: ProbeContext): Promise<CheckResult> => {
  const common = { key, method: route.method, path: route.path };
  if (!probe.token) {
    return { ...common, result: 'skipped', statusCode: null, issues: ['needs --token: money routes are signed in'] };
  }
  const path = route.path.replace(/:(\w+)/g, PROBE_ID);
  const url = `${probe.base}${path}?lang=en`;
  const sendsBody = 'body' in route && !isNoBody(route.body);
  let status: number;
  let body: unknown;
  try {
    const response = await probe.doFetch(url, {
      method: route.method,
      headers: sendsBody ? { ...probe.headers, 'Content-Type': 'application/json' } : probe.headers,
      body: sendsBody ? '{}' : null,
      signal: AbortSignal.timeout(probe.timeoutMs),
    });
    status = response.status;
    body = await readBody(response);
  } catch (error) {
    return { ...common, url, result: 'unreachable', statusCode: null, issues: [describeError(error)] };
  }
  // A route this account may not call (a partner's route, a seller's token) says nothing about its key.
  if (status === 401 || status === 403) {
    return { ...common, url, result: 'skipped', statusCode: status, issues: [`not checked: answered ${status}`] };
  }
  const refusal = ErrorBodySchema.safeParse(body);
  const namesKey =
    status === 400 &&
    refusal.success &&
    (refusal.data.issues ?? []).some((issue) => issue.path.toLowerCase().includes(IDEMPOTENCY_KEY_HEADER));
  return namesKey
    ? { ...common, url, result: 'ok', statusCode: status, issues: [] }
    : {
        ...common,
        url,
        result: 'mismatch',
        statusCode: status,
        issues: [`a call without ${IDEMPOTENCY_KEY_HEADER} was not refused for it (400 with an issue at the header)`],
      };
};

interface CheckSummary {
  ok: number;
  mismatch: number;
  unreachable: number;
  skipped: number;
}

const summarize = (results: readonly CheckResult[]): CheckSummary => {
  const summary: CheckSummary = { ok: 0, mismatch: 0, unreachable: 0, skipped: 0 };
  for (const { result } of results) summary[result] += 1;
  return summary;
};

/** 1 on any mismatch, 2 when no route answered at all, else 0. */
export const exitCodeOf = (results: readonly CheckResult[]): number => {
  const summary = summarize(results);
  if (summary.mismatch > 0) return 1;
  if (summary.ok === 0) return 2;
  return 0;
};

const truncate = (text: string, width: number): string => (text.length > width ? `${text.slice(0, width - 1)}…` : text);

/** The printed report: one row per route, then the summary line. */
export const formatReport = (results: readonly CheckResult[]): string => {
  const rows = results.map((result) => [
    result.key,
    `${result.method} ${result.path}`,
    result.statusCode === null ? '-' : String(result.statusCode),
    result.result,
    truncate(result.issues.slice(0, 2).join('; '), 100),
  ]);
  const header = ['route', 'call', 'status', 'result', 'issues'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]): string =>
    cells
      .map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  const summary = summarize(results);
  return [
    line(header),
    ...rows.map(line),
    '',
    `${summary.ok} ok, ${summary.mismatch} mismatch, ${summary.unreachable} unreachable, ${summary.skipped} skipped`,
  ].join('\n');
};
