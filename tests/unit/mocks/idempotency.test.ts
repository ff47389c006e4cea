import { contract, DEFAULT_BUSINESS_SETTINGS, IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '@contract';
import { adminDecisionRule, listPendingItems } from '@mocks/control/admin';
import { DAY_MS, MINUTE_MS } from '@mocks/clock';
import { DbSnapshotSchema, snapshotDb } from '@mocks/db';
import { createUser } from '@mocks/factories/user';
import { isAutoTopUp } from '@mocks/rules/ad-spend';
import { runRule } from '@mocks/rules/effect-runtime';
import { checkLedgerInvariant } from '@mocks/rules/ledger/invariants';
import { VERIFIED_SELLER_AD_ACCOUNT_IDS, VERIFIED_SELLER_BALANCE_CENTS } from '@scenarios/verified-seller';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorOf, expectContract, freshKey, ORIGIN, useMockApi } from './mock-api';

/*
 * Idempotency keys of the money routes, over the mock's HTTP handlers (the shared wrapper):
 * a retry with the same key moves money once, another request with a used key is refused,
 * a failed attempt may be retried, keys are per user and last 24 hours of the mock clock.
 */

const { client, mock, session } = await useMockApi({ scenario: 'verified-seller' });
const { main, retargeting } = VERIFIED_SELLER_AD_ACCOUNT_IDS;

const signIn = async () => {
  session.token = await mock.signIn();
};

const seller = () => {
  const user = mock.db.users.findFirst((q) => q.where({ email: mock.scenario.credentials?.email ?? '' }));
  if (!user) throw new Error('verified-seller has an account');
  return user;
};

const ledgerSize = () => mock.db.balanceTransactions.count();

const transfer = (amount: number, key: string, id: string = main) =>
  client.adAccounts.transferAdAccountBalance({
    params: { id },
    body: { type: 'transfer', amount },
    headers: { [IDEMPOTENCY_KEY_HEADER]: key },
  });

describe('a money route with an Idempotency-Key', () => {
  it('answers the same request with the same key once: one ledger entry, the same answer, marked as replayed', async () => {
    await signIn();
    const key = crypto.randomUUID();
    const entries = ledgerSize();

    const first = await transfer(10_000, key);
    const again = await transfer(10_000, key);

    await expectContract(contract.adAccounts.transferAdAccountBalance, again);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(first.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBeNull();
    expect(again.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true');
    expect(ledgerSize()).toBe(entries + 1);
    expect(seller().balance).toBe(VERIFIED_SELLER_BALANCE_CENTS - 10_000);
    expect(checkLedgerInvariant(mock.db)).toEqual([]);
  });

  it('replays the stored answer even after the wallet moved on, and whatever the order of the body keys', async () => {
    await signIn();
    const key = crypto.randomUUID();
    const first = await transfer(10_000, key);
    await transfer(5_000, crypto.randomUUID());
    // The same body with its keys in another order is the same request.
    const response = await fetch(`${ORIGIN}/api/ads-accounts/${main}?lang=en`, {
      method: 'PATCH',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${session.token ?? ''}`,
        [IDEMPOTENCY_KEY_HEADER]: key,
      },
      body: '{"amount":10000,"type":"transfer"}',
    });

    expect(response.status).toBe(200);
    expect(response.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true');
    expect(await response.json()).toEqual(first.body);
    expect(seller().balance).toBe(VERIFIED_SELLER_BALANCE_CENTS - 15_000);
  });

  it('refuses another request with a used key (422 error.idempotency_key_reused) and moves nothing', async () => {
    await signIn();
    const key = crypto.randomUUID();
    await transfer(10_000, key);
    const entries = ledgerSize();

    const otherAmount = await transfer(20_000, key);
    const otherAccount = await transfer(10_000, key, retargeting);
    const otherRoute = await client.tickets.createTicket({
      body: { type: 'setup_cost' },
      headers: { [IDEMPOTENCY_KEY_HEADER]: key },
    });

    for (const refused of [otherAmount, otherAccount, otherRoute]) {
      expect(refused).toMatchObject({ status: 422, body: errorOf('error.idempotency_key_reused') });
    }
    await expectContract(contract.adAccounts.transferAdAccountBalance, otherAmount);
    expect(otherAmount.body).toMatchObject({
      message: 'This request was already sent with different details. Reload the page and try again.',
    });
    expect(ledgerSize()).toBe(entries);
    expect(seller().balance).toBe(VERIFIED_SELLER_BALANCE_CENTS - 10_000);
  });

  it('says so in Vietnamese to a caller in Vietnamese', async () => {
    await signIn();
    session.locale = 'vi';
    const key = crypto.randomUUID();
    await transfer(10_000, key);
    const refused = await transfer(20_000, key);
    expect(refused.body).toMatchObject({
      message: 'Yêu cầu này đã được gửi trước đó với thông tin khác. Vui lòng tải lại trang rồi thử lại.',
    });
  });

  it('moves money once for two requests with the same key at the same time', async () => {
    await signIn();
    const key = crypto.randomUUID();
    const entries = ledgerSize();

    const answers = await Promise.all([transfer(10_000, key), transfer(10_000, key), transfer(10_000, key)]);

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    expect(answers.filter((answer) => answer.headers.get(IDEMPOTENT_REPLAYED_HEADER) === 'true')).toHaveLength(2);
    expect(ledgerSize()).toBe(entries + 1);
    expect(seller().balance).toBe(VERIFIED_SELLER_BALANCE_CENTS - 10_000);
  });

  it('refuses the second of two different requests sent at the same time with one key', async () => {
    await signIn();
    const key = crypto.randomUUID();
    const [first, second] = await Promise.all([transfer(10_000, key), transfer(20_000, key)]);
    expect(first.status).toBe(200);
    expect(second).toMatchObject({ status: 422, body: errorOf('error.idempotency_key_reused') });
    expect(seller().balance).toBe(VERIFIED_SELLER_BALANCE_CENTS - 10_000);
  });

  it('forgets a key 24 hours of the mock clock after its answer, and not before', async () => {
    await signIn();
    const key = crypto.randomUUID();
    await transfer(10_000, key);

    mock.clock.advance(DAY_MS - MINUTE_MS);
    // A session lasts a day: a new one, as the app would get by signing in.
    await signIn();
    expect(await transfer(20_000, key)).toMatchObject({ status: 422 });

    mock.clock.advance(MINUTE_MS);
    const afterADay = await transfer(20_000, key);
    expect(afterADay.status).toBe(200);
    expect(afterADay.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBeNull();
    expect(seller().balance).toBe(VERIFIED_SELLER_BALANCE_CENTS - 30_000);
    // Expired records are dropped when a money request comes: only the new answer is kept.
    expect(mock.db.idempotencyKeys.all()).toMatchObject([{ key, status: 200 }]);
  });

  it('runs a failed attempt again on its retry: refused for the balance, then paid once the wallet was topped up', async () => {
    await signIn();
    const key = crypto.randomUUID();
    const tooMuch = VERIFIED_SELLER_BALANCE_CENTS + 50_000 - (VERIFIED_SELLER_BALANCE_CENTS % 100);

    const refused = await transfer(tooMuch, key);
    expect(refused).toMatchObject({ status: 422, body: errorOf('error.insufficient_balance') });

    const topUp = await client.tickets.createTicket({
      body: { type: 'recharge_user_balance', amount: 100_000, paymentMethod: 'localBankTicket' },
      headers: freshKey(),
    });
    expect(topUp.status).toBe(201);
    const item = listPendingItems(mock.db).find((pending) => pending.kind === 'recharge');
    if (!item) throw new Error('the recharge ticket waits for the admin');
    await runRule(
      adminDecisionRule(mock.db, { kind: 'recharge', id: item.id, decision: 'approve' }, DEFAULT_BUSINESS_SETTINGS),
      { clock: mock.clock },
    );
    const entries = ledgerSize();

    const paid = await transfer(tooMuch, key);
    expect(paid.status).toBe(200);
    expect(paid.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBeNull();
    expect(await transfer(tooMuch, key)).toMatchObject({ status: 200, body: paid.body });
    expect(ledgerSize()).toBe(entries + 1);
    expect(seller().balance).toBe(VERIFIED_SELLER_BALANCE_CENTS + 100_000 - tooMuch);
    // The refused attempt's request is still the key's: another one is refused.
    expect(await transfer(10_000, key)).toMatchObject({ status: 422 });
  });

  it('keeps keys per user: another seller may use the same key', async () => {
    await signIn();
    const key = crypto.randomUUID();
    await transfer(10_000, key);
    await mock.db.users.create(createUser({ id: 'usr_other', email: 'other@example.com', referralCode: 'OTHER01' }));
    session.token = await mock.signIn('other@example.com');

    const other = await client.tickets.createTicket({
      body: { type: 'recharge_user_balance', amount: 10_000, paymentMethod: 'localBankTicket' },
      headers: { [IDEMPOTENCY_KEY_HEADER]: key },
    });
    expect(other.status).toBe(201);
  });

  it('refuses a money request without a key, or with a malformed one, as a validation error that remembers nothing', async () => {
    await signIn();
    const send = (headers: Record<string, string>) =>
      fetch(`${ORIGIN}/api/ads-accounts/${main}?lang=en`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.token ?? ''}`, ...headers },
        body: JSON.stringify({ type: 'transfer', amount: 10_000 }),
      });
    const malformed: Record<string, string>[] = [
      {},
      { [IDEMPOTENCY_KEY_HEADER]: 'short' },
      { [IDEMPOTENCY_KEY_HEADER]: 'has spaces in it, 1234' },
    ];
    for (const headers of malformed) {
      const response = await send(headers);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'error.validation',
        issues: [{ path: `headers.${IDEMPOTENCY_KEY_HEADER}` }],
      });
    }
    expect(seller().balance).toBe(VERIFIED_SELLER_BALANCE_CENTS);
    expect(mock.db.idempotencyKeys.count()).toBe(0);
  });

  it('keeps its keys in the db snapshot the browser demo persists', async () => {
    await signIn();
    const key = crypto.randomUUID();
    const first = await transfer(10_000, key);
    const stored = DbSnapshotSchema.parse(JSON.parse(JSON.stringify(snapshotDb(mock.db)))).idempotencyKeys;
    expect(stored).toEqual([
      expect.objectContaining({ userId: seller().id, key, status: 200, body: JSON.stringify(first.body) }),
    ]);
  });
});

/* ---------- Property ---------- */

/** A small pool, so that keys repeat within a sequence. */
const KEY_POOL = ['key-pool-0000000001', 'key-pool-0000000002', 'key-pool-0000000003', 'key-pool-0000000004'];
const ACCOUNTS = [main, retargeting];

const moneyRequest = fc.record({
  type: fc.constantFrom('transfer', 'withdraw'),
  account: fc.constantFrom(...ACCOUNTS),
  // Whole dollars: some too much for the wallet or the ad account, so some attempts fail.
  dollars: fc.oneof(fc.integer({ min: 1, max: 300 }), fc.integer({ min: 300, max: 3_000 })),
});
type MoneyRequest = typeof moneyRequest extends fc.Arbitrary<infer T> ? T : never;

const step = fc.record({
  key: fc.nat({ max: KEY_POOL.length - 1 }),
  // Resend the key's first request (a retry), or send this one (new, or changed for a used key).
  retry: fc.boolean(),
  request: moneyRequest,
  // Sent twice at once (a double click that got through).
  twice: fc.boolean(),
});

const fingerprintOf = (request: MoneyRequest): string => `${request.type} ${request.account} ${request.dollars}`;

describe('money requests with keys drawn from a small pool', () => {
  it('leave exactly one ledger entry per key answered with success, and the wallet equal to the ledger', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        await mock.reset();
        await signIn();
        const seeded = new Set(mock.db.balanceTransactions.all().map((entry) => entry.id));
        // What the server should remember: each key's first request, and its successful answer.
        const firstRequest = new Map<string, MoneyRequest>();
        const succeeded = new Map<string, { answer: { status: number; body: unknown }; entryId: string }>();

        for (const { key: index, retry, request: drawn, twice } of steps) {
          const key = KEY_POOL[index] ?? 'key-pool-unknown-key';
          const request = retry ? (firstRequest.get(key) ?? drawn) : drawn;
          const send = () =>
            client.adAccounts.transferAdAccountBalance({
              params: { id: request.account },
              body: { type: request.type, amount: request.dollars * 100 },
              headers: { [IDEMPOTENCY_KEY_HEADER]: key },
            });
          const answers = twice ? await Promise.all([send(), send()]) : [await send()];

          const known = firstRequest.get(key);
          if (known && fingerprintOf(known) !== fingerprintOf(request)) {
            for (const answer of answers) {
              expect(answer).toMatchObject({ status: 422, body: errorOf('error.idempotency_key_reused') });
            }
            continue;
          }
          const stored = succeeded.get(key);
          if (stored) {
            for (const answer of answers) expect({ status: answer.status, body: answer.body }).toEqual(stored.answer);
            continue;
          }
          firstRequest.set(key, request);
          const success = answers.find((answer) => answer.status === 200);
          if (success?.status === 200) {
            const answer = { status: success.status, body: success.body };
            succeeded.set(key, { answer, entryId: success.body.transaction.id });
            // Any other answer of the pair is the replay of this one.
            for (const other of answers) expect({ status: other.status, body: other.body }).toEqual(answer);
          }
        }

        // A withdraw may take the main account below its auto top-up threshold: the system's own move.
        const moved = mock.db.balanceTransactions.all().filter((entry) => !seeded.has(entry.id) && !isAutoTopUp(entry));
        expect(moved.map((entry) => entry.id).sort()).toEqual(
          [...succeeded.values()].map(({ entryId }) => entryId).sort(),
        );
        expect(checkLedgerInvariant(mock.db)).toEqual([]);
        const paid = mock.db.balanceTransactions
          .findMany((q) => q.where({ userId: seller().id }))
          .filter((entry) => entry.status === 'PAID');
        expect(seller().balance).toBe(paid.reduce((sum, entry) => sum + entry.amount, 0));
      }),
      { numRuns: 60 },
    );
  });
});
