import {
  AD_ACCOUNT_CREATION_GATES,
  countAdAccountsInUse,
  failingCreationGates,
  MAX_AD_ACCOUNTS_PER_SELLER,
  PLAN_AD_ACCOUNT_LIMITS,
  planAdAccountLimit,
  type AdAccountCreationState,
} from '@contract/ad-accounts/ad-account-creation';
import { PlanIdSchema } from '@contract/common/enums.schema';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPermissionLost, setupGates, setupStepStates } from '@/features/ad-accounts/setup/setup-state';

/** A seller who may request: setup cost paid, one approved link, $50 held, room on the Basic plan. */
const ready: AdAccountCreationState = {
  setupCostRequired: true,
  setupCostPaid: true,
  approvedProductLinks: 1,
  balance: 5_000,
  minTopUpCents: 5_000,
  adAccountsInUse: 1,
  plan: 'regular_2',
};

describe('the ad account creation gates', () => {
  it('lets a seller who passes every gate through', () => {
    expect(failingCreationGates(ready)).toEqual([]);
  });

  it('names each gate that fails, in the order the server checks them', () => {
    expect(failingCreationGates({ ...ready, setupCostPaid: false })).toEqual(['setupCost']);
    expect(failingCreationGates({ ...ready, approvedProductLinks: 0 })).toEqual(['approvedProductLink']);
    expect(failingCreationGates({ ...ready, balance: 4_999 })).toEqual(['minimumBalance']);
    expect(failingCreationGates({ ...ready, adAccountsInUse: 2 })).toEqual(['planLimit']);
    expect(failingCreationGates({ ...ready, plan: null, adAccountsInUse: 0 })).toEqual(['planLimit']);
    expect(
      failingCreationGates({
        setupCostRequired: true,
        setupCostPaid: false,
        approvedProductLinks: 0,
        balance: 0,
        minTopUpCents: 5_000,
        adAccountsInUse: 2,
        plan: 'regular_2',
      }),
    ).toEqual(['setupCost', 'approvedProductLink', 'minimumBalance', 'planLimit']);
  });

  it('asks an older account for no setup cost, paid or not', () => {
    expect(failingCreationGates({ ...ready, setupCostRequired: false, setupCostPaid: false })).toEqual([]);
    expect(failingCreationGates({ ...ready, setupCostRequired: false, setupCostPaid: true })).toEqual([]);
    expect(failingCreationGates({ ...ready, setupCostRequired: true, setupCostPaid: false })).toEqual(['setupCost']);
  });

  it('holds the minimum balance equal to the configured minimum top-up, no more', () => {
    expect(failingCreationGates({ ...ready, balance: 10_000, minTopUpCents: 10_000 })).toEqual([]);
    expect(failingCreationGates({ ...ready, balance: 9_999, minTopUpCents: 10_000 })).toEqual(['minimumBalance']);
  });

  it('gives only the wider reason once the overall limit is reached', () => {
    const full = { ...ready, plan: 'white_agency' as const, adAccountsInUse: MAX_AD_ACCOUNTS_PER_SELLER };
    expect(failingCreationGates(full)).toEqual(['overallLimit']);
    expect(failingCreationGates({ ...full, adAccountsInUse: MAX_AD_ACCOUNTS_PER_SELLER - 1 })).toEqual([]);
  });

  it('always answers a subset of the gates in their fixed order', () => {
    const state = fc.record({
      setupCostRequired: fc.boolean(),
      setupCostPaid: fc.boolean(),
      approvedProductLinks: fc.nat(5),
      balance: fc.integer({ min: -10_000, max: 100_000 }),
      minTopUpCents: fc.integer({ min: 1, max: 100_000 }),
      adAccountsInUse: fc.nat(30),
      plan: fc.option(fc.constantFrom(...PlanIdSchema.options), { nil: null }),
    });
    fc.assert(
      fc.property(state, (input) => {
        const gates = failingCreationGates(input);
        const order = gates.map((gate) => AD_ACCOUNT_CREATION_GATES.indexOf(gate));
        expect(order).toEqual([...order].sort((a, b) => a - b));
        expect(gates.includes('planLimit') && gates.includes('overallLimit')).toBe(false);
        expect(gates.length === 0).toBe(
          (input.setupCostPaid || !input.setupCostRequired) &&
            input.approvedProductLinks > 0 &&
            input.balance >= input.minTopUpCents &&
            input.adAccountsInUse < planAdAccountLimit(input.plan),
        );
      }),
    );
  });

  it('takes the plan limit from the plan, none without a plan, and never above the overall limit', () => {
    expect(PlanIdSchema.options.map(planAdAccountLimit)).toEqual([1, 2, 3, 4, 5, 10, 20, 20]);
    expect(planAdAccountLimit(null)).toBe(0);
    expect(Math.max(...Object.values(PLAN_AD_ACCOUNT_LIMITS))).toBeLessThanOrEqual(MAX_AD_ACCOUNTS_PER_SELLER);
  });

  it('counts ad accounts not closed, open requests and unsettled tickets against the limits', () => {
    expect(
      countAdAccountsInUse({
        adAccounts: ['SHOW_ACCOUNT_STATUS_APPROVED', 'SHOW_ACCOUNT_STATUS_PUNISHED', 'CLOSED'],
        requests: ['pending', 'opening', 'rejected', 'approved', 'closed'],
        tickets: ['pending', 'processing', 'done', 'rejected', 'skipped'],
      }),
    ).toBe(6);
    expect(countAdAccountsInUse({ adAccounts: [], requests: [], tickets: [] })).toBe(0);
  });
});

describe('the setup guide', () => {
  it('ticks done steps and makes the first one not done current', () => {
    expect(setupStepStates({ connected: false, businessCentres: 0, adAccountsInUse: 0 })).toEqual([
      { id: 'connect', state: 'current' },
      { id: 'businessCentre', state: 'upcoming' },
      { id: 'adAccount', state: 'upcoming' },
    ]);
    expect(setupStepStates({ connected: true, businessCentres: 0, adAccountsInUse: 0 }).map((s) => s.state)).toEqual([
      'done',
      'current',
      'upcoming',
    ]);
    expect(setupStepStates({ connected: true, businessCentres: 2, adAccountsInUse: 0 }).map((s) => s.state)).toEqual([
      'done',
      'done',
      'current',
    ]);
    expect(setupStepStates({ connected: true, businessCentres: 1, adAccountsInUse: 3 }).map((s) => s.state)).toEqual([
      'done',
      'done',
      'done',
    ]);
  });

  it('does not count the centres of a platform account whose permission is gone', () => {
    expect(setupStepStates({ connected: false, businessCentres: 2, adAccountsInUse: 1 }).map((s) => s.state)).toEqual([
      'current',
      'upcoming',
      'done',
    ]);
  });

  it('puts the two first steps before the gates of the contract', () => {
    expect(setupGates({ connected: false, businessCentres: 0 }, ['minimumBalance'])).toEqual([
      'platform',
      'businessCentre',
      'minimumBalance',
    ]);
    expect(setupGates({ connected: true, businessCentres: 1 }, [])).toEqual([]);
  });

  it('recognises the lost platform permission by its code', () => {
    const code = 'error.user_not_grant_tiktok_permission_to_system';
    expect(isPermissionLost({ status: 403, body: { code, messageCode: code, message: 'gone' } })).toBe(true);
    expect(isPermissionLost({ status: 403, body: { messageCode: code } })).toBe(true);
    expect(isPermissionLost({ status: 403, body: { code: 'error.forbidden' } })).toBe(false);
    expect(isPermissionLost(new TypeError('Failed to fetch'))).toBe(false);
  });
});
