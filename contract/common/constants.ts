import { z } from 'zod';

/**
 * Business constants of spec section 9. Money is in USD cents. Values the spec
 * calls a build setting are in `BusinessSettingsSchema`; the rest are fixed.
 */

const dollars = (value: number) => value * 100;

export const DEFAULT_LOCALE = 'vi' as const;
export const CURRENCIES = ['USD', 'VND'] as const;

export const TOP_UP_TAX = {
  /** 6% expressed in basis points, so tax is integer arithmetic on cents. */
  rateBasisPoints: 600,
  effectiveFrom: '2022-02-01',
} as const;

export const TOP_UP_PRESETS_CENTS = [50, 100, 200, 500, 1000, 2000, 5000, 10000].map(dollars);
export const TIP_PRESETS_CENTS = [5, 10, 15, 20].map(dollars);

export const MAX_AMOUNT_CENTS = dollars(100_000);
/** The small minimums quoted in places ($1 for transfers, $10 for some top-ups). */
export const MIN_TRANSFER_CENTS = dollars(1);

export const MAX_BUSINESS_CENTRES = 3;
export const CARD_VERIFICATION_CREDIT_CENTS = 50;

/** Tazapay method fees in basis points: local bank 0%, local method 1.8%, card 3%. */
export const TAZAPAY_FEE_BASIS_POINTS = {
  local_bank: 0,
  local_method: 180,
  card: 300,
} as const;

export const AFFILIATE_TERMS = {
  /** "Bonus up to $80 per referral, 20% of monthly subscriptions plus 0.6% of deposits." */
  standard: {
    maxBonusCents: dollars(80),
    subscriptionShareBasisPoints: 2000,
    depositShareBasisPoints: 60,
    referredSpendForBonusCents: null,
    adSpendShareMonths: null,
  },
  /** "Bonus up to $100 for referred spend of $1000 or more, 30% of subscriptions for life plus 1% of ad spend for 3 months." */
  lifetime: {
    maxBonusCents: dollars(100),
    subscriptionShareBasisPoints: 3000,
    depositShareBasisPoints: 100,
    referredSpendForBonusCents: dollars(1000),
    adSpendShareMonths: 3,
  },
} as const;
export type AffiliateTermsId = keyof typeof AFFILIATE_TERMS;

export const PAYOUT = {
  thresholdCents: dollars(100),
  /** Payouts go out on the 5th, and always before the 15th of the month. */
  payoutDayOfMonth: 5,
  latestPayoutDayOfMonth: 15,
  provider: 'paypal',
} as const;

/** Durations users are told about; ranges are [min, max]. */
export const DURATIONS = {
  refundProcessingWorkingDays: [1, 5],
  refundArrivalDays: [10, 15],
  productLinkReviewHours: [4, 8],
  usdtConfirmationHours: [4, 8],
  bankTransferCreditMinutes: 5,
  verificationWorkingDays: [2, 3],
  verificationWorkingHours: 24,
  cancellationWorkingDays: [2, 3],
  loginLockoutMinutes: 10,
  cardActivationLockoutMinutes: 10,
} as const;

export const UPLOAD_LIMITS = {
  imageMaxBytes: 5 * 1024 * 1024,
  videoMaxBytes: 100 * 1024 * 1024,
  /** No SVG, though the spec lists it: an SVG can carry script (docs/decisions/live-build-and-deploy.md, issue 41). */
  imageMimeTypes: ['image/jpeg', 'image/png'],
  refundQrMimeTypes: ['image/jpeg', 'image/png'],
  videoMimeTypes: ['video/mp4', 'video/quicktime', 'video/webm'],
} as const;

export const TEXT_LIMITS = {
  nameMin: 3,
  nameMax: 100,
  passwordMin: 6,
  messageMax: 50,
  postalCodeMax: 10,
  telegramMax: 100,
} as const;

export const UI_TIMINGS = {
  toastAutoCloseMs: 3000,
  mobileBreakpointPx: 1024,
  chunkLoadTimeoutMs: 120_000,
} as const;

export const MONITORING_SAMPLE_RATES = {
  traces: 0.1,
  sessionReplay: 0.1,
  onErrorReplay: 1,
} as const;

/**
 * Accounts created before this day (in Vietnam) are older accounts, not asked for the setup
 * cost: the default of the configuration's `olderAccountsBefore` (contract/users/account-age.ts).
 */
export const OLDER_ACCOUNT_CUTOFF = '2025-04-27';

/** Sanctioned countries (ISO 3166-1 alpha-2) refused as a business location. */
export const BLOCKED_COUNTRY_CODES = [
  'AF',
  'BY',
  'BI',
  'CF',
  'CD',
  'CU',
  'ER',
  'GW',
  'HT',
  'IR',
  'IQ',
  'LB',
  'LY',
  'ML',
  'MM',
  'NI',
  'KP',
  'RU',
  'SO',
  'SS',
  'SD',
  'SY',
  'VE',
  'YE',
  'ZW',
  'GN',
  'NE',
  'BF',
  'ET',
] as const;

/** Countries whose sellers may schedule a call about product links. */
export const MEETING_ELIGIBLE_COUNTRY_CODES = ['AU', 'NZ', 'BR', 'AR', 'CL', 'CO', 'PE', 'MX'] as const;

/** Shortener and messaging-link domains refused in URL fields. */
export const BLOCKED_LINK_DOMAINS = [
  'bit.ly',
  'tinyurl.com',
  't.co',
  'goo.gl',
  'ow.ly',
  'is.gd',
  'shorturl.at',
  'm.me',
  'wa.me',
] as const;

/** Big-site domains that are not a seller's own business website. */
export const NOT_OWN_WEBSITE_DOMAINS = ['facebook.com', 'google.com', 'youtube.com', 'tiktok.com'] as const;

/** Build settings (spec: "build setting", "configurable"). */
export const BusinessSettingsSchema = z.object({
  minTopUpCents: z.number().int().positive().default(dollars(50)),
  trialDays: z.number().int().min(0).default(14),
  affiliateTerms: z.enum(['standard', 'lifetime']).default('standard'),
  /** The spec gives 4 in one place and 6 digits in another for the e-mail code. */
  emailCodeLength: z.union([z.literal(4), z.literal(6)]).default(6),
  platformConnectCodeLength: z.literal(6).default(6),
  /** "Store screenshots are optional with a maximum count (supplied as a parameter, not shown)." */
  maxStoreScreenshots: z.number().int().min(0).max(20).default(5),
  /** The waiting page says "2 to 3 working days" or, in another text, "24 working hours". */
  verificationWait: z.enum(['workingDays', 'workingHours']).default('workingDays'),
});
export type BusinessSettings = z.infer<typeof BusinessSettingsSchema>;
export const DEFAULT_BUSINESS_SETTINGS: BusinessSettings = BusinessSettingsSchema.parse({});
