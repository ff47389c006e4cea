import { contract } from '@contract';
import { derivePlanFlags } from '@contract/plans/plan-flags';
import { DAY_MS } from '@mocks/clock';
import { checkLedgerInvariant } from '@mocks/rules/ledger/invariants';
import { TRIALING_USER_BALANCE_CENTS } from '@scenarios/trialing-user';
import { OUT_OF_TRIAL_BALANCE_CENTS } from '@scenarios/out-of-trial';
import { describe, expect, it } from 'vitest';
import { errorOf, expectContract, freshKey, useMockApi } from './mock-api';

const { mock, client, session } = await useMockApi({ scenario: 'trialing-user' });
const routes = contract.plans;

const signIn = async (scenario?: string) => {
  if (scenario) await mock.reset(scenario);
  session.token = await mock.signIn();
};

describe('trialing-user scenario', () => {
  it('is 5 days into the 14-day trial of regular_2, with a consistent ledger', async () => {
    await signIn();
    const me = await client.users.getMe();
    if (me.status !== 200) throw new Error('expected the account');
    expect(me.body).toMatchObject({
      balance: TRIALING_USER_BALANCE_CENTS,
      isInTrial: true,
      planStatus: 'trialing',
      verifyStatus: 'approved',
      plans: { type: 'regular_2', notRegisterPlans: false, subscription: { status: 'trialing' } },
    });
    expect(derivePlanFlags(me.body)).toEqual({
      needToBeReviewed: false,
      isTrialing: true,
      outOfTrialAndNeedPlan: false,
      activePlan: null,
    });
    const mine = await client.plans.getMySubscription();
    await expectContract(routes.getMySubscription, mine);
    if (mine.status !== 200 || !mine.body.subscription) throw new Error('expected a subscription');
    expect(mine.body.subscription.trialEnd).toBe(new Date(mock.clock.now() + 9 * DAY_MS).toISOString());
    expect(checkLedgerInvariant(mock.db)).toEqual([]);
  });

  it('answers every plan route within the contract', async () => {
    await signIn();
    const plans = await client.plans.listPlans();
    await expectContract(routes.listPlans, plans);
    expect(plans.body).toHaveLength(8);

    const valid = await client.plans.listValidPrices();
    await expectContract(routes.listValidPrices, valid);
    expect(valid.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: 'regular_2', isCurrent: true, trialAvailable: false })]),
    );

    const change = await client.plans.subscribePlan({
      body: { planId: 'regular_3' },
      headers: freshKey(),
    });
    await expectContract(routes.subscribePlan, change);
    expect(change.body).toMatchObject({ trialForfeited: true, total: 9_900, subscription: { status: 'active' } });

    const transitions = await client.plans.listSubscriptionTransitions({ query: {} });
    await expectContract(routes.listSubscriptionTransitions, transitions);
    expect(transitions.body).toMatchObject({ paging: { total: 2 }, content: [{ from: 'trialing', to: 'active' }, {}] });

    const invoices = await client.plans.listInvoices({ query: { status: 'done' } });
    await expectContract(routes.listInvoices, invoices);
    expect(invoices.body).toMatchObject({
      paging: { total: 1 },
      content: [{ total: 9_900, planId: 'regular_3', billingReason: 'subscription_create' }],
    });
    // The wallet history shows the same charge: same amount and date, the invoice number as its note.
    const history = await client.transactions.listTransactions({ query: { type: 'stripe_subscription' } });
    if (history.status !== 200 || invoices.status !== 200) throw new Error('expected both histories');
    const [invoice] = invoices.body.content;
    expect(history.body.content).toEqual([
      expect.objectContaining({
        id: invoice?.transactionId,
        amount: -9_900,
        createdAt: invoice?.issuedAt,
        note: invoice?.number,
      }),
    ]);

    const cancel = await client.plans.cancelMySubscription({ body: { reason: 'Too expensive' } });
    await expectContract(routes.cancelMySubscription, cancel);
    expect(cancel.body).toMatchObject({ status: 'pending', reason: 'Too expensive' });

    const blocked = await client.plans.subscribePlan({
      body: { planId: 'regular_1' },
      headers: freshKey(),
    });
    await expectContract(routes.subscribePlan, blocked);
    expect(blocked.status).toBe(409);
    expect(blocked.body).toEqual(errorOf('error.no_plan_available'));
    expect(checkLedgerInvariant(mock.db)).toEqual([]);
  });

  it('ends the trial on the clock: past_due after day 14', async () => {
    // Sessions last a day: sign in once the clock has moved.
    mock.clock.advance(9 * DAY_MS);
    await signIn();
    const mine = await client.plans.getMySubscription();
    expect(mine.body).toMatchObject({ subscription: { status: 'past_due' } });
    const me = await client.users.getMe();
    if (me.status !== 200) throw new Error('expected the account');
    expect(derivePlanFlags(me.body).outOfTrialAndNeedPlan).toBe(true);
  });

  it('refuses a plan the wallet cannot pay with error.insufficient_balance', async () => {
    await signIn();
    const response = await client.plans.subscribePlan({
      body: { planId: 'white_agency' },
      headers: freshKey(),
    });
    await expectContract(routes.subscribePlan, response);
    expect(response.status).toBe(422);
    expect(response.body).toEqual(errorOf('error.insufficient_balance'));
  });
});

describe('cancelling the trial', () => {
  it('ends it at once and a plan can be bought right away, paid from the wallet', async () => {
    await signIn();
    const cancel = await client.plans.cancelMySubscription({ body: {} });
    await expectContract(routes.cancelMySubscription, cancel);
    expect(cancel.body).toMatchObject({
      status: 'done',
      subscription: { status: 'canceled', cancellationExpectedBy: null },
    });
    const me = await client.users.getMe();
    if (me.status !== 200) throw new Error('expected the account');
    expect(derivePlanFlags(me.body).outOfTrialAndNeedPlan).toBe(true);
    const valid = await client.plans.listValidPrices();
    if (valid.status !== 200) throw new Error('expected prices');
    expect(valid.body).toHaveLength(8);

    const buy = await client.plans.subscribePlan({ body: { planId: 'regular_2' }, headers: freshKey() });
    await expectContract(routes.subscribePlan, buy);
    expect(buy.body).toMatchObject({ total: 4_900, subscription: { status: 'active' }, invoice: { total: 4_900 } });
    const after = await client.users.getMe();
    if (after.status !== 200) throw new Error('expected the account');
    expect(derivePlanFlags(after.body)).toMatchObject({ outOfTrialAndNeedPlan: false, activePlan: 'regular_2' });
    expect(after.body.balance).toBe(TRIALING_USER_BALANCE_CENTS - 4_900);
    expect(checkLedgerInvariant(mock.db)).toEqual([]);
  });
});

describe('out-of-trial scenario', () => {
  it('is past_due after the trial, out of trial and needing a plan, with a consistent ledger', async () => {
    await signIn('out-of-trial');
    const me = await client.users.getMe();
    await expectContract(contract.users.getMe, me);
    if (me.status !== 200) throw new Error('expected the account');
    expect(me.body).toMatchObject({ balance: OUT_OF_TRIAL_BALANCE_CENTS, planStatus: 'past_due', isInTrial: false });
    expect(derivePlanFlags(me.body)).toMatchObject({
      outOfTrialAndNeedPlan: true,
      isTrialing: false,
      activePlan: null,
    });
    const mine = await client.plans.getMySubscription();
    await expectContract(routes.getMySubscription, mine);
    expect(mine.body).toMatchObject({ subscription: { status: 'past_due', trialEnd: null } });
    const valid = await client.plans.listValidPrices();
    if (valid.status !== 200) throw new Error('expected prices');
    expect(valid.body.every((plan) => !plan.trialAvailable)).toBe(true);
    expect(checkLedgerInvariant(mock.db)).toEqual([]);

    const buy = await client.plans.subscribePlan({
      body: { planId: 'regular_2' },
      headers: freshKey(),
    });
    expect(buy.body).toMatchObject({ total: 4_900, subscription: { status: 'active' } });
    const after = await client.users.getMe();
    if (after.status !== 200) throw new Error('expected the account');
    expect(derivePlanFlags(after.body)).toMatchObject({ outOfTrialAndNeedPlan: false, activePlan: 'regular_2' });
    expect(after.body.balance).toBe(OUT_OF_TRIAL_BALANCE_CENTS - 4_900);
    expect(checkLedgerInvariant(mock.db)).toEqual([]);
  });
});
