import { createManualClock, DAY_MS, type ManualClock } from '@mocks/clock';
import { createDb, type MockDb } from '@mocks/db';
import { MockError } from '@mocks/errors';
import { planCatalogue } from '@mocks/factories/plan';
import { createUser } from '@mocks/factories/user';
import { MOCK_SERVER_START } from '@mocks/node';
import { PLAN_AD_ACCOUNT_LIMITS } from '@contract/ad-accounts/ad-account-creation';
import { derivePlanFlags } from '@contract/plans/plan-flags';
import { runRule } from '@mocks/rules/effect-runtime';
import { checkLedgerInvariant, postEntry } from '@mocks/rules/ledger';
import {
  addWorkingDays,
  advanceSubscriptions,
  BILLING_PERIOD_MS,
  cancelSubscription,
  listTransitions,
  listValidPrices,
  mySubscription,
  subscribe,
  type BillingSettings,
} from '@mocks/rules/subscriptions';
import { describe, expect, it } from 'vitest';

const USER_ID = 'usr_plans';
const CARD = 'pm_card_visa';

const setup = async (balance = 0) => {
  const db = createDb();
  await db.users.create(createUser({ id: USER_ID }));
  const clock = createManualClock(MOCK_SERVER_START);
  if (balance > 0) {
    // Money enters through the ledger so the invariant holds.
    await runRule(postEntry(db, { userId: USER_ID, type: 'add_fund_user_balance', amount: balance }), { clock });
  }
  return { db, clock };
};

const userOf = (db: MockDb) => db.users.findFirst((q) => q.where({ id: USER_ID }), { strict: true });
const subOf = (db: MockDb) => mySubscription(db, USER_ID).subscription;

const buy = (
  db: MockDb,
  clock: ManualClock,
  planId: 'regular_1' | 'regular_2' | 'regular_3',
  settings?: BillingSettings,
) => runRule(subscribe(db, USER_ID, { planId, paymentMethodId: CARD }, settings), { clock });

const advance = (db: MockDb, clock: ManualClock) => runRule(advanceSubscriptions(db, clock.now()), { clock });

const rejection = async (promise: Promise<unknown>): Promise<MockError> => {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof MockError)) throw new Error('expected a MockError');
  return error;
};

describe('trial', () => {
  it('lasts 14 days on the clock, charges nothing, then becomes past_due until a plan is chosen', async () => {
    const { db, clock } = await setup();
    const summary = await buy(db, clock, 'regular_2');
    expect(summary).toMatchObject({
      total: 0,
      trialDays: 14,
      trialForfeited: false,
      subscription: { status: 'trialing' },
    });
    expect(summary.subscription.trialEnd).toBe(new Date(clock.now() + 14 * DAY_MS).toISOString());
    expect(db.balanceTransactions.count()).toBe(0);
    expect(userOf(db)).toMatchObject({ isInTrial: true, planStatus: 'trialing' });
    expect(derivePlanFlags(userOf(db))).toMatchObject({ isTrialing: true, outOfTrialAndNeedPlan: false });

    clock.advance(14 * DAY_MS - 1);
    await advance(db, clock);
    expect(subOf(db)?.status).toBe('trialing');

    clock.advance(1);
    await advance(db, clock);
    expect(subOf(db)).toMatchObject({ status: 'past_due', trialEnd: null });
    expect(userOf(db)).toMatchObject({ isInTrial: false, planStatus: 'past_due' });
    expect(derivePlanFlags(userOf(db))).toMatchObject({ isTrialing: false, outOfTrialAndNeedPlan: true });
    const transitions = listTransitions(db, USER_ID, { page: 1, limit: 10 }).content;
    expect(transitions.map((t) => [t.from, t.to])).toEqual([
      ['trialing', 'past_due'],
      [null, 'trialing'],
    ]);
    // The change is dated when the trial ended, not when the harness looked.
    expect(transitions[0]?.changedAt).toBe(new Date(clock.now()).toISOString());
    // No second trial.
    expect(listValidPrices(db, USER_ID).every((plan) => !plan.trialAvailable)).toBe(true);
  });

  it('takes its length from the trialDays setting', async () => {
    const { db, clock } = await setup();
    const summary = await buy(db, clock, 'regular_1', { trialDays: 7 });
    expect(summary.trialDays).toBe(7);
    expect(summary.subscription.plan.trialDays).toBe(7);
    expect(summary.subscription.trialEnd).toBe(new Date(clock.now() + 7 * DAY_MS).toISOString());
  });

  it('is lost when the plan changes during it: the new plan is charged now', async () => {
    const { db, clock } = await setup(20_000);
    await buy(db, clock, 'regular_2');
    clock.advance(3 * DAY_MS);
    const change = await buy(db, clock, 'regular_3');
    expect(change).toMatchObject({
      trialForfeited: true,
      trialDays: 0,
      total: 9_900,
      subscription: { status: 'active', trialEnd: null, plan: { id: 'regular_3' } },
    });
    expect(userOf(db).balance).toBe(20_000 - 9_900);
    expect(listValidPrices(db, USER_ID).find((plan) => plan.id === 'regular_3')).toMatchObject({
      isCurrent: true,
      trialAvailable: false,
    });
    expect(checkLedgerInvariant(db)).toEqual([]);
  });

  it('ends when cancelling during it: canceled and out of trial at once, no plan until the request is processed', async () => {
    const { db, clock } = await setup(10_000);
    await buy(db, clock, 'regular_2');
    clock.advance(2 * DAY_MS);
    const pending = await runRule(cancelSubscription(db, USER_ID, 'Just testing'), { clock });
    expect(pending).toMatchObject({ status: 'pending', subscription: { status: 'canceled', trialEnd: null } });
    expect(userOf(db)).toMatchObject({ isInTrial: false, planStatus: 'canceled' });
    expect(derivePlanFlags(userOf(db))).toEqual({
      needToBeReviewed: false,
      isTrialing: false,
      outOfTrialAndNeedPlan: true,
      activePlan: null,
    });
    expect(listTransitions(db, USER_ID, { page: 1, limit: 10 }).content[0]).toMatchObject({
      from: 'trialing',
      to: 'canceled',
    });
    expect(listValidPrices(db, USER_ID)).toEqual([]);
    expect((await rejection(buy(db, clock, 'regular_1'))).code).toBe('error.no_plan_available');

    clock.advance(2 * DAY_MS);
    await advance(db, clock);
    expect(subOf(db)?.status).toBe('canceled');
    expect(listTransitions(db, USER_ID, { page: 1, limit: 10 }).paging.total).toBe(2);
    expect(derivePlanFlags(userOf(db)).outOfTrialAndNeedPlan).toBe(true);
    const prices = listValidPrices(db, USER_ID);
    expect(prices).toHaveLength(8);
    expect(prices.every((plan) => !plan.trialAvailable && !plan.isCurrent)).toBe(true);
    expect(await buy(db, clock, 'regular_1')).toMatchObject({ total: 2_900, subscription: { status: 'active' } });
  });
});

describe('cancellation', () => {
  // Friday 2026-03-20, 10:00 in Ho Chi Minh City.
  const FRIDAY = '2026-03-20T03:00:00.000Z';

  it('counts working days only', () => {
    expect(new Date(addWorkingDays(Date.parse(FRIDAY), 2)).toISOString()).toBe('2026-03-24T03:00:00.000Z');
    expect(new Date(addWorkingDays(Date.parse(MOCK_SERVER_START), 2)).toISOString()).toBe('2026-03-18T02:00:00.000Z');
  });

  it('takes effect after 2 working days across a weekend, and blocks upgrading until then', async () => {
    const { db, clock } = await setup(20_000);
    await buy(db, clock, 'regular_1', { trialDays: 0 });
    clock.set(FRIDAY);
    const pending = await runRule(cancelSubscription(db, USER_ID, undefined), { clock });
    expect(pending).toMatchObject({ status: 'pending', requestedAt: FRIDAY, expectedBy: '2026-03-25', reason: null });
    expect(pending.subscription).toMatchObject({
      status: 'active',
      cancelRequestedAt: FRIDAY,
      cancellationExpectedBy: '2026-03-25',
    });

    const again = await rejection(runRule(cancelSubscription(db, USER_ID, undefined), { clock }));
    expect(again.code).toBe('error.cancel_subscription_failed');

    clock.set('2026-03-23T10:00:00.000Z'); // Monday: one working day later
    await advance(db, clock);
    expect(subOf(db)?.status).toBe('active');
    expect(listValidPrices(db, USER_ID)).toEqual([]);
    const blocked = await rejection(buy(db, clock, 'regular_2'));
    expect(blocked).toMatchObject({ code: 'error.no_plan_available', status: 409 });

    clock.set('2026-03-24T03:00:00.000Z'); // Tuesday, same time: two working days
    await advance(db, clock);
    expect(subOf(db)).toMatchObject({ status: 'canceled', currentPeriodEnd: null, cancellationExpectedBy: null });
    expect(derivePlanFlags(userOf(db))).toMatchObject({ activePlan: null, outOfTrialAndNeedPlan: false });
    expect(listValidPrices(db, USER_ID)).toHaveLength(8);

    const upgrade = await buy(db, clock, 'regular_2');
    expect(upgrade).toMatchObject({ total: 4_900, subscription: { status: 'active', cancelRequestedAt: null } });
    expect(checkLedgerInvariant(db)).toEqual([]);
  });

  it('refuses when there is nothing to cancel', async () => {
    const { db, clock } = await setup();
    const error = await rejection(runRule(cancelSubscription(db, USER_ID, undefined), { clock }));
    expect(error).toMatchObject({ code: 'error.cancel_subscription_failed', status: 409 });
  });
});

describe('charging', () => {
  it('debits the plan price from the wallet as a stripe_subscription ledger entry, with an invoice', async () => {
    const { db, clock } = await setup(10_000);
    const summary = await buy(db, clock, 'regular_2', { trialDays: 0 });
    expect(summary).toMatchObject({ price: 4_900, tax: 0, total: 4_900, requiresAction: false, clientSecret: null });
    const entries = db.balanceTransactions.findMany((q) => q.where({ type: 'stripe_subscription' }));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ amount: -4_900, balanceAfter: 5_100, status: 'PAID' });
    expect(userOf(db).balance).toBe(5_100);
    expect(db.invoices.all()).toHaveLength(1);
    expect(db.invoices.all()[0]).toMatchObject({ total: 4_900, status: 'done', planId: 'regular_2' });
    expect(checkLedgerInvariant(db)).toEqual([]);
  });

  it('refuses with error.insufficient_balance and changes nothing', async () => {
    const { db, clock } = await setup(1_000);
    const error = await rejection(buy(db, clock, 'regular_3', { trialDays: 0 }));
    expect(error).toMatchObject({ code: 'error.insufficient_balance', status: 422 });
    expect(subOf(db)).toBeNull();
    expect(userOf(db).balance).toBe(1_000);
    expect(db.invoices.count()).toBe(0);
  });

  it('renews each month from the wallet, and becomes past_due when the wallet is short', async () => {
    const { db, clock } = await setup(2 * 2_900 + 1_000);
    await buy(db, clock, 'regular_1', { trialDays: 0 });
    clock.advance(BILLING_PERIOD_MS);
    await advance(db, clock);
    expect(subOf(db)?.status).toBe('active');
    expect(userOf(db).balance).toBe(1_000);
    clock.advance(BILLING_PERIOD_MS);
    await advance(db, clock);
    expect(subOf(db)?.status).toBe('past_due');
    expect(derivePlanFlags(userOf(db)).outOfTrialAndNeedPlan).toBe(true);
    expect(checkLedgerInvariant(db)).toEqual([]);
  });
});

describe('the plan catalogue', () => {
  it('prices every plan in whole cents, cheapest first, with the limits the ad-account rules enforce', () => {
    const plans = planCatalogue();
    expect(plans.map((plan) => plan.id)).toEqual([
      'regular_1',
      'regular_2',
      'regular_3',
      'regular_4',
      'regular_5',
      'enterprise',
      'black_agency',
      'white_agency',
    ]);
    for (const plan of plans) {
      expect(Number.isSafeInteger(plan.price)).toBe(true);
      expect(plan.adAccountLimit).toBe(PLAN_AD_ACCOUNT_LIMITS[plan.id]);
      expect(plan.trialDays).toBe(14);
    }
  });
});
