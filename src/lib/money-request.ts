import type { MoneyAction } from '@contract/common/contract-builder';
import { IDEMPOTENT_REPLAYED_HEADER } from '@contract/common/primitives.schema';
import { RequestOutcomeSchema, type RequestOutcome } from '@contract/idempotency/idempotency.schema';
import type { ApiFetcherResult } from './api-fetcher';
import { whileRecovering, type MoneyIntentKind, type MoneyIntentNews, type MoneyIntentStore } from './money-intents';
import { MoneyOutcomeError } from './money-outcome-error';

/*
 * A money request through to a known outcome (docs/decisions/money-and-ledger.md, "A lost answer"). When
 * its answer is lost or is a server error, the server is asked what became of the request's key, without
 * sending it again; a request that went through is then sent again with the same key, which the server
 * answers from its record (nothing moves), so the screen carries on as if the first answer had come.
 */

const MAINTENANCE_CODE = 'error.we_are_maintaining';

/** Waits between the questions to the server after a lost answer: about seven seconds in all. */
export const OUTCOME_LOOKUP_DELAYS_MS = [0, 1_000, 2_000, 4_000] as const;

const isSuccess = (status: number) => status >= 200 && status < 300;

const hasCode = (body: unknown, code: string): boolean =>
  typeof body === 'object' && body !== null && 'code' in body && body.code === code;

/**
 * An answer that does not tell what happened: a server error may come after the money moved. Maintenance
 * is the exception: it stops every request before anything runs.
 */
const isLostAnswer = (result: ApiFetcherResult): boolean =>
  result.status >= 500 && !hasCode(result.body, MAINTENANCE_CODE);

const integerField = (body: unknown, field: string): number | null => {
  if (typeof body !== 'object' || body === null || !(field in body)) return null;
  const value: unknown = Reflect.get(body, field);
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
};

const textField = (body: unknown, field: string): string | null => {
  if (typeof body !== 'object' || body === null || !(field in body)) return null;
  const value: unknown = Reflect.get(body, field);
  return typeof value === 'string' ? value : null;
};

const TICKET_KINDS: Record<string, MoneyIntentKind> = {
  recharge_user_balance: 'topUp',
  request_refund: 'refund',
  setup_cost: 'setupCost',
  create_ads_account: 'adAccountRequest',
};

const SIMPLE_KINDS: Record<Exclude<MoneyAction, 'adAccountMove' | 'ticket'>, MoneyIntentKind> = {
  topUp: 'topUp',
  autoTopUp: 'autoTopUp',
  refund: 'refund',
  plan: 'plan',
  cardVerification: 'cardVerification',
  giftCodeRedeem: 'giftCodeRedeem',
  giftCodeCreate: 'giftCodeCreate',
};

/** What the user is told the request was, from the route's money action and the body sent. */
export const describeMoneyAction = (
  action: MoneyAction | undefined,
  body: unknown,
): { kind: MoneyIntentKind | null; amountCents: number | null } => {
  const type = textField(body, 'type');
  const kind: MoneyIntentKind | null = (() => {
    switch (action) {
      case undefined:
        return null;
      case 'adAccountMove':
        return type === 'withdraw' ? 'withdraw' : 'transfer';
      case 'ticket':
        return type ? (TICKET_KINDS[type] ?? null) : null;
      default:
        return SIMPLE_KINDS[action];
    }
  })();
  // An auto top-up's amount is per top-up, not what this request moves.
  const amountCents = kind === 'autoTopUp' ? null : integerField(body, 'amount');
  return { kind, amountCents };
};

export interface MoneyRequestDeps {
  store: MoneyIntentStore;
  /** `GET /api/idempotency-keys/:key`; rejects when no answer comes. */
  lookup: (key: string) => Promise<{ status: number; body: unknown }>;
  sleep: (milliseconds: number) => Promise<void>;
  /** What the user should be told beyond the answer itself (see `MoneyIntentNews`). */
  announce: (news: MoneyIntentNews) => void;
}

export interface MoneyRequest {
  key: string;
  action: MoneyAction | undefined;
  body: unknown;
  /** Sends the request (again) and reads its answer. */
  exchange: () => Promise<ApiFetcherResult>;
}

const askOutcome = async (deps: MoneyRequestDeps, key: string): Promise<RequestOutcome | null> => {
  try {
    const answer = await deps.lookup(key);
    const parsed = RequestOutcomeSchema.safeParse(answer.body);
    return answer.status === 200 && parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/** After a lost answer: the server's word on the key, then the same request's answer from its record. */
const recover = async (deps: MoneyRequestDeps, request: MoneyRequest): Promise<ApiFetcherResult> => {
  const { store, sleep } = deps;
  const { key } = request;
  const { kind, amountCents } = describeMoneyAction(request.action, request.body);
  const fail = (outcome: 'unknown' | 'done' | 'notDone') => {
    const intent = store.get(key);
    if (outcome !== 'unknown' && intent) deps.announce({ kind: 'learned', intent });
    return new MoneyOutcomeError(key, outcome, kind, amountCents);
  };
  store.setState(key, 'unknown');
  for (const delay of OUTCOME_LOOKUP_DELAYS_MS) {
    await sleep(delay);
    const outcome = await askOutcome(deps, key);
    if (outcome === null || outcome.state === 'in_progress') continue;
    if (outcome.state !== 'succeeded') {
      store.setState(key, 'notDone');
      throw fail('notDone');
    }
    // Kept as done: the user may reload and send it again before they see this answer.
    store.setState(key, 'done');
    try {
      const replay = await request.exchange();
      if (isSuccess(replay.status)) return replay;
    } catch {
      // The record's answer was lost too: the screen says it went through, from the store.
    }
    throw fail('done');
  }
  throw fail('unknown');
};

/** Sends a money request and sees it through to a known outcome, keeping its key's state in the store. */
export const settleMoneyRequest = async (deps: MoneyRequestDeps, request: MoneyRequest): Promise<ApiFetcherResult> => {
  const { store } = deps;
  const { key } = request;
  const repeatOfDone = store.get(key)?.state === 'done';
  store.markSent(key, describeMoneyAction(request.action, request.body));

  let result: ApiFetcherResult;
  try {
    result = await request.exchange();
  } catch (error) {
    // fetch() rejects with a TypeError when the connection fails: the request may have arrived.
    if (error instanceof TypeError) return whileRecovering(key, () => recover(deps, request));
    store.setState(key, 'unknown');
    throw error;
  }
  if (isLostAnswer(result)) return whileRecovering(key, () => recover(deps, request));

  const intent = store.get(key);
  if (repeatOfDone && intent && result.headers.get(IDEMPOTENT_REPLAYED_HEADER) === 'true') {
    deps.announce({ kind: 'repeated', intent });
  }
  store.forget(key);
  return result;
};
