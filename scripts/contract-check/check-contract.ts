/**
 * Calls every operation of the contract on a running API, writes included, and checks each answer
 * against the contract: the status must be declared by the route and the body must fit that
 * status's schema. Reads run first (their answers supply real ids), then creates, updates and
 * deletes; bodies are generated from the routes' own schemas from one seed, and each write is also
 * sent a few invalid bodies, which must be refused with the catalogue's error body. Money routes
 * carry an Idempotency-Key, and their 2xx answer must come back identical when the same request is
 * sent again with the same key.
 */
import { randomUUID } from 'node:crypto';
import {
  canonicalJson,
  contract,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  isNoBody,
  listRoutes,
  routeMetaOf,
  type ListedRoute,
} from '@contract';
import type { AppRoute, AppRouter } from '@ts-rest/core';
import { z } from 'zod';
import type { AdjustContext, RunInputs } from './adjustments';
import { buildMinimalQuery } from './build-query';
import { coverageOf, formatCoverage, type CheckOutcome, type CheckResult, type Coverage } from './coverage';
import { deriveSeed, generateInvalid, generateValid } from './generate';
import { sendRequest, type Exchange, type Transport } from './http';
import { firstValueIn, pathParamNames } from './ids';
import { mapLimited, planOperations, runInOrder, type Operation } from './plan';
import { accountFor, signIn, tokenAccount, type Account, type Accounts, type Credentials } from './session';
import { findRequestIssues, judgeAnswer, judgeRefusal, type Answer } from './validate';

export interface CheckContractOptions {
  baseUrl: string;
  /** Signed in through the contract's login route; user routes are called as the seller. */
  seller?: Credentials | undefined;
  /** Signed in likewise; partner routes are called as the partner (user routes too when no seller is given). */
  partner?: Credentials | undefined;
  /** A ready bearer token, for routes no signed-in account fits. */
  token?: string | undefined;
  /** Makes a run replayable: the same seed generates the same bodies. Random by default. */
  seed?: number | undefined;
  /** Sent as `scenario=<id>`: the demo backend may honour it, real APIs ignore it. */
  scenario?: string | undefined;
  fetch?: typeof fetch;
  /** Per request; 5 s by default. */
  timeoutMs?: number;
  /** The contract by default; tests may pass a smaller router. */
  router?: AppRouter;
  /**
   * Also send each money route (metadata `idempotent`) a request without its Idempotency-Key, an
   * empty body and a made-up id: an API that honours the contract refuses it (400, an issue naming
   * the header) and moves nothing.
   */
  probeIdempotency?: boolean;
  /** The caller's clock, for business rules of the moment (this year's statistics, a future expiry). */
  now?: () => Date;
  /** Values a sandbox hands out outside the API (captcha token, e-mailed code, card statement code). */
  inputs?: RunInputs;
}

export interface ContractCheckReport {
  seed: number;
  baseUrl: string;
  /** Who the run called the API as, e.g. "seller lan.nguyen@example.com". */
  accounts: string[];
  /** What kept the run from an account (a failed sign-in), one line each. */
  notes: string[];
  coverage: Coverage;
  results: CheckResult[];
}

/** The id put in a probed money route's path: no record has it. */
export const PROBE_ID = 'contract-check-probe';

const DEFAULT_TIMEOUT_MS = 5000;
/** Probes in flight at once. */
const PROBE_CONCURRENCY = 4;
/** fast-check seeds are 32-bit. */
export const MAX_SEED = 2 ** 32 - 1;

export const randomSeed = (): number => Math.floor(Math.random() * MAX_SEED);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const takesBody = (route: AppRoute): route is AppRoute & { body: z.ZodType } =>
  'body' in route && !isNoBody(route.body) && route.body instanceof z.ZodType;

export const checkContract = async (options: CheckContractOptions): Promise<ContractCheckReport> => {
  const router = options.router ?? contract;
  const seed = options.seed ?? randomSeed();
  const now = options.now ?? (() => new Date());
  const transport: Transport = {
    base: options.baseUrl.replace(/\/+$/, ''),
    fetch: options.fetch ?? fetch,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    scenario: options.scenario,
  };

  const accounts: Accounts = {};
  const notes: string[] = [];
  const signIns: Array<{ exchange: Exchange; caller: string }> = [];
  for (const role of ['seller', 'partner'] as const) {
    const credentials = options[role];
    if (!credentials) continue;
    const signedIn = await signIn(transport, role, credentials);
    signIns.push({ exchange: signedIn.exchange, caller: role });
    if (signedIn.account) accounts[role] = signedIn.account;
    if (signedIn.problem) notes.push(signedIn.problem);
  }
  if (options.token) accounts.token = await tokenAccount(transport, options.token);
  const accountsUsed = [accounts.seller, accounts.partner, accounts.token]
    .filter((account): account is Account => account !== undefined)
    .map((account) => `${account.role} ${account.label}`);

  const routes = listRoutes(router);
  const operations = planOperations(routes, seed);
  /** The last 2xx answer of each operation, where later ones find their ids. */
  const answers = new Map<string, unknown>();
  /** What each operation's call came to, in words, to say why an id is missing. */
  const outcomes = new Map<string, string>();
  const keyOf = new Map(routes.map(({ key, route }) => [route, key]));
  let lastAnsweredKey: string | undefined;

  const valueFrom: AdjustContext['valueFrom'] = (route, field = 'id', accept) => {
    const key = keyOf.get(route);
    return key === undefined ? undefined : firstValueIn(answers.get(key), field, accept);
  };

  const resolveParams = (
    operation: Operation,
    account: Account | undefined,
  ): { ok: true; params: Record<string, string> } | { ok: false; reason: string } => {
    const params: Record<string, string> = {};
    for (const param of operation.params) {
      if ('missing' in param) return { ok: false, reason: param.missing };
      if ('value' in param) {
        params[param.name] = param.value;
        continue;
      }
      const value = param.sources
        .map((source) => {
          if ('ownUserId' in source) return account?.userId;
          if ('sentIdempotencyKey' in source) return lastAnsweredKey;
          return valueFrom(source.route, source.field, source.accept);
        })
        .find((found) => found !== undefined);
      if (value === undefined) {
        const tried = param.sources.map((source) => {
          if ('ownUserId' in source) return 'the account has no user id';
          if ('sentIdempotencyKey' in source) return 'no money request was answered 2xx';
          const key = keyOf.get(source.route) ?? `${source.route.method} ${source.route.path}`;
          const outcome = outcomes.get(key) ?? 'was not called';
          return `${key} ${outcome === 'answered 2xx' ? `gave no ${source.field ?? 'id'}` : outcome}`;
        });
        return { ok: false, reason: `no value for :${param.name} (${tried.join('; ')})` };
      }
      params[param.name] = value;
    }
    return { ok: true, params };
  };

  const runOperation = async (operation: Operation): Promise<CheckResult[]> => {
    const { key, route, access } = operation;
    const account = accountFor(access, accounts);
    const caller = account?.role ?? (access === 'public' ? 'public' : '-');
    const line = (result: CheckOutcome, statusCode: number | null, issues: string[], url?: string): CheckResult => ({
      key,
      check: 'call',
      method: route.method,
      path: route.path,
      caller,
      ...(url && { url }),
      result,
      statusCode,
      issues,
    });
    const notChecked = (reason: string): CheckResult[] => {
      outcomes.set(key, 'was not checked');
      return [line('not-checked', null, [reason])];
    };

    if (operation.skip) return notChecked(operation.skip);
    if (access !== 'public' && !account) {
      const needed = access === 'partner' ? '--partner' : '--seller or --partner';
      return notChecked(`a ${access} route: no account to call it as (${needed}, or --token)`);
    }
    const resolved = resolveParams(operation, account);
    if (!resolved.ok) return notChecked(resolved.reason);
    const context: AdjustContext = { valueFrom, account, now: now(), inputs: options.inputs ?? {} };

    const queryPlan = await buildMinimalQuery(route.query);
    if (!queryPlan.ok) return notChecked(queryPlan.reason);
    const query = { ...queryPlan.query, ...operation.adjustment?.query?.(context) };

    let body: unknown;
    if (takesBody(route)) {
      const generated = generateValid(route.body, deriveSeed(seed, key, 'body'));
      if (!generated.ok) return notChecked(`no valid body: ${generated.reason}`);
      const adjustBody = operation.adjustment?.body;
      body = adjustBody ? adjustBody(context, generated.value) : generated.value;
    }
    const idempotent = routeMetaOf(route)?.idempotent === true;
    const keyHeader = (): Record<string, string> => (idempotent ? { [IDEMPOTENCY_KEY_HEADER]: randomUUID() } : {});
    const headers = keyHeader();
    const invalidRequest = await findRequestIssues(route, { params: resolved.params, query, body, headers });
    if (invalidRequest.length > 0) return notChecked(`the request built breaks the contract: ${invalidRequest[0]}`);

    const send = (sentBody: unknown, sentHeaders: Record<string, string>): Promise<Exchange> =>
      sendRequest(transport, route, {
        params: resolved.params,
        query,
        body: sentBody,
        token: account?.token,
        headers: sentHeaders,
      });

    // Refusals first: a delete or an action may leave nothing to send them to.
    const refusals: CheckResult[] = [];
    if (takesBody(route)) {
      for (const invalid of generateInvalid(route.body, body, deriveSeed(seed, key, 'invalid'))) {
        const exchange = await send(invalid.value, keyHeader());
        const verdict = exchange.answer
          ? await judgeRefusal(route, exchange.answer, `an invalid body (${invalid.flaw})`)
          : { outcome: 'unreachable' as const, issues: [exchange.error] };
        refusals.push({
          ...line(verdict.outcome, exchange.answer?.status ?? null, verdict.issues, exchange.url),
          check: 'invalid body',
          detail: invalid.flaw,
        });
      }
    }

    const signedIn = route === contract.users.login ? signIns[0] : undefined;
    const exchange = signedIn?.exchange ?? (await send(body, headers));
    const called = signedIn ? signedIn.caller : caller;
    if (!exchange.answer) {
      outcomes.set(key, 'was unreachable');
      return [{ ...line('unreachable', null, [exchange.error], exchange.url), caller: called }, ...refusals];
    }
    const answer = exchange.answer;
    const verdict = await judgeAnswer(route, answer);
    outcomes.set(key, verdict.outcome === 'ok-2xx' ? 'answered 2xx' : `answered ${answer.status}`);
    if (verdict.outcome === 'ok-2xx') answers.set(key, answer.body);
    const results = [
      { ...line(verdict.outcome, answer.status, verdict.issues, exchange.url), caller: called },
      ...refusals,
    ];
    if (idempotent && verdict.outcome === 'ok-2xx') {
      lastAnsweredKey = headers[IDEMPOTENCY_KEY_HEADER];
      const replay = await send(body, headers);
      results.push({ ...checkReplay(answer, replay, line), check: 'replay' });
    }
    return results;
  };

  const resultsByKey = await runInOrder(operations, runOperation, (operation): CheckResult[] => [
    {
      key: operation.key,
      check: 'call',
      method: operation.route.method,
      path: operation.route.path,
      result: 'not-checked',
      statusCode: null,
      issues: [`waits for ${operation.after.join(', ')}, which never ran`],
    },
  ]);

  const probes = options.probeIdempotency
    ? await mapLimited(
        routes.filter(({ route }) => routeMetaOf(route)?.idempotent === true),
        PROBE_CONCURRENCY,
        (listed) =>
          probeIdempotency(listed, transport, accountFor(routeMetaOf(listed.route)?.access ?? 'user', accounts)),
      )
    : [];

  // Declaration order, as the contract lists them; the probed money routes after them.
  const results = [...operations.flatMap((operation) => resultsByKey.get(operation.key) ?? []), ...probes];
  return {
    seed,
    baseUrl: options.baseUrl,
    accounts: accountsUsed,
    notes,
    coverage: coverageOf(results),
    results,
  };
};

/** The same request again with the same key: the first answer must come back, marked as replayed. */
const checkReplay = (
  first: Answer,
  replay: Exchange,
  line: (result: CheckOutcome, statusCode: number | null, issues: string[], url?: string) => CheckResult,
): CheckResult => {
  if (!replay.answer) return line('unreachable', null, [replay.error], replay.url);
  const issues: string[] = [];
  if (replay.answer.status !== first.status)
    issues.push(`replayed with status ${replay.answer.status}, first answered ${first.status}`);
  if (canonicalJson(replay.answer.body) !== canonicalJson(first.body))
    issues.push('the replayed body differs from the first answer');
  if (replay.answer.headers.get(IDEMPOTENT_REPLAYED_HEADER) !== 'true')
    issues.push(`the replay lacks the ${IDEMPOTENT_REPLAYED_HEADER}: true header`);
  return line(issues.length > 0 ? 'mismatch' : 'ok-2xx', replay.answer.status, issues, replay.url);
};

/** A money route called without its key: ok when refused with a 400 whose issues name the header. */
const probeIdempotency = async (
  { key, route }: ListedRoute,
  transport: Transport,
  account: Account | undefined,
): Promise<CheckResult> => {
  const common = { key, check: 'no idempotency key' as const, method: route.method, path: route.path };
  if (!account) {
    return {
      ...common,
      result: 'not-checked',
      statusCode: null,
      issues: ['no account to call it as: money routes are signed in'],
    };
  }
  const params = Object.fromEntries(pathParamNames(route.path).map((name) => [name, PROBE_ID]));
  const exchange = await sendRequest(transport, route, {
    params,
    query: {},
    body: takesBody(route) ? {} : undefined,
    token: account.token,
  });
  const withCaller = { ...common, caller: account.role, url: exchange.url };
  if (!exchange.answer) return { ...withCaller, result: 'unreachable', statusCode: null, issues: [exchange.error] };
  const { answer } = exchange;
  const verdict = await judgeRefusal(route, answer, `a call without ${IDEMPOTENCY_KEY_HEADER}`);
  const namesKey =
    answer.status === 400 &&
    isPlainObject(answer.body) &&
    Array.isArray(answer.body.issues) &&
    answer.body.issues.some(
      (issue: unknown) =>
        isPlainObject(issue) &&
        typeof issue.path === 'string' &&
        issue.path.toLowerCase().includes(IDEMPOTENCY_KEY_HEADER),
    );
  if (verdict.outcome === 'ok-error' && !namesKey) {
    return {
      ...withCaller,
      result: 'mismatch',
      statusCode: answer.status,
      issues: [`a call without ${IDEMPOTENCY_KEY_HEADER} was not refused for it (400 with an issue at the header)`],
    };
  }
  return { ...withCaller, result: verdict.outcome, statusCode: answer.status, issues: verdict.issues };
};

const truncate = (text: string, width: number): string => (text.length > width ? `${text.slice(0, width - 1)}…` : text);

const labelOf = (result: CheckResult): string =>
  result.check === 'call' ? result.key : `${result.key} (${result.check}${result.detail ? `: ${result.detail}` : ''})`;

/** The printed report: one row per check, then the count of each outcome and the coverage line. */
export const formatReport = (report: ContractCheckReport): string => {
  const rows = report.results.map((result) => [
    labelOf(result),
    `${result.method} ${result.path}`,
    result.caller ?? '-',
    result.statusCode === null ? '-' : String(result.statusCode),
    result.result,
    truncate(result.issues.slice(0, 2).join('; '), 120),
  ]);
  const header = ['check', 'call', 'as', 'status', 'result', 'issues'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const format = (cells: string[]): string =>
    cells
      .map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  const outcomes: CheckOutcome[] = ['ok-2xx', 'ok-error', 'mismatch', 'server-error', 'unreachable', 'not-checked'];
  const counts = outcomes
    .map((outcome) => `${report.results.filter((result) => result.result === outcome).length} ${outcome}`)
    .join(', ');
  return [
    format(header),
    ...rows.map(format),
    '',
    `accounts: ${report.accounts.length > 0 ? report.accounts.join(', ') : 'none (signed-in routes are not checked)'}`,
    ...report.notes,
    `checks: ${counts}`,
    formatCoverage(report.coverage),
    `seed: ${report.seed}`,
  ].join('\n');
};
