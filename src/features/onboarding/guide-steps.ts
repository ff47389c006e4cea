import type { Ticket } from '@contract/tickets/tickets.schema';
import type { User } from '@contract/users/users.schema';

/**
 * The step guide of spec section 2 ("get agency account … use official ad account") over the
 * onboarding steps of section 4 (2 updating info … 6 using an official ad account). The
 * setup cost sits inside step 5: it is paid (or waived) before the first ad account. An older
 * account is not asked for it (contract/users/account-age.ts): its guide has no such step.
 */
const GUIDE_STEPS = [
  'getAccount',
  'updateInformation',
  'waitVerification',
  'deposit',
  'paySetupCost',
  'createAdAccount',
  'useAdAccount',
] as const;
export type GuideStepId = (typeof GUIDE_STEPS)[number];

export type GuideStepState = 'done' | 'current' | 'upcoming';

export type GuideUser = Pick<
  User,
  'onboardingStep' | 'setupCostPaid' | 'setupCostRequired' | 'verifyStatus' | 'verifyRejectionReason'
>;

/** The seller's steps: every step, less the setup cost for an older account that never paid it. */
export const guideStepsFor = (user: Pick<User, 'setupCostPaid' | 'setupCostRequired'>): GuideStepId[] =>
  GUIDE_STEPS.filter((id) => id !== 'paySetupCost' || user.setupCostRequired || user.setupCostPaid);

/** Whether the setup cost still stands between the seller and the first ad account. */
const owesSetupCost = (user: Pick<User, 'setupCostPaid' | 'setupCostRequired'>): boolean =>
  user.setupCostRequired && !user.setupCostPaid;

/** The step the seller is on now. */
export const currentGuideStep = (user: GuideUser): GuideStepId => {
  switch (user.onboardingStep) {
    case 2:
      return 'updateInformation';
    case 3:
      return 'waitVerification';
    case 4:
      return 'deposit';
    case 5:
      return owesSetupCost(user) ? 'paySetupCost' : 'createAdAccount';
    case 6:
      return 'useAdAccount';
  }
};

/** Every step of the seller's guide with its state; a setup cost paid or waived early counts as done. */
export const guideStepStates = (user: GuideUser): Array<{ id: GuideStepId; state: GuideStepState }> => {
  const steps = guideStepsFor(user);
  const current = steps.indexOf(currentGuideStep(user));
  return steps.map((id, index) => ({
    id,
    state:
      id === 'paySetupCost' && user.setupCostPaid
        ? 'done'
        : index < current
          ? 'done'
          : index === current
            ? 'current'
            : 'upcoming',
  }));
};

/** The guide heads the seller's screens until an official ad account is in use (step 6). */
export const isOnboarding = (user: Pick<User, 'onboardingStep'>): boolean => user.onboardingStep < 6;

/** What the seller's last setup-cost request says now (or that an older account owes none). */
export type SetupCostState =
  | { kind: 'notRequired' }
  | { kind: 'paid' }
  | { kind: 'waived' }
  | { kind: 'inReview'; ticket: Ticket }
  | { kind: 'rejected'; reason: string | null }
  | { kind: 'due' };

export const setupCostState = (
  user: Pick<User, 'setupCostPaid' | 'setupCostRequired'>,
  latest: Ticket | undefined,
): SetupCostState => {
  if (latest?.status === 'skipped') return { kind: 'waived' };
  if (user.setupCostPaid) return { kind: 'paid' };
  if (!user.setupCostRequired) return { kind: 'notRequired' };
  if (latest && (latest.status === 'pending' || latest.status === 'processing'))
    return { kind: 'inReview', ticket: latest };
  if (latest?.status === 'rejected') return { kind: 'rejected', reason: latest.rejectionReason };
  return { kind: 'due' };
};
