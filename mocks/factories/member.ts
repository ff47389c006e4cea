import { IdSchema, IsoDateTimeSchema, VerificationStatusSchema } from '@contract';
import { HttpUrlSchema } from '@contract/product-links/product-links.schema';
import { ReferralClickIdSchema, ReferralPayoutSchema } from '@contract/referrals/referrals.schema';
import { z } from 'zod';
import { FACTORY_DEFAULT_DATE } from './user';

/* ---------- Stored records of the partnership and referral domains ---------- */

/** One counted visit through a referral link (only codes some user holds are counted). */
export const ReferralClickRecordSchema = z.object({
  id: IdSchema,
  /** The browser's id of the visit: a resend of a counted one counts nothing. */
  clickId: ReferralClickIdSchema,
  referralCode: z.string(),
  landingUrl: z.string().nullable(),
  createdAt: IsoDateTimeSchema,
});

/** A partner's own settings: the embed form of their landing page. */
export const PartnerSettingsRecordSchema = z.object({
  userId: IdSchema,
  embedFormUrl: HttpUrlSchema.nullable(),
  updatedAt: IsoDateTimeSchema.nullable(),
});

/** The partner's review of a member's contact information (one per member, updated in place). */
export const MemberContactReviewRecordSchema = z.object({
  memberId: IdSchema,
  status: VerificationStatusSchema,
  rejectionReason: z.string().nullable(),
  requestAt: IsoDateTimeSchema,
  reviewedAt: IsoDateTimeSchema.nullable(),
});
export type MemberContactReviewRecord = z.infer<typeof MemberContactReviewRecordSchema>;

/** A referral payout to the referrer's payout channel (outside the wallet, so no ledger entry). */
export const ReferralPayoutRecordSchema = ReferralPayoutSchema.extend({ userId: IdSchema });
export type ReferralPayoutRecord = z.infer<typeof ReferralPayoutRecordSchema>;

/* ---------- Factories ---------- */

export const createMemberContactReview = (
  overrides: Partial<MemberContactReviewRecord> = {},
): MemberContactReviewRecord => ({
  memberId: 'usr_default',
  status: 'reviewing',
  rejectionReason: null,
  requestAt: FACTORY_DEFAULT_DATE,
  reviewedAt: null,
  ...overrides,
});

export const createReferralPayout = (overrides: Partial<ReferralPayoutRecord> = {}): ReferralPayoutRecord => ({
  id: 'rpo_default',
  userId: 'usr_default',
  amount: 10_000,
  status: 'done',
  method: 'paypal',
  period: '2026-01',
  rejectionReason: null,
  paidAt: FACTORY_DEFAULT_DATE,
  createdAt: FACTORY_DEFAULT_DATE,
  ...overrides,
});
