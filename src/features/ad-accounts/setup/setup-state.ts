import type { AdAccountCreationGate } from '@contract/ad-accounts/ad-account-creation';

/** What GET /api/bc answers when the seller took the platform permission back (spec section 8). */
const PERMISSION_LOST_CODE = 'error.user_not_grant_tiktok_permission_to_system';

/** The failed call is the lost platform permission (by `code` or `messageCode`). */
export const isPermissionLost = (error: unknown): boolean => {
  if (typeof error !== 'object' || error === null || !('body' in error)) return false;
  const { body } = error;
  if (typeof body !== 'object' || body === null) return false;
  return ['code' in body ? body.code : undefined, 'messageCode' in body ? body.messageCode : undefined].includes(
    PERMISSION_LOST_CODE,
  );
};

/** The 3-step guide of the setup tab (spec section 2). */
const SETUP_STEPS = ['connect', 'businessCentre', 'adAccount'] as const;
export type SetupStepId = (typeof SETUP_STEPS)[number];
export type SetupStepState = 'done' | 'current' | 'upcoming';

export interface SetupProgress {
  /** A platform account is connected and its permission holds. */
  connected: boolean;
  businessCentres: number;
  /** Ad accounts and open requests (`countAdAccountsInUse`). */
  adAccountsInUse: number;
}

/** Each step with its state: done ones ticked, the first one not done is the current one. */
export const setupStepStates = (progress: SetupProgress): Array<{ id: SetupStepId; state: SetupStepState }> => {
  const done: Record<SetupStepId, boolean> = {
    connect: progress.connected,
    businessCentre: progress.connected && progress.businessCentres > 0,
    adAccount: progress.adAccountsInUse > 0,
  };
  const current = SETUP_STEPS.find((id) => !done[id]);
  return SETUP_STEPS.map((id) => ({ id, state: done[id] ? 'done' : id === current ? 'current' : 'upcoming' }));
};

/** What blocks a request: the first two steps of the guide, then the gates of the contract. */
export type SetupGate = 'platform' | 'businessCentre' | AdAccountCreationGate;

export const setupGates = (
  progress: Pick<SetupProgress, 'connected' | 'businessCentres'>,
  creationGates: readonly AdAccountCreationGate[],
): SetupGate[] => [
  ...(progress.connected ? [] : (['platform'] as const)),
  ...(progress.businessCentres > 0 ? [] : (['businessCentre'] as const)),
  ...creationGates,
];
