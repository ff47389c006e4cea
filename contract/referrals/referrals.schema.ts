import { z } from 'zod';
import { BillingStatusSchema, PaymentMethodIdSchema } from '../common/enums.schema';
import { pagedListSchema } from '../common/paging.schema';
import {
  IdSchema,
  IsoDateTimeSchema,
  NonNegativeMinorUnitsSchema,
  PositiveMinorUnitsSchema,
} from '../common/primitives.schema';

export * from './referral-rewards-query.schema';

export const ReferralCodeSchema = z.string().trim().min(1).max(64).describe("A user's referral code");

/**
 * A visit's own id, so a resend is harmless (docs/decisions/plans-product-links-pixels-referral.md, "A referral
 * click counted once"). In the body, not the `Idempotency-Key` header, which belongs to signed-in money routes.
 */
export const ReferralClickIdSchema = z
  .uuid()
  .describe(
    'Made once per browser and referral code, and sent again until an answer arrives. The server counts a ' +
      'click id once: a resend with the same id answers as the first and counts nothing; the same id with ' +
      'another code answers 422 error.idempotency_key_reused',
  );

export const RecordReferralClickBodySchema = z.object({
  referralCode: ReferralCodeSchema,
  clickId: ReferralClickIdSchema,
  landingUrl: z.url().optional().describe('Page the visitor landed on'),
  utmSource: z.string().max(200).optional(),
  utmMedium: z.string().max(200).optional(),
});
export type RecordReferralClickBody = z.infer<typeof RecordReferralClickBodySchema>;

export const ReferralClickResultSchema = z
  .object({
    referralCode: ReferralCodeSchema,
    valid: z.boolean().describe('False when no user has this code; the click is then not counted'),
  })
  .describe('Referral click');
export type ReferralClickResult = z.infer<typeof ReferralClickResultSchema>;

/** Payout statuses: pending, done (labelled paid), rejected. */
export const ReferralPayoutSchema = z
  .object({
    id: IdSchema,
    amount: PositiveMinorUnitsSchema.describe('USD cents paid out'),
    status: BillingStatusSchema,
    method: PaymentMethodIdSchema.describe('Payout channel, e.g. paypal'),
    period: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
      .describe('Earning month the payout covers, YYYY-MM'),
    rejectionReason: z.string().nullable(),
    paidAt: IsoDateTimeSchema.nullable().describe('Null until done'),
    createdAt: IsoDateTimeSchema,
  })
  .describe('Referral payout');
export type ReferralPayout = z.infer<typeof ReferralPayoutSchema>;

/** Referral reward statistics of the signed-in user. */
const ReferralRewardStatisticsSchema = z
  .object({
    referralCode: ReferralCodeSchema,
    clicks: z.number().int().nonnegative(),
    signups: z.number().int().nonnegative().describe('Users who registered with the code'),
    activeReferrals: z.number().int().nonnegative().describe('Referred users who have topped up at least once'),
    bonusEarnings: NonNegativeMinorUnitsSchema.describe('Per-referral bonuses earned, USD cents'),
    subscriptionEarnings: NonNegativeMinorUnitsSchema.describe('Share of referred subscriptions, USD cents'),
    spendEarnings: NonNegativeMinorUnitsSchema.describe('Share of referred deposits or ad spend, USD cents'),
    totalEarnings: NonNegativeMinorUnitsSchema.describe('Sum of all earnings, USD cents'),
    paidOut: NonNegativeMinorUnitsSchema.describe('Payouts done, USD cents'),
    pendingPayout: NonNegativeMinorUnitsSchema.describe('Payouts pending, USD cents'),
    unpaidBalance: NonNegativeMinorUnitsSchema.describe('Earned but not yet in a payout, USD cents'),
    payoutThreshold: NonNegativeMinorUnitsSchema.describe('A payout is made once unpaidBalance reaches this'),
    terms: z.enum(['standard', 'lifetime']).describe('Which affiliate terms apply (AFFILIATE_TERMS)'),
  })
  .describe('Referral reward statistics');
export type ReferralRewardStatistics = z.infer<typeof ReferralRewardStatisticsSchema>;

/** Earnings of one month (spec section 4 "Charts": every month present, zero when nothing was earned). */
const MonthlyReferralEarningSchema = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .describe('YYYY-MM, in Vietnam time'),
  bonusEarnings: NonNegativeMinorUnitsSchema,
  subscriptionEarnings: NonNegativeMinorUnitsSchema,
  spendEarnings: NonNegativeMinorUnitsSchema,
});
export type MonthlyReferralEarning = z.infer<typeof MonthlyReferralEarningSchema>;

/** How many months the earnings chart covers, the current one last. */
export const REFERRAL_EARNING_MONTHS = 12;

export const ReferralRewardsSchema = z
  .object({
    statistics: ReferralRewardStatisticsSchema,
    monthlyEarnings: z
      .array(MonthlyReferralEarningSchema)
      .length(REFERRAL_EARNING_MONTHS)
      .describe('The last 12 months of earnings, oldest first (designed addition, for the chart)'),
    payouts: pagedListSchema(ReferralPayoutSchema),
  })
  .describe('Referral rewards');
export type ReferralRewards = z.infer<typeof ReferralRewardsSchema>;
