import {
  DEFAULT_BUSINESS_SETTINGS,
  MAX_AMOUNT_CENTS,
  MIN_TRANSFER_CENTS,
  type AdAccountDisplayStatus,
} from '@contract';
import { createManualClock, DAY_MS } from '@mocks/clock';
import { createDb, type MockDb } from '@mocks/db';
import { errorBody, MockError, toMockError, type DomainError } from '@mocks/errors';
import { createUser } from '@mocks/factories/user';
import { MOCK_SERVER_START } from '@mocks/node';
import { runRule } from '@mocks/rules/effect-runtime';
import { AmountInvalid, AmountNotWholeNumber, InsufficientBalance } from '@mocks/rules/ledger/errors';
import { AdAccountNotApproved } from '@mocks/rules/ad-accounts/errors';
import {
  applyBasisPoints,
  creditTopUp,
  postEntry,
  quoteTopUp,
  transferToAdAccount,
  withdrawFromAdAccount,
  type AdAccountRef,
  type TopUpMethod,
} from '@mocks/rules/ledger';
import { checkLedgerInvariant, ledgerBalance } from '@mocks/rules/ledger/invariants';
import { createSeededDb } from '@mocks/runtime';
import { scenarios } from '@scenarios/index';
import { Effect } from 'effect';
import { TestClock } from 'effect/testing';
import { describe, expect, it } from 'vitest';
import { SEED_TIMEOUT_MS } from './mock-api';

const MIN = DEFAULT_BUSINESS_SETTINGS.minTopUpCents;
const USER_ID = 'usr_ledger';
const AFTER_TAX = '2024-06-01T03:00:00.000Z';

const quote = (input: TopUpMethod & { amount?: number; tip?: number; at?: string }) =>
  Effect.runSync(quoteTopUp({ amount: 10_000, at: AFTER_TAX, minTopUpCents: MIN, ...input }));

/** The domain error a rule fails with (the test fails if it succeeds). */
const failureOf = <A>(rule: Effect.Effect<A, DomainError>): DomainError => Effect.runSync(Effect.flip(rule));

const emptyDb = async (balance = 0): Promise<MockDb> => {
  const db = createDb();
  await db.users.create(createUser({ id: USER_ID, balance }));
  return db;
};

const balanceOf = (db: MockDb): number => db.users.findFirst((q) => q.where({ id: USER_ID }), { strict: true }).balance;

const approved = (balance = 0): AdAccountRef => ({ id: 'adv_1', status: 'SHOW_ACCOUNT_STATUS_APPROVED', balance });

describe('rounding', () => {
  it('rounds half up on the cent, in integers', () => {
    expect(applyBasisPoints(5_025, 600)).toBe(302); // 301.5
    expect(applyBasisPoints(5_024, 600)).toBe(301); // 301.44
    expect(applyBasisPoints(5_050, 300)).toBe(152); // 151.5
    expect(applyBasisPoints(5_049, 300)).toBe(151); // 151.47
    expect(applyBasisPoints(MAX_AMOUNT_CENTS, 300)).toBe(300_000);
    expect(applyBasisPoints(12_345, 0)).toBe(0);
  });
});

describe('quoteTopUp', () => {
  it('charges no tax before 1 February 2022 (Vietnam time) and 6% from then on', () => {
    expect(quote({ method: 'USDT', at: '2022-01-31T16:59:59.999Z' })).toMatchObject({ tax: 0, taxRateBasisPoints: 0 });
    expect(quote({ method: 'USDT', at: '2022-01-31T17:00:00.000Z' })).toMatchObject({
      tax: 600,
      taxRateBasisPoints: 600,
    });
    expect(quote({ method: 'USDT', amount: 5_025 }).tax).toBe(302);
  });

  it('adds the Tazapay fee by method and no fee for other methods', () => {
    const tazapay = (tazapayMethod: 'local_bank' | 'local_method' | 'card', amount: number) =>
      quote({ method: 'tazapay', tazapayMethod, amount });
    expect(tazapay('local_bank', 10_000)).toMatchObject({ methodFee: 0, methodFeeBasisPoints: 0 });
    expect(tazapay('local_method', 10_000)).toMatchObject({ methodFee: 180, methodFeeBasisPoints: 180 });
    expect(tazapay('card', 10_000)).toMatchObject({ methodFee: 300, methodFeeBasisPoints: 300 });
    expect(tazapay('local_method', 5_250).methodFee).toBe(95); // 94.5 rounds up
    expect(tazapay('local_method', 123_456).methodFee).toBe(2_222); // 2222.208
    expect(tazapay('card', 5_049).methodFee).toBe(151);
    expect(quote({ method: 'creditCard' }).methodFee).toBe(0);
  });

  it('totals amount, tax, method fee and tip', () => {
    expect(quote({ method: 'tazapay', tazapayMethod: 'card', amount: 100_000, tip: 1_000 })).toEqual({
      amount: 100_000,
      tax: 6_000,
      taxRateBasisPoints: 600,
      methodFee: 3_000,
      methodFeeBasisPoints: 300,
      tip: 1_000,
      total: 110_000,
      currency: 'USD',
    });
  });

  it('refuses amounts outside the configured minimum and the maximum', () => {
    const base = { at: AFTER_TAX, minTopUpCents: MIN, method: 'USDT' as const };
    expect(quote({ method: 'USDT', amount: MIN }).amount).toBe(MIN);
    expect(quote({ method: 'USDT', amount: MAX_AMOUNT_CENTS }).amount).toBe(MAX_AMOUNT_CENTS);
    for (const amount of [MIN - 1, 0, -100, MAX_AMOUNT_CENTS + 1, 5_000.5]) {
      expect(failureOf(quoteTopUp({ ...base, amount }))).toEqual(
        new AmountInvalid({ field: 'amount', min: MIN, max: MAX_AMOUNT_CENTS }),
      );
    }
    expect(failureOf(quoteTopUp({ ...base, amount: 1_000, minTopUpCents: 2_000 }))).toMatchObject({ min: 2_000 });
    expect(failureOf(quoteTopUp({ ...base, amount: 10_000, tip: MAX_AMOUNT_CENTS + 1 }))).toEqual(
      new AmountInvalid({ field: 'tip', min: 0, max: MAX_AMOUNT_CENTS }),
    );
  });

  it('takes whole dollars only on the bank-transfer path', () => {
    const base = { at: AFTER_TAX, minTopUpCents: MIN, amount: 10_050 };
    for (const method of ['localBank', 'localBankTicket', 'TPBank'] as const) {
      expect(failureOf(quoteTopUp({ ...base, method }))).toBeInstanceOf(AmountNotWholeNumber);
      expect(Effect.runSync(quoteTopUp({ ...base, method, amount: 10_000 })).amount).toBe(10_000);
    }
    expect(Effect.runSync(quoteTopUp({ ...base, method: 'transferWire' })).amount).toBe(10_050);
  });
});

describe('the bridge to the HTTP wrapper', () => {
  it('maps each domain error to its catalogue code and status', () => {
    expect(toMockError(new AmountInvalid({ field: 'amount', min: 5_000, max: MAX_AMOUNT_CENTS }))).toMatchObject({
      code: 'error.amount_invalid',
      status: 400,
    });
    const refusal = errorBody(
      toMockError(new AmountInvalid({ field: 'amount', min: 5_000, max: MAX_AMOUNT_CENTS })),
      'vi',
    );
    expect(refusal.message).toBe('Số tiền phải từ 50,00\u00a0$ đến 100.000,00\u00a0$.');
    expect(errorBody(toMockError(new AmountInvalid({ field: 'tip', min: 0, max: 1_000 })), 'en').message).toBe(
      'The tip must be between $0.00 and $10.00.',
    );
    expect(toMockError(new AmountNotWholeNumber({ field: 'amount' }))).toMatchObject({
      code: 'error.amount_not_whole_number',
      status: 400,
    });
    expect(toMockError(new InsufficientBalance({ available: 1, requested: 2 }))).toMatchObject({
      code: 'error.insufficient_balance',
      status: 422,
    });
    expect(toMockError(new AdAccountNotApproved({ adAccountId: 'a', status: 'CLOSED' }))).toMatchObject({
      code: 'error.ad_account_not_approved',
      status: 422,
    });
  });

  it('runs a rule on the mock clock and throws a MockError on failure', async () => {
    const db = await emptyDb();
    const clock = createManualClock('2022-01-20T02:00:00.000Z');
    const { entry } = await runRule(
      creditTopUp(db, { userId: USER_ID, method: 'USDT', amount: 10_000, minTopUpCents: MIN }),
      {
        clock,
      },
    );
    expect(entry).toMatchObject({ createdAt: '2022-01-20T02:00:00.000Z', tax: 0 });

    const refused = runRule(
      creditTopUp(db, { userId: USER_ID, method: 'localBank', amount: 10_001, minTopUpCents: MIN }),
      { clock },
    );
    await expect(refused).rejects.toBeInstanceOf(MockError);
    await expect(refused).rejects.toMatchObject({ code: 'error.amount_not_whole_number', status: 400 });
  });

  it("lets effect's TestClock decide the tax", async () => {
    const db = await emptyDb();
    const topUp = creditTopUp(db, {
      userId: USER_ID,
      method: 'tazapay',
      tazapayMethod: 'card',
      amount: 10_000,
      minTopUpCents: MIN,
    });
    const program = Effect.gen(function* () {
      yield* TestClock.setTime(Date.parse('2022-01-31T10:00:00.000Z'));
      const before = yield* topUp;
      yield* TestClock.adjust(DAY_MS);
      const after = yield* topUp;
      return [before.entry, after.entry];
    });
    const [before, after] = await Effect.runPromise(program.pipe(Effect.provide(TestClock.layer())));
    expect(before).toMatchObject({ tax: 0, methodFee: 300, createdAt: '2022-01-31T10:00:00.000Z' });
    expect(after).toMatchObject({ tax: 600, methodFee: 300, createdAt: '2022-02-01T10:00:00.000Z' });
  });
});

describe('creditTopUp', () => {
  it('appends a settled entry and raises the balance in the same step', async () => {
    const db = await emptyDb();
    const clock = createManualClock(MOCK_SERVER_START);
    const { entry, charge } = await runRule(
      creditTopUp(db, {
        userId: USER_ID,
        method: 'tazapay',
        tazapayMethod: 'local_method',
        amount: 20_000,
        tip: 500,
        minTopUpCents: MIN,
        transferCode: 'REF123',
      }),
      { clock },
    );
    expect(charge.total).toBe(20_000 + 1_200 + 360 + 500);
    expect(entry).toMatchObject({
      type: 'add_fund_user_balance',
      amount: 20_000,
      tax: 1_200,
      methodFee: 360,
      tip: 500,
      fee: 0,
      serviceCharge: 0,
      status: 'PAID',
      paymentMethod: 'tazapay',
      transferCode: 'REF123',
      balanceAfter: 20_000,
      userId: USER_ID,
      sequence: 1,
    });
    expect(balanceOf(db)).toBe(20_000);
    expect(checkLedgerInvariant(db)).toEqual([]);
  });

  it.each([
    [4, 5],
    [3, 3],
    [6, 6],
  ] as const)('moves a seller at onboarding step %i to step %i (a deposit ends step 4 only)', async (before, after) => {
    const db = createDb();
    await db.users.create(createUser({ id: USER_ID, onboardingStep: before }));
    const clock = createManualClock(MOCK_SERVER_START);
    await runRule(creditTopUp(db, { userId: USER_ID, method: 'USDT', amount: 10_000, minTopUpCents: MIN }), { clock });
    expect(db.users.findFirst((q) => q.where({ id: USER_ID }), { strict: true }).onboardingStep).toBe(after);
  });
});

describe('ad account moves', () => {
  const clock = createManualClock(MOCK_SERVER_START);
  const fund = async (db: MockDb, amount: number) =>
    runRule(creditTopUp(db, { userId: USER_ID, method: 'USDT', amount, minTopUpCents: MIN }), { clock });

  it('transfers to and withdraws from an approved ad account', async () => {
    const db = await emptyDb();
    await fund(db, 50_000);
    const transfer = await runRule(
      transferToAdAccount(db, { userId: USER_ID, adAccount: approved(), amount: 20_000 }),
      {
        clock,
      },
    );
    expect(transfer).toMatchObject({
      type: 'recharge_ads_account_balance',
      amount: -20_000,
      adAccountId: 'adv_1',
      balanceAfter: 30_000,
    });
    const withdraw = await runRule(
      withdrawFromAdAccount(db, { userId: USER_ID, adAccount: approved(20_000), amount: 5_000 }),
      { clock },
    );
    expect(withdraw).toMatchObject({ type: 'refund_ads_account_balance', amount: 5_000, balanceAfter: 35_000 });
    expect(balanceOf(db)).toBe(35_000);
    expect(checkLedgerInvariant(db)).toEqual([]);
  });

  it.each<AdAccountDisplayStatus>([
    'SHOW_ACCOUNT_STATUS_NOT_APPROVED',
    'SHOW_ACCOUNT_STATUS_IN_REVIEW',
    'SHOW_ACCOUNT_STATUS_PUNISHED',
    'CONTRACT_NOT_YET_EFFECTIVE',
    'CLOSED',
  ])('refuses a %s ad account both ways', async (status) => {
    const db = await emptyDb();
    await fund(db, 50_000);
    const adAccount = { id: 'adv_2', status, balance: 10_000 };
    for (const rule of [transferToAdAccount, withdrawFromAdAccount]) {
      await expect(runRule(rule(db, { userId: USER_ID, adAccount, amount: 1_000 }), { clock })).rejects.toMatchObject({
        code: 'error.ad_account_not_approved',
        status: 422,
      });
    }
    expect(balanceOf(db)).toBe(50_000);
    expect(db.balanceTransactions.count()).toBe(1);
  });

  it('refuses more than the wallet (transfer) or the ad account (withdraw) holds', async () => {
    const db = await emptyDb();
    await fund(db, 10_000);
    const transfer = transferToAdAccount(db, { userId: USER_ID, adAccount: approved(), amount: 10_100 });
    await expect(runRule(transfer, { clock })).rejects.toMatchObject({ code: 'error.insufficient_balance' });
    const withdraw = withdrawFromAdAccount(db, { userId: USER_ID, adAccount: approved(900), amount: 1_000 });
    await expect(runRule(withdraw, { clock })).rejects.toMatchObject({ code: 'error.insufficient_balance' });
    // The whole wallet may go: the balance reaches zero, never below.
    await runRule(transferToAdAccount(db, { userId: USER_ID, adAccount: approved(), amount: 10_000 }), { clock });
    expect(balanceOf(db)).toBe(0);
    expect(checkLedgerInvariant(db)).toEqual([]);
  });

  it('takes whole dollars from $1 to $100,000', async () => {
    const db = await emptyDb();
    await fund(db, 50_000);
    const move = (amount: number) => transferToAdAccount(db, { userId: USER_ID, adAccount: approved(), amount });
    await expect(runRule(move(1_050), { clock })).rejects.toMatchObject({ code: 'error.amount_not_whole_number' });
    for (const amount of [0, MIN_TRANSFER_CENTS - 1, MAX_AMOUNT_CENTS + 100]) {
      await expect(runRule(move(amount), { clock })).rejects.toMatchObject({
        code: 'error.amount_invalid',
        status: 400,
      });
    }
    expect((await runRule(move(MIN_TRANSFER_CENTS), { clock })).amount).toBe(-MIN_TRANSFER_CENTS);
  });
});

describe('the ledger invariant', () => {
  it('never lets a balance go negative, whatever the order of moves', async () => {
    const db = await emptyDb();
    const clock = createManualClock(MOCK_SERVER_START);
    // A fixed pseudo-random walk (LCG) so the test is repeatable.
    let seed = 42;
    const next = (max: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % max;
    };
    let adAccountBalance = 0;
    for (let step = 0; step < 200; step += 1) {
      const amount = (next(900) + 1) * 100;
      const kind = next(4);
      const rule: Effect.Effect<unknown, DomainError> =
        kind === 0
          ? creditTopUp(db, {
              userId: USER_ID,
              method: 'tazapay',
              tazapayMethod: 'card',
              amount: MIN + amount * 3,
              minTopUpCents: MIN,
            })
          : kind === 1
            ? withdrawFromAdAccount(db, { userId: USER_ID, adAccount: approved(adAccountBalance), amount })
            : kind === 2
              ? postEntry(db, { userId: USER_ID, type: 'admin_fix_withdraw_money', amount: -amount })
              : transferToAdAccount(db, { userId: USER_ID, adAccount: approved(), amount });
      try {
        await runRule(rule, { clock });
        if (kind === 1) adAccountBalance -= amount;
        if (kind === 3) adAccountBalance += amount;
      } catch (error) {
        expect(error).toMatchObject({ code: 'error.insufficient_balance' });
      }
      expect(balanceOf(db)).toBeGreaterThanOrEqual(0);
      clock.advance(60_000);
    }
    expect(ledgerBalance(db.balanceTransactions.all())).toBe(balanceOf(db));
    expect(checkLedgerInvariant(db)).toEqual([]);
  });

  it('reports a balance that the ledger does not explain', async () => {
    const db = await emptyDb(4_210);
    expect(checkLedgerInvariant(db)).toEqual([
      expect.objectContaining({ userId: USER_ID, problem: 'balance_mismatch' }),
    ]);
  });

  it.each(scenarios.map((scenario) => [scenario.id, scenario] as const))(
    'holds for the %s seed',
    async (_id, scenario) => {
      const db = await createSeededDb(scenario, createManualClock(MOCK_SERVER_START));
      expect(checkLedgerInvariant(db)).toEqual([]);
      for (const user of db.users.all()) {
        const entries = db.balanceTransactions.findMany((q) => q.where({ userId: user.id }));
        expect(ledgerBalance(entries)).toBe(user.balance);
      }
    },
    SEED_TIMEOUT_MS,
  );

  it('seeds new-seller with no entries and the verified seller with $1,250.40 of history', async () => {
    const fresh = await createSeededDb(findScenario('new-seller'), createManualClock(MOCK_SERVER_START));
    expect(fresh.balanceTransactions.count()).toBe(0);
    expect(fresh.users.all().map((user) => user.balance)).toEqual([0]);

    const verified = await createSeededDb(findScenario('verified-seller'), createManualClock(MOCK_SERVER_START));
    const entries = verified.balanceTransactions.all();
    expect(verified.users.all().map((user) => user.balance)).toEqual([125_040]);
    expect(ledgerBalance(entries)).toBe(125_040);
    expect(new Set(entries.map((entry) => entry.type))).toEqual(
      new Set([
        'add_fund_user_balance',
        'setup_cost',
        'recharge_ads_account_balance',
        'refund_ads_account_balance',
        'cashback',
        'stripe_subscription',
      ]),
    );
    expect(entries.some((entry) => entry.tip > 0 && entry.tax > 0 && entry.methodFee > 0)).toBe(true);
    const methods = new Set(entries.map((entry) => entry.paymentMethod).filter((method) => method !== null));
    expect(methods.size).toBeGreaterThanOrEqual(5);
    const oldest = Math.min(...entries.map((entry) => Date.parse(entry.createdAt)));
    expect(Date.parse(MOCK_SERVER_START) - oldest).toBeGreaterThan(90 * DAY_MS);
  });
});

const findScenario = (id: string) => {
  const scenario = scenarios.find((candidate) => candidate.id === id);
  if (!scenario) throw new Error(id);
  return scenario;
};
