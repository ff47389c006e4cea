import type { SubscriptionStatus } from '@contract/common/enums.schema';
import { derivePlanFlags, type PlanFlagSource } from '@contract/plans/plan-flags';
import { describe, expect, it } from 'vitest';

const log = (status: SubscriptionStatus, hour: number) => ({
  createdAt: new Date(Date.UTC(2026, 2, 16, hour)).toISOString(),
  data: { subscription: { status } },
});

const account = (
  status: SubscriptionStatus | null,
  logs: PlanFlagSource['logs'],
  overrides: { needToBeReviewed?: boolean; isInTrial?: boolean } = {},
): PlanFlagSource => ({
  plans: {
    type: status ? 'regular_4' : null,
    needToBeReviewed: overrides.needToBeReviewed ?? false,
    notRegisterPlans: status === null,
    subscription: status ? { status } : null,
  },
  isInTrial: overrides.isInTrial ?? status === 'trialing',
  logs,
});

describe('derivePlanFlags (spec section 4)', () => {
  it('needToBeReviewed: when the plan says so', () => {
    expect(derivePlanFlags(account('active', [], { needToBeReviewed: true })).needToBeReviewed).toBe(true);
    expect(derivePlanFlags(account('active', [])).needToBeReviewed).toBe(false);
  });

  it('isTrialing: when isInTrial, whatever the status says', () => {
    expect(derivePlanFlags(account('trialing', [log('trialing', 1)])).isTrialing).toBe(true);
    expect(derivePlanFlags(account('active', [], { isInTrial: true })).isTrialing).toBe(true);
    expect(derivePlanFlags(account('trialing', [], { isInTrial: false })).isTrialing).toBe(false);
  });

  it.each([
    ['past_due', 'past_due', [log('trialing', 1), log('past_due', 2)], true],
    ['incomplete', 'incomplete', [log('incomplete', 1)], true],
    ['canceled with trialing as the last other log', 'canceled', [log('trialing', 1), log('canceled', 2)], true],
    ['canceled with only the trialing log', 'canceled', [log('trialing', 1)], true],
    ['canceled after a paid plan', 'canceled', [log('trialing', 1), log('active', 2), log('canceled', 3)], false],
    ['trialing', 'trialing', [log('trialing', 1)], false],
    ['active', 'active', [log('trialing', 1), log('active', 2)], false],
    ['no plan', null, [], false],
  ] as const)('outOfTrialAndNeedPlan: %s → %s', (_name, status, logs, expected) => {
    expect(derivePlanFlags(account(status, [...logs])).outOfTrialAndNeedPlan).toBe(expected);
  });

  it('reads the logs by date, not by their order in the list', () => {
    const shuffled = [log('canceled', 3), log('trialing', 1), log('active', 2)];
    expect(derivePlanFlags(account('canceled', shuffled)).outOfTrialAndNeedPlan).toBe(false);
  });

  it.each([
    ['active', 'regular_4'],
    ['trialing', null],
    ['past_due', null],
    ['incomplete', null],
    ['canceled', null],
  ] as const)('activePlan: %s → %s', (status, expected) => {
    expect(derivePlanFlags(account(status, [log(status, 1)])).activePlan).toBe(expected);
  });
});
