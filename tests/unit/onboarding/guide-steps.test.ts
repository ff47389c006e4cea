import { describe, expect, it } from 'vitest';
import { currentGuideStep, guideStepStates, guideStepsFor, setupCostState } from '@/features/onboarding/guide-steps';

const seller = { verifyStatus: 'approved', verifyRejectionReason: null } as const;

describe('the step guide', () => {
  it('asks a new account for the setup cost before the first ad account: seven steps', () => {
    const user = { ...seller, onboardingStep: 5, setupCostPaid: false, setupCostRequired: true } as const;
    expect(guideStepsFor(user)).toHaveLength(7);
    expect(currentGuideStep(user)).toBe('paySetupCost');
    expect(guideStepStates(user).find((step) => step.state === 'current')?.id).toBe('paySetupCost');
  });

  it('leaves the setup cost out for an older account that never paid it: six steps, straight to the ad account', () => {
    const user = { ...seller, onboardingStep: 5, setupCostPaid: false, setupCostRequired: false } as const;
    const steps = guideStepStates(user);
    expect(steps.map((step) => step.id)).toEqual([
      'getAccount',
      'updateInformation',
      'waitVerification',
      'deposit',
      'createAdAccount',
      'useAdAccount',
    ]);
    expect(currentGuideStep(user)).toBe('createAdAccount');
    expect(steps.filter((step) => step.state === 'done')).toHaveLength(4);
    expect(steps[4]).toEqual({ id: 'createAdAccount', state: 'current' });
  });

  it('keeps a setup cost an older account paid anyway, as done', () => {
    const user = { ...seller, onboardingStep: 5, setupCostPaid: true, setupCostRequired: false } as const;
    expect(guideStepStates(user).find((step) => step.id === 'paySetupCost')).toEqual({
      id: 'paySetupCost',
      state: 'done',
    });
  });

  it('tells an older account it owes no setup cost, and a paid or waived one what happened', () => {
    expect(setupCostState({ setupCostPaid: false, setupCostRequired: false }, undefined)).toEqual({
      kind: 'notRequired',
    });
    expect(setupCostState({ setupCostPaid: false, setupCostRequired: true }, undefined)).toEqual({ kind: 'due' });
    expect(setupCostState({ setupCostPaid: true, setupCostRequired: false }, undefined)).toEqual({ kind: 'paid' });
  });
});
