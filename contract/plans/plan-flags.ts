import type { PlanId, SubscriptionStatus } from '../common/enums.schema';
import type { User } from '../users/users.schema';

/** The plan flags of spec section 4, derived from the account info of GET /api/users. */
export interface PlanFlags {
  needToBeReviewed: boolean;
  isTrialing: boolean;
  outOfTrialAndNeedPlan: boolean;
  /** The plan in force: its id while active, null otherwise (cleared when canceled). */
  activePlan: PlanId | null;
}

export type PlanFlagSource = Pick<User, 'plans' | 'isInTrial' | 'logs'>;

/**
 * Where the subscription came from: the status of the last log whose status differs from the
 * current one (the backend logs the current status too, so the log before it tells). Null when
 * there is none.
 */
export const previousPlanStatus = (user: PlanFlagSource): SubscriptionStatus | null => {
  const status = user.plans.subscription?.status ?? null;
  const previous = [...user.logs]
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .reverse()
    .find((log) => log.data.subscription.status !== status);
  return previous?.data.subscription.status ?? null;
};

/**
 * The one reading of section 4's derived plan flags, shared by the screens and the mock.
 * "The last log" is `previousPlanStatus`.
 */
export const derivePlanFlags = (user: PlanFlagSource): PlanFlags => {
  const status = user.plans.subscription?.status ?? null;
  const previous = previousPlanStatus(user);
  return {
    needToBeReviewed: user.plans.needToBeReviewed,
    isTrialing: user.isInTrial,
    outOfTrialAndNeedPlan:
      status === 'past_due' || status === 'incomplete' || (status === 'canceled' && previous === 'trialing'),
    activePlan: status === 'active' ? user.plans.type : null,
  };
};
