import { createManualClock, DAY_MS, type ManualClock } from '@mocks/clock';
import { createDb, type MockDb } from '@mocks/db';
import { MockError } from '@mocks/errors';
import { planCatalogue } from '@mocks/factories/plan';
import { createTicket } from '@mocks/factories/ticket';
import { createUser } from '@mocks/factories/user';
import { MOCK_SERVER_START } from '@mocks/node';
import { PLAN_AD_ACCOUNT_LIMITS } from '@contract/ad-accounts/ad-account-creation';
import { derivePlanFlags } from '@contract/plans/plan-flags';
import { runRule } from '@mocks/rules/effect-runtime';
import { postEntry } from '@mocks/rules/ledger';
import { checkLedgerInvariant } from '@mocks/rules/ledger/invariants';
import {
  BILLING_PERIOD_MS,
  listTransitions,
  listValidPrices,
  listInvoices,
  mySubscription,
  type BillingSettings,
} from '@mocks/rules/subscriptions';
import { advanceSubscriptions } from '@mocks/rules/subscriptions/advance';
import { cancelSubscription, subscribe } from '@mocks/rules/subscriptions/changes';
import { describe, expect, it } from 'vitest';

const USER_ID = 'usr_plans';

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
) => runRule(subscribe(db, USER_ID, { planId }, settings ? { settings } : {}), { clock });

const cancel = (db: MockDb, clock: ManualClock, reason?: string) =>
  runRule(cancelSubscription(db, USER_ID, reason), { clock });

const advance = (db: MockDb, clock: ManualClock) => runRule(advanceSubscriptions(db, clock.now()), { clock });

const NO_TRIAL: BillingSettings = { trialDays: 0 };

const planCharges = (db: MockDb) =>
  db.balanceTransactions
    .findMany((q) => q.where({ userId: USER_ID, type: 'stripe_subscription' }))
    .sort((a, b) => a.sequence - b.sequence);

const invoicesOf = (db: MockDb) => listInvoices(db, USER_ID, { page: 1, limit: 100 }).content.reverse();

/** Each invoice names the entry that paid it: same amount and date, the entry's note is its number. */
const expectInvoicesMatchCharges = (db: MockDb) => {
  const entries = planCharges(db);
  const invoices = invoicesOf(db);
  expect(invoices.map((invoice) => invoice.transactionId)).toEqual(entries.map((entry) => entry.id));
  for (const [index, invoice] of invoices.entries()) {
    expect(entries[index]).toMatchObject({ amount: -invoice.total, createdAt: invoice.issuedAt, note: invoice.number });
    expect(invoice.paidAt).toBe(invoice.issuedAt);
  }
};

/** The promise every blocked seller relies on: told to choose a plan, there is one to choose. */
const expectNoDeadEnd = (db: MockDb) => {
  if (derivePlanFlags(userOf(db)).outOfTrialAndNeedPlan) expect(listValidPrices(db, USER_ID).length).toBeGreaterThan(0);
};

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

  it('ends when cancelling during it: canceled at once, and a plan can be bought right away from the wallet', async () => {
    const { db, clock } = await setup(10_000);
    await buy(db, clock, 'regular_2');
    clock.advance(2 * DAY_MS);
    const done = await cancel(db, clock, 'Just testing');
    expect(done).toMatchObject({
      status: 'done',
      expectedBy: '2026-03-18',
      subscription: { status: 'canceled', trialEnd: null, cancellationExpectedBy: null },
    });
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
    // No waiting: every plan is offered at once, without a second trial.
    const prices = listValidPrices(db, USER_ID);
    expect(prices).toHaveLength(8);
    expect(prices.every((plan) => !plan.trialAvailable && !plan.isCurrent)).toBe(true);
    expectNoDeadEnd(db);

    const bought = await buy(db, clock, 'regular_1');
    expect(bought).toMatchObject({
      total: 2_900,
      trialDays: 0,
      subscription: { status: 'active' },
      invoice: { billingReason: 'subscription_create', total: 2_900 },
    });
    expect(derivePlanFlags(userOf(db))).toMatchObject({ outOfTrialAndNeedPlan: false, activePlan: 'regular_1' });
    expect(userOf(db).balance).toBe(10_000 - 2_900);
    expectInvoicesMatchCharges(db);
    expect(checkLedgerInvariant(db)).toEqual([]);
  });
});

describe('cancellation', () => {
  // Friday 2026-03-20, 10:00 in Ho Chi Minh City.
  const FRIDAY = '2026-03-20T03:00:00.000Z';

  it('of a paid plan takes effect after 2 working days across a weekend, and blocks upgrading until then', async () => {
    const { db, clock } = await setup(20_000);
    await buy(db, clock, 'regular_1', NO_TRIAL);
    clock.set(FRIDAY);
    const pending = await cancel(db, clock);
    expect(pending).toMatchObject({ status: 'pending', requestedAt: FRIDAY, expectedBy: '2026-03-25', reason: null });
    expect(pending.subscription).toMatchObject({
      status: 'active',
      cancelRequestedAt: FRIDAY,
      cancellationExpectedBy: '2026-03-25',
    });

    const again = await rejection(cancel(db, clock));
    expect(again.code).toBe('error.cancel_subscription_failed');

    clock.set('2026-03-23T10:00:00.000Z'); // Monday: one working day later
    await advance(db, clock);
    expect(subOf(db)?.status).toBe('active');
    expect(listValidPrices(db, USER_ID)).toEqual([]);
    const blocked = await rejection(buy(db, clock, 'regular_2'));
    expect(blocked).toMatchObject({ code: 'error.no_plan_available', status: 409 });
    // Still active, so not told to choose a plan it cannot choose.
    expect(derivePlanFlags(userOf(db)).outOfTrialAndNeedPlan).toBe(false);

    clock.set('2026-03-24T03:00:00.000Z'); // Tuesday, same time: two working days
    await advance(db, clock);
    expect(subOf(db)).toMatchObject({ status: 'canceled', currentPeriodEnd: null, cancellationExpectedBy: null });
    expect(derivePlanFlags(userOf(db))).toMatchObject({ activePlan: null, outOfTrialAndNeedPlan: false });
    expect(listValidPrices(db, USER_ID)).toHaveLength(8);

    const upgrade = await buy(db, clock, 'regular_2');
    expect(upgrade).toMatchObject({ total: 4_900, subscription: { status: 'active', cancelRequestedAt: null } });
    expect(checkLedgerInvariant(db)).toEqual([]);
  });

  it('of a paid plan is not renewed while it waits: the month ends without a charge', async () => {
    const { db, clock } = await setup(20_000);
    await buy(db, clock, 'regular_1', NO_TRIAL);
    clock.advance(BILLING_PERIOD_MS - DAY_MS);
    await cancel(db, clock);
    clock.advance(DAY_MS);
    await advance(db, clock);
    expect(subOf(db)?.status).toBe('active');
    expect(planCharges(db)).toHaveLength(1);
    clock.advance(3 * DAY_MS);
    await advance(db, clock);
    expect(subOf(db)?.status).toBe('canceled');
    expect(planCharges(db)).toHaveLength(1);
    expectNoDeadEnd(db);
  });

  it('of a past-due plan is done at once: nothing paid was running, and a plan can be chosen', async () => {
    const { db, clock } = await setup(10_000);
    await buy(db, clock, 'regular_2');
    clock.advance(14 * DAY_MS);
    await advance(db, clock);
    expect(subOf(db)?.status).toBe('past_due');
    const done = await cancel(db, clock);
    expect(done).toMatchObject({ status: 'done', subscription: { status: 'canceled', cancellationExpectedBy: null } });
    expect(listValidPrices(db, USER_ID)).toHaveLength(8);
    expectNoDeadEnd(db);
    expect(await buy(db, clock, 'regular_1')).toMatchObject({ total: 2_900, subscription: { status: 'active' } });
  });

  it('refuses when there is nothing to cancel', async () => {
    const { db, clock } = await setup();
    const error = await rejection(cancel(db, clock));
    expect(error).toMatchObject({ code: 'error.cancel_subscription_failed', status: 409 });
  });
});

describe('paying from the wallet', () => {
  it('takes the price from the wallet as a stripe_subscription entry and files its invoice, same amount and date', async () => {
    const { db, clock } = await setup(10_000);
    const summary = await buy(db, clock, 'regular_2', NO_TRIAL);
    expect(summary).toMatchObject({ price: 4_900, tax: 0, total: 4_900, trialDays: 0 });
    const [entry] = planCharges(db);
    expect(entry).toMatchObject({ amount: -4_900, balanceAfter: 5_100, status: 'PAID' });
    expect(summary.invoice).toMatchObject({
      billingReason: 'subscription_create',
      planId: 'regular_2',
      cycle: 'monthly',
      total: 4_900,
      status: 'done',
      transactionId: entry?.id,
      issuedAt: new Date(clock.now()).toISOString(),
      periodStart: new Date(clock.now()).toISOString(),
      periodEnd: new Date(clock.now() + BILLING_PERIOD_MS).toISOString(),
    });
    expect(entry?.note).toBe(summary.invoice?.number);
    expect(userOf(db).balance).toBe(5_100);
    expectInvoicesMatchCharges(db);
    expect(checkLedgerInvariant(db)).toEqual([]);
  });

  it('refuses with error.insufficient_balance and changes nothing when the wallet is short', async () => {
    const { db, clock } = await setup(1_000);
    const error = await rejection(buy(db, clock, 'regular_3', NO_TRIAL));
    expect(error).toMatchObject({ code: 'error.insufficient_balance', status: 422 });
    expect(subOf(db)).toBeNull();
    expect(userOf(db).balance).toBe(1_000);
    expect(db.invoices.count()).toBe(0);
  });

  it('uses only the available balance: a refund waiting for an admin holds its amount', async () => {
    const { db, clock } = await setup(10_000);
    await db.tickets.create(
      createTicket({ id: 'tkt_refund', userId: USER_ID, type: 'request_refund', status: 'pending', amount: 6_000 }),
    );
    // $100.00 in the wallet, $60.00 of it held: $40.00 cannot pay $49.00.
    const error = await rejection(buy(db, clock, 'regular_2', NO_TRIAL));
    expect(error).toMatchObject({ code: 'error.insufficient_balance', status: 422 });
    expect(planCharges(db)).toHaveLength(0);
    expect(db.invoices.count()).toBe(0);
    expect(await buy(db, clock, 'regular_1', NO_TRIAL)).toMatchObject({ total: 2_900 });
  });

  it('charges a change of plan at once, as a plan update with its invoice', async () => {
    const { db, clock } = await setup(20_000);
    await buy(db, clock, 'regular_1', NO_TRIAL);
    clock.advance(5 * DAY_MS);
    const change = await buy(db, clock, 'regular_3', NO_TRIAL);
    expect(change).toMatchObject({
      total: 9_900,
      invoice: { billingReason: 'subscription_update', planId: 'regular_3', total: 9_900 },
      subscription: { status: 'active', plan: { id: 'regular_3' } },
    });
    expect(change.subscription.currentPeriodEnd).toBe(new Date(clock.now() + BILLING_PERIOD_MS).toISOString());
    expect(userOf(db).balance).toBe(20_000 - 2_900 - 9_900);
    expectInvoicesMatchCharges(db);
  });

  it('renews each month from the wallet, each renewal an entry, an invoice and a notification, dated when due', async () => {
    const { db, clock } = await setup(3 * 2_900 + 1_000);
    const start = clock.now();
    await buy(db, clock, 'regular_1', NO_TRIAL);
    // The harness looks late: each renewal is still dated when it fell due.
    clock.advance(2 * BILLING_PERIOD_MS + 3 * DAY_MS);
    await advance(db, clock);
    expect(subOf(db)).toMatchObject({
      status: 'active',
      currentPeriodEnd: new Date(start + 3 * BILLING_PERIOD_MS).toISOString(),
    });
    const invoices = invoicesOf(db);
    expect(invoices.map((invoice) => [invoice.billingReason, invoice.issuedAt])).toEqual([
      ['subscription_create', new Date(start).toISOString()],
      ['subscription_cycle', new Date(start + BILLING_PERIOD_MS).toISOString()],
      ['subscription_cycle', new Date(start + 2 * BILLING_PERIOD_MS).toISOString()],
    ]);
    expectInvoicesMatchCharges(db);
    const renewed = db.notifications
      .findMany((q) => q.where({ userId: USER_ID }))
      .filter((n) => n.id.includes('planRenewed'));
    expect(renewed.map((notification) => notification.subject.id).sort()).toEqual(
      planCharges(db)
        .slice(1)
        .map((entry) => entry.id)
        .sort(),
    );
    expect(userOf(db).balance).toBe(1_000);
    expect(checkLedgerInvariant(db)).toEqual([]);
  });

  it('goes past_due when the available balance cannot pay a renewal, and tells the seller which change it was', async () => {
    const { db, clock } = await setup(2 * 2_900 + 1_000);
    await buy(db, clock, 'regular_1', NO_TRIAL);
    clock.advance(BILLING_PERIOD_MS);
    await advance(db, clock);
    expect(subOf(db)?.status).toBe('active');
    expect(userOf(db).balance).toBe(1_000);
    clock.advance(BILLING_PERIOD_MS);
    await advance(db, clock);
    expect(subOf(db)?.status).toBe('past_due');
    expect(planCharges(db)).toHaveLength(2);
    expect(db.invoices.count()).toBe(2);
    expect(derivePlanFlags(userOf(db)).outOfTrialAndNeedPlan).toBe(true);
    const [transition] = listTransitions(db, USER_ID, { page: 1, limit: 1 }).content;
    expect(transition).toMatchObject({
      from: 'active',
      to: 'past_due',
      changedAt: new Date(clock.now()).toISOString(),
    });
    const failed = db.notifications.all().filter((notification) => notification.id.includes('planPaymentFailed'));
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({
      subject: { kind: 'subscriptionTransition', id: transition?.id },
      link: '/pricing',
      createdAt: new Date(clock.now()).toISOString(),
    });
    expectNoDeadEnd(db);
    expect(checkLedgerInvariant(db)).toEqual([]);

    // Funds added, the plan is paid again.
    await runRule(postEntry(db, { userId: USER_ID, type: 'add_fund_user_balance', amount: 5_000 }), { clock });
    expect(await buy(db, clock, 'regular_1')).toMatchObject({ total: 2_900, subscription: { status: 'active' } });
    expectInvoicesMatchCharges(db);
  });

  it('tells the seller when the trial ends, naming the change to past_due', async () => {
    const { db, clock } = await setup();
    await buy(db, clock, 'regular_2');
    clock.advance(14 * DAY_MS);
    await advance(db, clock);
    const [transition] = listTransitions(db, USER_ID, { page: 1, limit: 1 }).content;
    const ended = db.notifications.all().filter((notification) => notification.id.includes('trialEnded'));
    expect(ended).toHaveLength(1);
    expect(ended[0]?.subject).toEqual({ kind: 'subscriptionTransition', id: transition?.id });
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
