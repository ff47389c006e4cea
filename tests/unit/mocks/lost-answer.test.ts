import { contract, IDEMPOTENCY_KEY_HEADER } from '@contract';
import { createManualClock, DAY_MS } from '@mocks/clock';
import { createFaultRegistry } from '@mocks/control/faults';
import { createUser } from '@mocks/factories/user';
import { createRequestHarness } from '@mocks/control/harness';
import { createRequestLog } from '@mocks/control/request-log';
import { answerIdempotently, requestOutcome } from '@mocks/idempotency';
import { checkLedgerInvariant } from '@mocks/rules/ledger/invariants';
import { VERIFIED_SELLER_AD_ACCOUNT_IDS, VERIFIED_SELLER_BALANCE_CENTS } from '@scenarios/verified-seller';
import { describe, expect, it } from 'vitest';
import { MoneyOutcomeError } from '@/lib/money-outcome-error';
import { expectContract, useMockApi } from './mock-api';

/*
 * A lost answer (docs/decisions/money-and-ledger.md, "A lost answer"): the fault harness lets the request run
 * and drops the connection before the answer, as a real network can. The server keeps what it did, answers
 * `GET /api/idempotency-keys/:key` with the outcome, and the app's fetcher (the test client's) asks it, then
 * sends the request again with the same key, answered from the record: the money moves once.
 */

const faults = createFaultRegistry();
const clock = createManualClock('2026-03-16T02:00:00.000Z');
const harness = createRequestHarness({ faults, log: createRequestLog(), clock });
const { client, mock, session } = await useMockApi({ scenario: 'verified-seller', harness, clock });
const { main } = VERIFIED_SELLER_AD_ACCOUNT_IDS;
const ROUTE_KEY = 'adAccounts.transferAdAccountBalance';

const signIn = async () => {
  for (const fault of faults.list()) faults.clear(fault.routeKey);
  session.token = await mock.signIn();
};

const seller = () =>
  mock.db.users.findFirst((q) => q.where({ email: mock.scenario.credentials?.email ?? '' }), { strict: true });
const ledgerSize = () => mock.db.balanceTransactions.count();

const transfer = (amount: number, key: string) =>
  client.adAccounts.transferAdAccountBalance({
    params: { id: main },
    body: { type: 'transfer', amount },
    headers: { [IDEMPOTENCY_KEY_HEADER]: key },
  });

const outcomeOf = async (key: string) => {
  const response = await client.idempotency.getRequestOutcome({ params: { key } });
  await expectContract(contract.idempotency.getRequestOutcome, response);
  if (response.status !== 200) throw new Error(`the outcome of ${key} answered ${response.status}`);
  return response.body;
};

const failureOf = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('a lost answer on a money route', () => {
  it('moves the money once: the server keeps it, says so, and the app gets the answer from the record', async () => {
    await signIn();
    const entries = ledgerSize();
    faults.set({ routeKey: ROUTE_KEY, latencyMs: 0, failure: { type: 'lost-answer' }, once: true });
    const key = crypto.randomUUID();

    const answered = await transfer(10_000, key);

    expect(answered.status).toBe(200);
    expect(answered.headers.get('idempotent-replayed')).toBe('true');
    expect(ledgerSize()).toBe(entries + 1);
    expect(seller().balance).toBe(VERIFIED_SELLER_BALANCE_CENTS - 10_000);
    expect(await outcomeOf(key)).toEqual({ state: 'succeeded', status: 200, completedAt: expect.any(String) });
    // The fault was for the next request only.
    expect(faults.list()).toEqual([]);
    expect(checkLedgerInvariant(mock.db)).toEqual([]);
  });

  it('says the money went through when every answer is lost, and a repeat with the key still moves nothing', async () => {
    await signIn();
    const entries = ledgerSize();
    faults.set({ routeKey: ROUTE_KEY, latencyMs: 0, failure: { type: 'lost-answer' } });
    const key = crypto.randomUUID();

    const error = await failureOf(transfer(10_000, key));
    expect(error).toBeInstanceOf(MoneyOutcomeError);
    expect(error).toMatchObject({ outcome: 'done', kind: 'transfer', amountCents: 10_000 });
    await failureOf(transfer(10_000, key));

    expect(ledgerSize()).toBe(entries + 1);
    expect(seller().balance).toBe(VERIFIED_SELLER_BALANCE_CENTS - 10_000);
  });

  it('says nothing moved when the request never reached the server', async () => {
    await signIn();
    const entries = ledgerSize();
    faults.set({ routeKey: ROUTE_KEY, latencyMs: 0, failure: { type: 'network' } });
    const key = crypto.randomUUID();

    const error = await failureOf(transfer(10_000, key));

    expect(error).toMatchObject({ outcome: 'notDone' });
    expect(await outcomeOf(key)).toEqual({ state: 'not_found' });
    expect(ledgerSize()).toBe(entries);
  });
});

describe('GET /api/idempotency-keys/:key', () => {
  it("tells a refused request, and knows only the caller's own keys for 24 hours of the mock clock", async () => {
    await signIn();
    const refused = crypto.randomUUID();
    const refusal = await transfer(
      VERIFIED_SELLER_BALANCE_CENTS + 10_000 - (VERIFIED_SELLER_BALANCE_CENTS % 100),
      refused,
    );
    expect(refusal.status).toBeGreaterThanOrEqual(400);
    expect(await outcomeOf(refused)).toMatchObject({ state: 'failed', status: refusal.status });

    const paid = crypto.randomUUID();
    expect((await transfer(5_000, paid)).status).toBe(200);
    await mock.db.users.create(createUser({ id: 'usr_other', email: 'other@example.com', referralCode: 'OTHER01' }));
    session.token = await mock.signIn('other@example.com');
    expect(await outcomeOf(paid)).toEqual({ state: 'not_found' });

    clock.advance(DAY_MS);
    await signIn();
    expect(await outcomeOf(paid)).toEqual({ state: 'not_found' });
  });

  it('says a request is in progress while it runs', async () => {
    await signIn();
    const key = crypto.randomUUID();
    const call = { db: mock.db, clock, userId: seller().id, key, fingerprint: 'f' };
    let finish: (response: Response) => void = () => undefined;
    const answer = new Promise<Response>((resolve) => {
      finish = resolve;
    });
    const running = answerIdempotently(call, () => answer);

    expect(requestOutcome(mock.db, clock, seller().id, key)).toEqual({ state: 'in_progress' });
    finish(Response.json({ ok: true }, { status: 201 }));
    await running;
    expect(requestOutcome(mock.db, clock, seller().id, key)).toMatchObject({ state: 'succeeded', status: 201 });
  });
});
