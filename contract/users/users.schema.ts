import { z } from 'zod';
import { TEXT_LIMITS } from '../common/constants';
import { plainNameSchema } from '../common/plain-text';
import {
  BusinessModelSchema,
  OnboardingStepSchema,
  PartnershipStatusSchema,
  PlanIdSchema,
  PrimaryContactSchema,
  type PrimaryContact,
  SubscriptionStatusSchema,
  UserStatusSchema,
  VerificationStatusSchema,
} from '../common/enums.schema';
import {
  EmailSchema,
  IdSchema,
  IsoDateTimeSchema,
  MinorUnitsSchema,
  NonNegativeMinorUnitsSchema,
  DecimalStringSchema,
} from '../common/primitives.schema';

export const PasswordSchema = z.string().min(TEXT_LIMITS.passwordMin).max(128);
export const PersonNameSchema = plainNameSchema({ min: TEXT_LIMITS.nameMin, max: TEXT_LIMITS.nameMax });
export const BusinessNameSchema = plainNameSchema({ min: 1, max: 200 });
export const PhoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 ()-]{6,19}$/)
  .describe('Phone number in international or national form');
/**
 * How the account stores a phone number: E.164, the calling code of its region and the
 * national number, digits only (`+84912345678`). Every form sends this one form, so a value
 * saved by one form is valid when it prefills the next; the screens build it with
 * libphonenumber from the region picked and the number typed.
 */
export const E164PhoneSchema = z
  .string()
  .regex(/^\+[1-9][0-9]{6,14}$/)
  .describe('Phone number in E.164 form, e.g. "+84912345678"');
/**
 * A Telegram handle as a request sends it: `@` and Telegram's own username rule, 5 to 32 letters,
 * digits or underscores (so no markup, no spaces, nothing invisible). The spec's "starts with @"
 * and "at most 100" are the first two checks, so each message says what is wrong first.
 */
export const TELEGRAM_HANDLE_PATTERN = /^@[A-Za-z0-9_]{5,32}$/;
export const TelegramHandleSchema = z
  .string()
  .trim()
  .regex(/^@/, 'A Telegram handle starts with @')
  .max(TEXT_LIMITS.telegramMax)
  .regex(TELEGRAM_HANDLE_PATTERN, 'A Telegram handle is @ and 5 to 32 letters, digits or underscores')
  .describe('Telegram handle: @ and 5 to 32 letters, digits or underscores');

/** A handle as stored and read back: handles saved before Telegram's rule applied still read. */
export const SentTelegramHandleSchema = z.string().trim().regex(/^@/).max(TEXT_LIMITS.telegramMax);

export const FacebookUrlSchema = z
  .url({ protocol: /^https?$/, hostname: /(^|\.)(facebook\.com|fb\.com)$/ })
  .describe('Facebook profile or page URL');

/** The channels a seller may be reached on (spec section 5), absent or empty when not given. */
type ContactChannels = Partial<Record<PrimaryContact, string | null | undefined>> & { primaryContact: PrimaryContact };

export interface ContactChannelIssue {
  path: 'telegram' | 'primaryContact';
  message: string;
}

const isFilled = (value: string | null | undefined): boolean =>
  value !== null && value !== undefined && value.trim() !== '';

/**
 * Spec section 5: at least one of Facebook, Telegram and WhatsApp is filled in, and the
 * primary contact is one of the filled ones (designed, stricter than the spec). The one rule
 * of the profile's contact info and of the verification form.
 */
export const contactChannelIssues = (contact: ContactChannels): ContactChannelIssue[] => {
  const issues: ContactChannelIssue[] = [];
  if (!PrimaryContactSchema.options.some((channel) => isFilled(contact[channel]))) {
    issues.push({ path: 'telegram', message: 'At least one of Facebook, Telegram or WhatsApp is required' });
  }
  if (!isFilled(contact[contact.primaryContact])) {
    issues.push({ path: 'primaryContact', message: 'The primary contact channel must be filled in' });
  }
  return issues;
};

/** `contactChannelIssues` as a zod refinement of any schema holding the channels. */
export const refineContactChannels = (contact: ContactChannels, ctx: z.RefinementCtx): void => {
  for (const issue of contactChannelIssues(contact)) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.path] });
  }
};

/** How the seller can be reached, as stored and read back (a handle saved before its rule still reads). */
export const ContactInfoSchema = z
  .object({
    phone: E164PhoneSchema,
    zalo: E164PhoneSchema.nullable(),
    telegram: SentTelegramHandleSchema.nullable(),
    facebook: FacebookUrlSchema.nullable(),
    whatsApp: E164PhoneSchema.nullable(),
    primaryContact: PrimaryContactSchema,
  })
  .superRefine(refineContactChannels)
  .describe('How the seller can be reached');
export type ContactInfo = z.infer<typeof ContactInfoSchema>;

/** The contact info a request sends: the Telegram handle follows Telegram's rule. */
const ContactInfoBodySchema = ContactInfoSchema.safeExtend({
  telegram: TelegramHandleSchema.nullable(),
}).describe('How the seller can be reached');

const UserPlansSchema = z.object({
  type: PlanIdSchema.nullable(),
  needToBeReviewed: z.boolean(),
  notRegisterPlans: z.boolean().describe('True when the user never subscribed to a plan'),
  subscription: z.object({ status: SubscriptionStatusSchema }).nullable(),
});

const UserLogSchema = z.object({
  createdAt: IsoDateTimeSchema,
  data: z.object({
    subscription: z.object({ status: SubscriptionStatusSchema }),
  }),
});

/** Account info (spec section 3, "User account info"). */
export const UserSchema = z
  .object({
    id: IdSchema,
    email: EmailSchema,
    emailVerified: z.boolean(),
    firstName: z.string(),
    lastName: z.string(),
    phone: E164PhoneSchema.nullable(),
    telegram: SentTelegramHandleSchema.nullable().describe('Telegram handle given at sign-up'),
    businessName: z.string().nullable(),
    referralCode: z.string().describe("The user's own code to share"),
    referredBy: z.string().nullable().describe('Referral code used at sign-up'),
    verifyStatus: VerificationStatusSchema,
    verifyRejectionReason: z.string().nullable(),
    planStatus: SubscriptionStatusSchema.nullable(),
    status: UserStatusSchema,
    onboardingStep: OnboardingStepSchema,
    plans: UserPlansSchema,
    isInTrial: z.boolean(),
    logs: z.array(UserLogSchema),
    partnership: z.object({ status: PartnershipStatusSchema }),
    tiktok: z.object({ displayName: z.string(), id: IdSchema }).nullable(),
    contactInfo: ContactInfoSchema.nullable(),
    businessModel: BusinessModelSchema.nullable(),
    balance: MinorUnitsSchema.describe('Wallet balance in USD cents: the sum of its settled ledger entries'),
    heldBalance: NonNegativeMinorUnitsSchema.describe(
      'USD cents of the balance held for money promised out and not paid yet (refunds waiting for an admin)',
    ),
    availableBalance: MinorUnitsSchema.describe(
      'USD cents the seller can spend: balance less heldBalance. Transfers, the setup cost, plan charges and new refunds use only this',
    ),
    setupCostPaid: z.boolean(),
    setupCostRequired: z
      .boolean()
      .describe(
        "False for an older account (created before the configuration's olderAccountsBefore): it is not asked for the one-time setup cost",
      ),
    createdAt: IsoDateTimeSchema,
  })
  .describe('The signed-in user');
export type User = z.infer<typeof UserSchema>;

export const LoginBodySchema = z.object({
  email: EmailSchema,
  password: z.string().min(1),
  rememberMe: z.boolean().default(false),
});

export const SessionTokenSchema = z.object({
  idToken: z.string().min(1).describe('Bearer token for later calls'),
  expiresAt: IsoDateTimeSchema,
});
export type SessionToken = z.infer<typeof SessionTokenSchema>;

export const CaptchaQuerySchema = z.object({
  captchaToken: z.string().min(1).describe('Token from the captcha provider'),
});

export const RegisterBodySchema = z.object({
  email: EmailSchema,
  name: PersonNameSchema,
  phone: E164PhoneSchema,
  referralCode: z.string().trim().max(64).optional(),
  telegram: TelegramHandleSchema,
  password: PasswordSchema,
  acceptTerms: z.literal(true).describe('Privacy policy and terms accepted'),
  utmSource: z.string().max(200).optional(),
  utmMedium: z.string().max(200).optional(),
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

const ResendAfterSecondsSchema = z
  .number()
  .int()
  .nonnegative()
  .describe(
    'Whole seconds before another code may be asked for (`resendWaitSeconds`). Relative, so a browser whose clock differs from the server can count it down',
  );

export const RegisterResultSchema = z.object({
  email: EmailSchema,
  verificationRequired: z.boolean(),
  codeLength: z.number().int().min(4).max(6),
  resendAfterSeconds: ResendAfterSecondsSchema,
});

export const ResendVerificationCodeBodySchema = z.object({ email: EmailSchema });

export const ResendVerificationCodeResultSchema = z.object({
  email: EmailSchema,
  codeLength: z.number().int().min(4).max(6),
  resendAfterSeconds: ResendAfterSecondsSchema,
});

export const VerifyEmailBodySchema = z.object({
  email: EmailSchema,
  code: z.string().regex(/^[0-9A-Za-z]{4,6}$/),
});

export const EmailVerifiedSchema = z.object({
  email: EmailSchema,
  verified: z.literal(true),
  session: SessionTokenSchema.nullable().describe(
    'The new account signed in, when this code completed a registration; null otherwise (an existing account, or a code already used)',
  ),
});

export const ForgotPasswordBodySchema = z.object({ email: EmailSchema });

export const ResetPasswordBodySchema = z.object({
  token: z.string().min(1).describe('Token from the reset e-mail link'),
  password: PasswordSchema,
});

export const UpdateUserBodySchema = z
  .object({
    firstName: plainNameSchema({ min: 1, max: TEXT_LIMITS.nameMax }),
    lastName: plainNameSchema({ min: 1, max: TEXT_LIMITS.nameMax }),
    phone: E164PhoneSchema,
    businessName: BusinessNameSchema,
    businessModel: BusinessModelSchema,
    contactInfo: ContactInfoBodySchema,
  })
  .partial();
export type UpdateUserBody = z.infer<typeof UpdateUserBodySchema>;

export const ChangePasswordBodySchema = z.object({
  oldPassword: z.string().min(1),
  newPassword: PasswordSchema,
});

export const SendPhoneOtpBodySchema = z.object({ phone: E164PhoneSchema });
export const SendPhoneOtpResultSchema = z.object({
  expiresInSeconds: z.number().int().positive(),
});

/** Dashboard figures (GET /api/users/report). */
export const UserReportSchema = z.object({
  todaySpend: NonNegativeMinorUnitsSchema,
  totalSpend: NonNegativeMinorUnitsSchema,
  referralEarnings: NonNegativeMinorUnitsSchema,
  totalAdAccounts: z.number().int().nonnegative(),
  exchangeRate: DecimalStringSchema.describe('VND per 1 USD'),
});
export type UserReport = z.infer<typeof UserReportSchema>;

export const OAuthStartQuerySchema = z.object({
  redirect: z.string().optional().describe('Same-origin path to return to after sign-in'),
});

export const ConnectTiktokResultSchema = z.object({
  redirectUrl: z.url().describe('Where the browser goes to grant the platform permission'),
});
