// @vitest-environment happy-dom
import { IDEMPOTENT_REPLAYED_HEADER } from '@contract/common/primitives.schema';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiFetcherResult } from '@/lib/api-fetcher';
import { createMoneyIntentStore, type MoneyIntentNews } from '@/lib/money-intents';
import { MoneyOutcomeError } from '@/lib/money-outcome-error';
import {
  describeMoneyAction,
  OUTCOME_LOOKUP_DELAYS_MS,
  settleMoneyRequest,
  type MoneyRequestDeps,
} from '@/lib/money-request';

const answer = (status: number, body: unknown = {}, headers: Record<string, string> = {}): ApiFetcherResult => ({
  status,
  body,
  headers: new Headers(headers),
});

const outcome = (body: unknown) => Promise.resolve({ status: 200, body });
const SUCCEEDED = { state: 'succeeded', status: 201, completedAt: '2026-11-28T10:00:00+07:00' };
const lost = () => Promise.reject(new TypeError('Failed to fetch'));

const TOP_UP = { amount: 10_000, tip: 0, paymentMethodId: 'pm_1' };

let store = createMoneyIntentStore();
let key = '';

const setUp = (lookups: Array<() => Promise<{ status: number; body: unknown }>>) => {
  const waits: number[] = [];
  const news: MoneyIntentNews[] = [];
  let asked = 0;
  const deps: MoneyRequestDeps = {
    store,
    lookup: () => {
      const next = lookups[Math.min(asked, lookups.length - 1)] ?? lost;
      asked += 1;
      return next();
    },
    sleep: (milliseconds) => {
      waits.push(milliseconds);
      return Promise.resolve();
    },
    announce: (item) => news.push(item),
  };
  return { deps, waits, news, asked: () => asked };
};

const exchanges = (...results: Array<ApiFetcherResult | 'lost'>) => {
  let sent = 0;
  const exchange = vi.fn(() => {
    const result = results[Math.min(sent, results.length - 1)];
    sent += 1;
    return result === 'lost' || result === undefined
      ? Promise.reject(new TypeError('Failed to fetch'))
      : Promise.resolve(result);
  });
  return exchange;
};

const rejection = async (promise: Promise<unknown>): Promise<MoneyOutcomeError> => {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof MoneyOutcomeError)) throw new Error(`expected a MoneyOutcomeError, got ${String(error)}`);
  return error;
};

beforeEach(() => {
  window.localStorage.clear();
  store = createMoneyIntentStore();
  key = store.keyFor('usr_1', 'card-top-up');
});

describe('settleMoneyRequest', () => {
  it('forgets the key once an answer arrives, success or refusal: the same request later is a new action', async () => {
    const { deps } = setUp([]);
    const paid = await settleMoneyRequest(deps, {
      key,
      action: 'topUp',
      body: TOP_UP,
      exchange: exchanges(answer(201)),
    });
    expect(paid.status).toBe(201);
    expect(store.get(key)).toBeUndefined();

    const refusedKey = store.keyFor('usr_1', 'another');
    const refused = await settleMoneyRequest(deps, {
      key: refusedKey,
      action: 'topUp',
      body: TOP_UP,
      exchange: exchanges(answer(422, { code: 'error.insufficient_balance' })),
    });
    expect(refused.status).toBe(422);
    expect(store.get(refusedKey)).toBeUndefined();
  });

  it('after a lost answer asks the server, and when it went through answers from its record (sent again with the same key)', async () => {
    const { deps, asked } = setUp([() => outcome(SUCCEEDED)]);
    const exchange = exchanges('lost', answer(201, { id: 'tx_1' }, { [IDEMPOTENT_REPLAYED_HEADER]: 'true' }));
    const result = await settleMoneyRequest(deps, { key, action: 'topUp', body: TOP_UP, exchange });

    expect(result.body).toEqual({ id: 'tx_1' });
    expect(exchange).toHaveBeenCalledTimes(2);
    expect(asked()).toBe(1);
    // Kept: a reload and a second attempt must be answered from the record too.
    expect(store.get(key)).toMatchObject({ state: 'done', kind: 'topUp', amountCents: 10_000 });
  });

  it('treats a server error like a lost answer, but not maintenance, which stops every request before it runs', async () => {
    const { deps } = setUp([() => outcome({ state: 'failed', status: 500, completedAt: SUCCEEDED.completedAt })]);
    const error = await rejection(
      settleMoneyRequest(deps, { key, action: 'topUp', body: TOP_UP, exchange: exchanges(answer(502)) }),
    );
    expect(error.outcome).toBe('notDone');
    expect(store.get(key)?.state).toBe('notDone');

    const maintenanceKey = store.keyFor('usr_1', 'maintenance');
    const maintenance = await settleMoneyRequest(deps, {
      key: maintenanceKey,
      action: 'topUp',
      body: TOP_UP,
      exchange: exchanges(answer(503, { code: 'error.we_are_maintaining' })),
    });
    expect(maintenance.status).toBe(503);
    expect(store.get(maintenanceKey)).toBeUndefined();
  });

  it('says nothing moved when the server never received the request, and keeps the key for the same request', async () => {
    const { deps } = setUp([() => outcome({ state: 'not_found' })]);
    const error = await rejection(
      settleMoneyRequest(deps, {
        key,
        action: 'adAccountMove',
        body: { type: 'withdraw', amount: 2_500 },
        exchange: exchanges('lost'),
      }),
    );
    expect(error).toMatchObject({ outcome: 'notDone', kind: 'withdraw', amountCents: 2_500 });
    expect(store.keyFor('usr_1', 'card-top-up')).toBe(key);
  });

  it('waits while the request is still being processed, and stays unknown while the server cannot be asked', async () => {
    const inProgress = setUp([() => outcome({ state: 'in_progress' }), () => outcome(SUCCEEDED)]);
    await settleMoneyRequest(inProgress.deps, {
      key,
      action: 'topUp',
      body: TOP_UP,
      exchange: exchanges('lost', answer(201, {}, { [IDEMPOTENT_REPLAYED_HEADER]: 'true' })),
    });
    expect(inProgress.waits).toEqual([0, 1_000]);

    const unreachable = setUp([lost]);
    const otherKey = store.keyFor('usr_1', 'offline');
    const error = await rejection(
      settleMoneyRequest(unreachable.deps, {
        key: otherKey,
        action: 'plan',
        body: { planId: 'regular_1' },
        exchange: exchanges('lost'),
      }),
    );
    expect(error.outcome).toBe('unknown');
    expect(unreachable.waits).toEqual([...OUTCOME_LOOKUP_DELAYS_MS]);
    expect(store.get(otherKey)?.state).toBe('unknown');
  });

  it('says it went through when the record’s answer is lost too', async () => {
    const { deps, news } = setUp([() => outcome(SUCCEEDED)]);
    const error = await rejection(
      settleMoneyRequest(deps, { key, action: 'topUp', body: TOP_UP, exchange: exchanges('lost', 'lost') }),
    );
    expect(error.outcome).toBe('done');
    expect(store.get(key)?.state).toBe('done');
    // Told beyond the form too: a page that re-reads the plan or the balance may no longer show the form.
    expect(news.map((item) => [item.kind, item.intent.state])).toEqual([['learned', 'done']]);
  });

  it('tells when a repeat of an action that went through was answered from the record, then forgets it', async () => {
    store.setState(key, 'done');
    const { deps, news } = setUp([]);
    const replayed = answer(201, { id: 'tx_1' }, { [IDEMPOTENT_REPLAYED_HEADER]: 'true' });
    await settleMoneyRequest(deps, { key, action: 'topUp', body: TOP_UP, exchange: exchanges(replayed) });
    expect(news.map((item) => [item.kind, item.intent.key])).toEqual([['repeated', key]]);
    expect(store.get(key)).toBeUndefined();
  });
});

describe('describeMoneyAction', () => {
  it('names what the request does, with the amount it moves', () => {
    expect(describeMoneyAction('topUp', TOP_UP)).toEqual({ kind: 'topUp', amountCents: 10_000 });
    expect(describeMoneyAction('adAccountMove', { type: 'transfer', amount: 500 })).toEqual({
      kind: 'transfer',
      amountCents: 500,
    });
    expect(describeMoneyAction('ticket', { type: 'setup_cost' })).toEqual({ kind: 'setupCost', amountCents: null });
    expect(describeMoneyAction('ticket', { type: 'recharge_user_balance', amount: 7_000 })).toEqual({
      kind: 'topUp',
      amountCents: 7_000,
    });
    expect(describeMoneyAction('autoTopUp', { amount: 5_000, threshold: 1_000 })).toEqual({
      kind: 'autoTopUp',
      amountCents: null,
    });
    expect(describeMoneyAction(undefined, null)).toEqual({ kind: null, amountCents: null });
  });
});
