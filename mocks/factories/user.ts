import type { UserRecord } from '../db';

/** When a factory is called without a date: the clock of a scenario always overrides it. */
export const FACTORY_DEFAULT_DATE = '2026-01-05T02:00:00.000Z';

/**
 * A stored account. The defaults are a seller who has just verified the e-mail:
 * onboarding step 2, no contact info or business model, no plan, empty wallet.
 */
export const createUser = (overrides: Partial<UserRecord> = {}): UserRecord => ({
  id: 'usr_default',
  email: 'seller@example.com',
  emailVerified: true,
  firstName: 'Lan',
  lastName: 'Nguyễn',
  phone: '+84901234567',
  businessName: null,
  referralCode: 'LAN0001',
  referredBy: null,
  verifyStatus: 'not_found',
  verifyRejectionReason: null,
  planStatus: null,
  status: 'active',
  onboardingStep: 2,
  plans: { type: null, needToBeReviewed: false, notRegisterPlans: true, subscription: null },
  isInTrial: false,
  logs: [],
  partnership: { status: 'none' },
  tiktok: null,
  contactInfo: null,
  businessModel: null,
  balance: 0,
  setupCostPaid: false,
  createdAt: FACTORY_DEFAULT_DATE,
  password: 'demo1234',
  telegram: null,
  passwordResetRequestedAt: null,
  emailVerification: null,
  ...overrides,
});
