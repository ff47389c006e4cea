import { DEFAULT_BRAND_ID, isKnownBrandId, KNOWN_BRAND_IDS } from '@brands/brand-ids';
import { LayoutSchema } from '@brands/brand.schema';
import type { BooleanFlagKey } from '@brands/flags.schema';
import { BUSINESS_TIME_ZONE } from '@contract/common/business-calendar';
import { BusinessSettingsSchema } from '@contract/common/constants';
import { z } from 'zod';

/**
 * The Vite env variables the app reads at start-up (spec sections 1 and 9).
 * Every schema's message is the "expected …" half of a ConfigError line.
 */

// `VITE_X=` in an .env file arrives as "": treat it as unset so the default applies.
const blankAsUnset = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsUnset, schema.optional());

/** Flag overrides accept exactly true/false/1/0 (a boolean too, for tests and `define`). */
const FlagEnvSchema = optional(
  z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: 'expected true, false, 1 or 0' })
    .transform((value) => value === true || value === 'true' || value === '1'),
);

const wholeNumber = (min: number, expected: string) =>
  z
    .string({ error: expected })
    .regex(/^\d+$/, { error: expected })
    .transform(Number)
    .refine((value) => Number.isSafeInteger(value) && value >= min, { error: expected });

const AFFILIATE_TERMS_IDS = BusinessSettingsSchema.shape.affiliateTerms.unwrap().options;
const VERIFICATION_WAITS = BusinessSettingsSchema.shape.verificationWait.unwrap().options;
const EMAIL_CODE_LENGTHS = BusinessSettingsSchema.shape.emailCodeLength.unwrap().options.map((option) => option.value);

/** Same test as `Intl` uses, minus the UTC offsets newer engines also accept: the API wants a zone name. */
const isIanaTimeZone = (value: string): boolean => {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

/** `mock` starts the in-browser mock backend; dev and demo builds set it in their .env files. */
export const ApiModeSchema = z.enum(['mock', 'live'], { error: 'expected "mock" or "live"' });
export type ApiMode = z.infer<typeof ApiModeSchema>;

/** Sent as a fixed header on every call (the business runs on Vietnam time). */
export const DEFAULT_TIMEZONE = BUSINESS_TIME_ZONE;
const TIMEZONE_EXPECTED = 'expected an IANA time zone name such as Asia/Ho_Chi_Minh';

// Route paths as the router writes them: absolute, no spaces, no query or fragment.
const ROUTE_PATH = /^\/[^\s?#,]*$/;

/** The robot-check providers a live build can use (spec section 7: a captcha token with register and forgot-password). */
export const CaptchaProviderIdSchema = z.enum(['turnstile', 'recaptcha', 'hcaptcha'], {
  error: 'expected turnstile, recaptcha or hcaptcha',
});
export type LiveCaptchaProviderId = z.infer<typeof CaptchaProviderIdSchema>;

/**
 * The flows that send the browser to another site, each allowed only its own providers' https pages
 * (issue 41): a top-up goes to a payment provider, never to a shop; store connect goes to the store
 * platform, never to a payment page.
 */
export const REDIRECT_FLOWS = ['topUp', 'payoneerConnect', 'platformConnect', 'storeConnect'] as const;
export type RedirectFlow = (typeof REDIRECT_FLOWS)[number];
export type RedirectHostsByFlow = Readonly<Record<RedirectFlow, readonly string[]>>;

/** Each flow's providers. `*.` also allows every subdomain. */
export const DEFAULT_REDIRECT_HOSTS: RedirectHostsByFlow = {
  // Hosted checkouts, the Payoneer challenge and the banks' pages behind the card provider.
  topUp: [
    '*.tazapay.com',
    '*.lianlianglobal.com',
    '*.lianlianpay.com',
    '*.airwallex.com',
    '*.payfast.co.za',
    '*.payoneer.com',
    '*.pingpongx.com',
    '*.paypal.com',
    '*.stripe.com',
  ],
  // Payoneer's consent page.
  payoneerConnect: ['*.payoneer.com'],
  // The ad platform's consent screen.
  platformConnect: ['*.tiktok.com'],
  // The store platform: a shop's admin, its app install and the theme editor.
  storeConnect: ['*.myshopify.com', 'admin.shopify.com', 'accounts.shopify.com'],
};

const HOST_PATTERN = /^(\*\.)?([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/;
const REDIRECT_HOSTS_EXPECTED = `expected comma-separated flow:host entries such as topUp:pay.example.com,storeConnect:*.shop.example (flows: ${REDIRECT_FLOWS.join(', ')})`;

const isRedirectFlow = (value: string): value is RedirectFlow => REDIRECT_FLOWS.some((flow) => flow === value);

/** `flow:host` entries as each flow's hosts, without repeats; null when an entry is not one. */
const redirectHostsOf = (entries: readonly string[]): RedirectHostsByFlow | null => {
  const hosts: Record<RedirectFlow, string[]> = {
    topUp: [],
    payoneerConnect: [],
    platformConnect: [],
    storeConnect: [],
  };
  for (const entry of entries) {
    const separator = entry.indexOf(':');
    const flow = entry.slice(0, separator).trim();
    const host = entry
      .slice(separator + 1)
      .trim()
      .toLowerCase();
    if (separator < 0 || !isRedirectFlow(flow) || !HOST_PATTERN.test(host)) return null;
    if (!hosts[flow].includes(host)) hosts[flow].push(host);
  }
  return hosts;
};

export const EnvSchema = z.object({
  VITE_BRAND: optional(
    z
      .string({ error: 'expected a brand or identity id' })
      .refine(isKnownBrandId, { error: `expected one of: ${KNOWN_BRAND_IDS.join(', ')}` }),
  ).transform((value) => value ?? DEFAULT_BRAND_ID),
  VITE_API_MODE: optional(ApiModeSchema).transform((value) => value ?? 'live'),
  VITE_UPLOAD_BASE_URL: optional(
    z
      .url({ protocol: /^https?$/, error: 'expected an absolute http(s) origin such as https://upload.example.com' })
      // Upload paths are absolute, so any path here would be dropped; refuse it rather than ignore it.
      .refine((value) => /^[^:]+:\/\/[^/?#]+\/?$/.test(value), {
        error: 'expected an origin only (scheme and host, no path, query or fragment)',
      })
      .transform((value) => new URL(value).origin),
  ).transform((value) => value ?? null),
  VITE_LAYOUT: optional(LayoutSchema),
  VITE_TIMEZONE: optional(
    z.string({ error: TIMEZONE_EXPECTED }).refine(isIanaTimeZone, { error: TIMEZONE_EXPECTED }),
  ).transform((value) => value ?? DEFAULT_TIMEZONE),

  VITE_MIN_TOP_UP_USD: optional(wholeNumber(1, 'expected a whole number of US dollars, at least 1')),
  VITE_TRIAL_DAYS: optional(wholeNumber(0, 'expected a whole number of days, 0 or more')),
  VITE_AFFILIATE_TERMS: optional(
    z.enum(AFFILIATE_TERMS_IDS, { error: `expected one of: ${AFFILIATE_TERMS_IDS.join(', ')}` }),
  ),
  VITE_EMAIL_CODE_LENGTH: optional(
    z
      .string({ error: `expected ${EMAIL_CODE_LENGTHS.join(' or ')}` })
      .regex(/^\d+$/, { error: `expected ${EMAIL_CODE_LENGTHS.join(' or ')}` })
      .transform(Number)
      .pipe(z.literal(EMAIL_CODE_LENGTHS, { error: `expected ${EMAIL_CODE_LENGTHS.join(' or ')}` })),
  ),
  VITE_MAX_STORE_SCREENSHOTS: optional(wholeNumber(0, 'expected a whole number from 0 to 20')),
  VITE_VERIFICATION_WAIT: optional(
    z.enum(VERIFICATION_WAITS, { error: `expected one of: ${VERIFICATION_WAITS.join(', ')}` }),
  ),
  VITE_CREATIVE_CENTRE_ROUTES: optional(
    z
      .string({ error: 'expected comma-separated route paths such as /creative,/creative/briefs' })
      .transform((value) =>
        value
          .split(',')
          .map((path) => path.trim())
          .filter((path) => path !== ''),
      )
      .refine((paths) => paths.every((path) => ROUTE_PATH.test(path)), {
        error: 'expected comma-separated route paths, each starting with / (such as /creative,/creative/briefs)',
      }),
  ).transform((paths) => [...new Set(paths ?? [])]),
  VITE_STRIPE_PUBLISHABLE_KEY: optional(
    z.string({ error: 'expected a publishable key such as pk_live_…' }).regex(/^pk_(live|test)_[A-Za-z0-9]+$/, {
      error: 'expected a publishable key such as pk_live_…',
    }),
  ).transform((value) => value ?? null),
  VITE_CAPTCHA_PROVIDER: optional(CaptchaProviderIdSchema).transform((value) => value ?? null),
  VITE_CAPTCHA_SITE_KEY: optional(
    z
      .string({ error: "expected the provider's site key (letters, digits, - and _)" })
      .regex(/^[A-Za-z0-9_-]{8,100}$/, { error: "expected the provider's site key (letters, digits, - and _)" }),
  ).transform((value) => value ?? null),
  // Replaces every flow's list: a flow it does not name may leave for no other site.
  VITE_REDIRECT_HOSTS: optional(
    z.string({ error: REDIRECT_HOSTS_EXPECTED }).transform((value, ctx) => {
      const entries = value
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== '');
      const hosts = entries.length > 0 ? redirectHostsOf(entries) : null;
      if (hosts === null) ctx.addIssue({ code: 'custom', message: REDIRECT_HOSTS_EXPECTED });
      return hosts ?? DEFAULT_REDIRECT_HOSTS;
    }),
  ).transform((hosts) => hosts ?? DEFAULT_REDIRECT_HOSTS),
  VITE_SENTRY_DSN: optional(
    z
      .url({ protocol: /^https$/, error: 'expected a Sentry DSN such as https://key@o1.ingest.sentry.io/123' })
      .regex(/^https:\/\/[^@/]+@[^/]+\/\d+$/, {
        error: 'expected a Sentry DSN such as https://key@o1.ingest.sentry.io/123',
      }),
  ).transform((value) => value ?? null),
  VITE_SENTRY_ENVIRONMENT: optional(
    z
      .string({ error: 'expected an environment name such as production or staging' })
      .regex(/^[A-Za-z0-9_.-]{1,64}$/, { error: 'expected an environment name such as production or staging' }),
  ).transform((value) => value ?? 'production'),
  VITE_RELEASE: optional(
    z
      .string({ error: 'expected a release name such as agency-dashboard@1.2.0' })
      .regex(/^[^\s/]{1,200}$/, { error: 'expected a release name such as agency-dashboard@1.2.0' }),
  ).transform((value) => value ?? null),

  VITE_FLAG_TRIAL: FlagEnvSchema,
  VITE_FLAG_TIP: FlagEnvSchema,
  VITE_FLAG_SUBSCRIPTION: FlagEnvSchema,
  VITE_FLAG_PIXEL: FlagEnvSchema,
  VITE_FLAG_REFERRAL: FlagEnvSchema,
  VITE_FLAG_PARTNERSHIP: FlagEnvSchema,
  VITE_FLAG_PRODUCT_LINK: FlagEnvSchema,
  VITE_FLAG_EMAIL_VERIFICATION: FlagEnvSchema,
  VITE_FLAG_EMAIL_VERIFICATION_LATER: FlagEnvSchema,
  VITE_FLAG_AUTO_TOP_UP: FlagEnvSchema,
  VITE_FLAG_REFUND: FlagEnvSchema,
  VITE_FLAG_AUTO_REFUND: FlagEnvSchema,
  VITE_FLAG_USER_GUIDE: FlagEnvSchema,
  VITE_FLAG_INVOICE: FlagEnvSchema,
  VITE_FLAG_HELP_CENTRE: FlagEnvSchema,
  VITE_FLAG_NOTIFICATIONS: FlagEnvSchema,
});
export type Env = z.output<typeof EnvSchema>;
export type EnvVariable = keyof Env;

export const FLAG_ENV_PREFIX = 'VITE_FLAG_';
type FlagEnvVariable = Extract<EnvVariable, `${typeof FLAG_ENV_PREFIX}${string}`>;

/**
 * Which env variable overrides which flag: VITE_FLAG_ + the flag in SNAKE_UPPER case,
 * and `_LATER` for "e-mail verification may be done later". The `satisfies` keeps it
 * complete; a test keeps it one-to-one with the VITE_FLAG_ keys of EnvSchema.
 */
export const FLAG_ENV_VARIABLES = {
  trial: 'VITE_FLAG_TRIAL',
  tip: 'VITE_FLAG_TIP',
  subscription: 'VITE_FLAG_SUBSCRIPTION',
  pixel: 'VITE_FLAG_PIXEL',
  referral: 'VITE_FLAG_REFERRAL',
  partnership: 'VITE_FLAG_PARTNERSHIP',
  productLink: 'VITE_FLAG_PRODUCT_LINK',
  emailVerification: {
    enabled: 'VITE_FLAG_EMAIL_VERIFICATION',
    mayBeDoneLater: 'VITE_FLAG_EMAIL_VERIFICATION_LATER',
  },
  autoTopUp: 'VITE_FLAG_AUTO_TOP_UP',
  refund: 'VITE_FLAG_REFUND',
  autoRefund: 'VITE_FLAG_AUTO_REFUND',
  userGuide: 'VITE_FLAG_USER_GUIDE',
  invoice: 'VITE_FLAG_INVOICE',
  helpCentre: 'VITE_FLAG_HELP_CENTRE',
  notifications: 'VITE_FLAG_NOTIFICATIONS',
} as const satisfies Record<BooleanFlagKey, FlagEnvVariable> & {
  emailVerification: { enabled: FlagEnvVariable; mayBeDoneLater: FlagEnvVariable };
};

/** Which env variable sets which build setting of BusinessSettingsSchema. */
export const BUSINESS_ENV_VARIABLES = {
  minTopUpCents: 'VITE_MIN_TOP_UP_USD',
  trialDays: 'VITE_TRIAL_DAYS',
  affiliateTerms: 'VITE_AFFILIATE_TERMS',
  emailCodeLength: 'VITE_EMAIL_CODE_LENGTH',
  maxStoreScreenshots: 'VITE_MAX_STORE_SCREENSHOTS',
  verificationWait: 'VITE_VERIFICATION_WAIT',
} as const satisfies Partial<Record<keyof z.input<typeof BusinessSettingsSchema>, EnvVariable>>;
