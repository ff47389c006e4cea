import type { Ticket } from '@contract/tickets/tickets.schema';
import type { User } from '@contract/users/users.schema';

/**
 * The step guide of spec section 2 ("get agency account … use official ad account") over the
 * onboarding steps of section 4 (2 updating info … 6 using an official ad account). The
 * setup cost sits inside step 5: it is paid (or waived) before the first ad account.
 */
export const GUIDE_STEPS = [
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

export type GuideUser = Pick<User, 'onboardingStep' | 'setupCostPaid' | 'verifyStatus' | 'verifyRejectionReason'>;

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
      return user.setupCostPaid ? 'createAdAccount' : 'paySetupCost';
    case 6:
      return 'useAdAccount';
  }
};

/** Every step with its state; a setup cost paid or waived early counts as done. */
export const guideStepStates = (user: GuideUser): Array<{ id: GuideStepId; state: GuideStepState }> => {
  const current = GUIDE_STEPS.indexOf(currentGuideStep(user));
  return GUIDE_STEPS.map((id, index) => ({
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

/** What the seller's last setup-cost request says now. */
export type SetupCostState =
  | { kind: 'paid' }
  | { kind: 'waived' }
  | { kind: 'inReview'; ticket: Ticket }
  | { kind: 'rejected'; reason: string | null }
  | { kind: 'due' };

export const setupCostState = (user: Pick<User, 'setupCostPaid'>, latest: Ticket | undefined): SetupCostState => {
  if (latest?.status === 'skipped') return { kind: 'waived' };
  if (user.setupCostPaid) return { kind: 'paid' };
  if (latest && (latest.status === 'pending' || latest.status === 'processing'))
    return { kind: 'inReview', ticket: latest };
  if (latest?.status === 'rejected') return { kind: 'rejected', reason: latest.rejectionReason };
  return { kind: 'due' };
};
