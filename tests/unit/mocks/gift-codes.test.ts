import { createManualClock, DAY_MS, HOUR_MS, type ManualClock } from '@mocks/clock';
import { createDb, type MockDb } from '@mocks/db';
import { MockError } from '@mocks/errors';
import { createGiftCode, type GiftCodeRecord } from '@mocks/factories/gift-code';
import { createUser } from '@mocks/factories/user';
import { MOCK_SERVER_START } from '@mocks/node';
import { runRule } from '@mocks/rules/effect-runtime';
import { createAdAccount } from '@mocks/factories/ad-account';
import { moveAdAccountBalance } from '@mocks/rules/ad-accounts';
import { redeemGiftCode, redeemHistory, settleGiftCodes, settleUserGiftCodes } from '@mocks/rules/gift-codes';
import { postEntry } from '@mocks/rules/ledger';
import { checkLedgerInvariant } from '@mocks/rules/ledger/invariants';
import { describe, expect, it } from 'vitest';

const USER_ID = 'usr_gifts';
const AD_ACCOUNT_ID = '7300000000000000077';

/** $20 for $200 of spend within 7 (+1) days; saving needs $50 spent before. */
const CODE = createGiftCode({
  id: 'gft_1',
  code: 'SPRING20',
  worth: 2_000,
  minimumRequiredSpend: { start: null, minTotalSpend: 20_000, maxTotalSpend: null },
  timeOfUseDays: 7,
  quantity: { available: 3, saved: 0, paid: 0, total: 3 },
});

const setup = async (options: { spentBefore?: number; codes?: GiftCodeRecord[] } = {}) => {
  const db = createDb();
  const clock = createManualClock(MOCK_SERVER_START);
  await db.users.create(createUser({ id: USER_ID }));
  for (const code of options.codes ?? [CODE]) await db.giftCodes.create(code);
  clock.advance(-10 * DAY_MS);
  // An ad account that spends only what a test reports (no budget of its own).
  await db.adAccounts.create(
    createAdAccount({
      id: AD_ACCOUNT_ID,
      userId: USER_ID,
      dailyBudget: 0,
      createdAt: new Date(clock.now()).toISOString(),
    }),
  );
  await runRule(postEntry(db, { userId: USER_ID, type: 'add_fund_user_balance', amount: 100_000 }), { clock });
  const spentBefore = options.spentBefore ?? 20_000;
  if (spentBefore > 0) await spend(db, clock, spentBefore);
  clock.set(MOCK_SERVER_START);
  return { db, clock };
};

/** The platform reports `amount` of ad spend ending now (the engine's own record). */
const spend = async (db: MockDb, clock: ManualClock, amount: number) => {
  const at = new Date(clock.now()).toISOString();
  await db.adSpend.create({
    id: `spd_test_${clock.now()}`,
    userId: USER_ID,
    adAccountId: AD_ACCOUNT_ID,
    from: at,
    to: at,
    amount,
  });
};

const move = (db: MockDb, clock: ManualClock, type: 'transfer' | 'withdraw', amount: number) =>
  runRule(moveAdAccountBalance(db, { userId: USER_ID, adAccountId: AD_ACCOUNT_ID, type, amount }), { clock });

const redeem = (db: MockDb, clock: ManualClock, code = 'spring20') =>
  runRule(redeemGiftCode(db, USER_ID, code), { clock });
const settle = (db: MockDb, clock: ManualClock) => runRule(settleGiftCodes(db, clock.now()), { clock });

const codeOf = (db: MockDb, id = CODE.id) => db.giftCodes.findFirst((q) => q.where({ id }), { strict: true });
const balanceOf = (db: MockDb) => db.users.findFirst((q) => q.where({ id: USER_ID }), { strict: true }).balance;

const rejection = async (promise: Promise<unknown>): Promise<MockError> => {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof MockError)) throw new Error('expected a MockError');
  return error;
};

const expectConsistent = (code: GiftCodeRecord) =>
  expect(code.quantity.available + code.quantity.saved + code.quantity.paid).toBe(code.quantity.total);

describe('saving a gift code', () => {
  it('saves one code, case-insensitively, with its deadline timeOfUseDays + 1 day later', async () => {
    const { db, clock } = await setup();
    const saved = await redeem(db, clock);
    expect(saved).toMatchObject({
      code: 'SPRING20',
      status: 'saved',
      currentSpend: 0,
      redeemedAt: MOCK_SERVER_START,
      deadline: new Date(clock.now() + 8 * DAY_MS).toISOString(),
      minimumRequiredSpend: { start: MOCK_SERVER_START, minTotalSpend: 20_000 },
      paidAt: null,
    });
    expect(codeOf(db).quantity).toEqual({ available: 2, saved: 1, paid: 0, total: 3 });
  });

  it('allows only one saved code at a time', async () => {
    const other = createGiftCode({ id: 'gft_2', code: 'OTHER10' });
    const { db, clock } = await setup({ codes: [CODE, other] });
    await redeem(db, clock);
    const error = await rejection(redeem(db, clock, 'OTHER10'));
    expect(error).toMatchObject({ code: 'error.gift_code_already_saved', status: 409 });
  });

  it('needs the minimum spend reached first', async () => {
    const { db, clock } = await setup({ spentBefore: 19_900 });
    const error = await rejection(redeem(db, clock));
    expect(error).toMatchObject({ code: 'error.gift_code_min_spend_not_reached', status: 422 });
    expect(codeOf(db).quantity.available).toBe(3);
  });

  it.each([
    ['unknown', [CODE], 'NOPE1234'],
    ['expired', [{ ...CODE, expiry: '2026-03-15T00:00:00.000Z' }], 'SPRING20'],
    ['deactivated', [{ ...CODE, status: 'deactivate' as const }], 'SPRING20'],
    ['fully redeemed', [{ ...CODE, quantity: { available: 0, saved: 0, paid: 3, total: 3 } }], 'SPRING20'],
  ])('refuses an %s code with error.gift_code_unavailable', async (_name, codes, typed) => {
    const { db, clock } = await setup({ codes });
    const error = await rejection(redeem(db, clock, typed));
    expect(error).toMatchObject({ code: 'error.gift_code_unavailable', status: 422 });
  });
});

describe('the bonus', () => {
  it('is credited through the ledger once the spend since redemption reaches the minimum', async () => {
    const { db, clock } = await setup();
    await redeem(db, clock);
    clock.advance(2 * DAY_MS);
    await spend(db, clock, 15_000);
    await settle(db, clock);
    expect(redeemHistory(db, USER_ID, { page: 1, limit: 10 }).content[0]).toMatchObject({
      status: 'saved',
      currentSpend: 15_000,
    });
    const before = balanceOf(db);

    clock.advance(DAY_MS);
    await spend(db, clock, 5_000);
    await settle(db, clock);
    const [paid] = redeemHistory(db, USER_ID, { page: 1, limit: 10 }).content;
    expect(paid).toMatchObject({ status: 'paid', currentSpend: 20_000, paidAt: new Date(clock.now()).toISOString() });
    expect(balanceOf(db)).toBe(before + 2_000);
    const entries = db.balanceTransactions.findMany((q) => q.where({ type: 'recharge_gift_code' }));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ amount: 2_000, status: 'PAID' });
    expect(codeOf(db).quantity).toEqual({ available: 2, saved: 0, paid: 1, total: 3 });
    expect(checkLedgerInvariant(db)).toEqual([]);

    // Settling again pays nothing more, and the code cannot be saved twice.
    await settle(db, clock);
    expect(db.balanceTransactions.findMany((q) => q.where({ type: 'recharge_gift_code' }))).toHaveLength(1);
    expect((await rejection(redeem(db, clock))).code).toBe('error.gift_code_unavailable');
  });

  it('counts spend made within timeOfUseDays plus one day', async () => {
    const { db, clock } = await setup();
    await redeem(db, clock);
    clock.advance(7 * DAY_MS + 23 * HOUR_MS); // day 8: inside the extra day
    await spend(db, clock, 20_000);
    clock.advance(5 * DAY_MS); // the harness looks late: the spend was in time
    await settle(db, clock);
    expect(redeemHistory(db, USER_ID, { page: 1, limit: 10 }).content[0]?.status).toBe('paid');
    expect(checkLedgerInvariant(db)).toEqual([]);
  });

  it('expires when the deadline passes without the spend, and the unit becomes available again', async () => {
    const { db, clock } = await setup();
    await redeem(db, clock);
    clock.advance(8 * DAY_MS + 1);
    await spend(db, clock, 20_000); // too late
    await settle(db, clock);
    expect(redeemHistory(db, USER_ID, { page: 1, limit: 10 }).content[0]).toMatchObject({
      status: 'expired',
      currentSpend: 0,
      paidAt: null,
    });
    expect(db.balanceTransactions.findMany((q) => q.where({ type: 'recharge_gift_code' }))).toHaveLength(0);
    expect(codeOf(db).quantity).toEqual({ available: 3, saved: 0, paid: 0, total: 3 });
    expectConsistent(codeOf(db));
  });

  it('counts ad spend only: money moved to an ad account and back spends nothing', async () => {
    const { db, clock } = await setup();
    await redeem(db, clock);
    clock.advance(HOUR_MS);
    await move(db, clock, 'transfer', 50_000);
    clock.advance(HOUR_MS);
    await move(db, clock, 'withdraw', 50_000);
    await settle(db, clock);
    expect(redeemHistory(db, USER_ID, { page: 1, limit: 10 }).content[0]).toMatchObject({
      status: 'saved',
      currentSpend: 0,
    });
    expect(db.balanceTransactions.findMany((q) => q.where({ type: 'recharge_gift_code' }))).toHaveLength(0);
    expect(balanceOf(db)).toBe(100_000);
  });

  it('counts what a funded ad account spends as time passes', async () => {
    const { db, clock } = await setup();
    await db.adAccounts.update((q) => q.where({ id: AD_ACCOUNT_ID }), {
      data(draft) {
        // $100 a day on average: $200 takes two to three days.
        draft.dailyBudget = 10_000;
      },
    });
    await redeem(db, clock);
    await move(db, clock, 'transfer', 50_000);
    clock.advance(4 * DAY_MS);
    await runRule(settleUserGiftCodes(db, USER_ID, clock.now()), { clock });
    const [redemption] = redeemHistory(db, USER_ID, { page: 1, limit: 10 }).content;
    expect(redemption).toMatchObject({ status: 'paid' });
    expect(redemption?.currentSpend).toBeGreaterThanOrEqual(20_000);
    expect(checkLedgerInvariant(db)).toEqual([]);
  });

  it('marks a code fully redeemed when its last unit is saved', async () => {
    const { db, clock } = await setup({
      codes: [{ ...CODE, quantity: { available: 1, saved: 0, paid: 2, total: 3 } }],
    });
    await redeem(db, clock);
    expect(codeOf(db)).toMatchObject({ status: 'fully_redeemed', quantity: { available: 0, saved: 1 } });
    expectConsistent(codeOf(db));
  });
});
