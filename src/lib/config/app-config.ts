import { BrandSchema, LayoutSchema } from '@brands/brand.schema';
import { applyFlagOverrides, FeatureFlagsSchema, type FeatureFlagOverrides } from '@brands/flags.schema';
import { resolveBrand } from '@brands/resolve-brand';
import { BusinessSettingsSchema } from '@contract/common/constants';
import type { OperatorSettingProblem } from '@contract/operator/read-operator-settings';
import { z } from 'zod';
import {
  ApiModeSchema,
  BUSINESS_ENV_VARIABLES,
  CaptchaProviderIdSchema,
  EnvSchema,
  FLAG_ENV_PREFIX,
  FLAG_ENV_VARIABLES,
  REDIRECT_FLOWS,
  type Env,
} from './env.schema';

/** Everything the app needs to know at start-up, from the build's env variables. */
export const AppConfigSchema = z.object({
  brand: BrandSchema.describe('Resolved brand or identity, with env flag and layout overrides applied'),
  apiMode: ApiModeSchema,
  uploadBaseUrl: z.url().nullable().describe('Origin that upload calls go to; null means the page’s own origin'),
  layout: LayoutSchema.describe('Sidebar layout for routes that are not full-page'),
  timezone: z.string().describe('IANA zone name sent as a fixed header'),
  business: BusinessSettingsSchema,
  creativeCentreRoutes: z.array(z.string()).describe('Extra creative-centre route paths (empty by default)'),
  stripePublishableKey: z
    .string()
    .nullable()
    .describe('Publishable key of the card provider (pk_…); null in mock builds, which use the simulated card form'),
  captcha: z
    .discriminatedUnion('provider', [
      z.object({ provider: z.literal('mock') }),
      z.object({ provider: CaptchaProviderIdSchema, siteKey: z.string() }),
    ])
    .nullable()
    .describe('The robot check: the mock checkbox in mock builds, a real provider in live builds'),
  redirectHosts: z
    .array(z.string())
    .describe("Every flow's hosts together (or *.domain patterns): the pages a form may post to"),
  redirectHostsByFlow: z
    .record(z.enum(REDIRECT_FLOWS), z.array(z.string()).readonly())
    .describe('Per flow, the hosts (or *.domain patterns) whose https pages a redirect from the API may open'),
  monitoring: z
    .object({ dsn: z.string(), environment: z.string(), release: z.string().nullable() })
    .nullable()
    .describe('Error monitoring; null when no DSN is set'),
});
export type AppConfig = z.infer<typeof AppConfigSchema>;

/** The raw env as Vite exposes it (`import.meta.env`): strings, plus booleans such as DEV and PROD. */
export type RawEnv = Readonly<Record<string, string | boolean | undefined>>;

export type ConfigProblem = { variable: string; value: unknown; expected: string };

/** Thrown at start-up for bad env values; its message has one line per problem. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(readonly problems: readonly ConfigProblem[]) {
    super(problems.map(formatProblem).join('\n'));
  }
}

const formatValue = (value: unknown): string => (typeof value === 'string' ? JSON.stringify(value) : String(value));

// Reads like the .env line at fault: VITE_API_MODE="staging": expected "mock" or "live"
const formatProblem = ({ variable, value, expected }: ConfigProblem): string =>
  value === undefined ? `${variable} is not set: ${expected}` : `${variable}=${formatValue(value)}: ${expected}`;

/** A problem of the operator settings as a refusal line: `operator settings: <setting>="<value>": …`. */
export const operatorConfigProblem = ({ setting, value, expected }: OperatorSettingProblem): ConfigProblem => ({
  variable: setting === '' ? 'operator settings' : `operator settings: ${setting}`,
  value,
  expected,
});

const problemFromIssue = (
  issue: z.core.$ZodIssue,
  env: RawEnv,
  variableOf: (key: PropertyKey) => string,
): ConfigProblem => {
  const variable = variableOf(issue.path[0] ?? '');
  return { variable, value: env[variable], expected: issue.message };
};

// A value can fail several checks (not a URL, so not an origin either); the first says it best.
const firstPerVariable = (problems: ConfigProblem[]): ConfigProblem[] =>
  problems.filter((problem, index) => problems.findIndex(({ variable }) => variable === problem.variable) === index);

/** A misspelt VITE_FLAG_ variable would otherwise be ignored without a word. */
const unknownFlagProblems = (env: RawEnv): ConfigProblem[] => {
  const known = Object.keys(EnvSchema.shape).filter((name) => name.startsWith(FLAG_ENV_PREFIX));
  return Object.keys(env)
    .filter((name) => name.startsWith(FLAG_ENV_PREFIX) && !known.includes(name))
    .map((name) => ({
      variable: name,
      value: env[name],
      expected: `expected one of the flag variables ${known.join(', ')}`,
    }));
};

const flagOverridesFrom = (env: Env): FeatureFlagOverrides => {
  const overrides: FeatureFlagOverrides = {
    emailVerification: {
      enabled: env[FLAG_ENV_VARIABLES.emailVerification.enabled],
      mayBeDoneLater: env[FLAG_ENV_VARIABLES.emailVerification.mayBeDoneLater],
    },
  };
  for (const flag of FeatureFlagsSchema.keyof().options) {
    if (flag !== 'emailVerification') overrides[flag] = env[FLAG_ENV_VARIABLES[flag]];
  }
  return overrides;
};

// Only reached if the contract's settings schema gets stricter than the env schema.
const businessVariableOf = (key: PropertyKey): string => {
  for (const [setting, variable] of Object.entries(BUSINESS_ENV_VARIABLES)) if (setting === key) return variable;
  return String(key);
};

/**
 * What a live build cannot do without: sellers add cards through Stripe Elements, and register
 * and forgot-password send a real robot check's token. Mock builds use their stand-ins.
 */
const missingLiveSettings = (env: Env): ConfigProblem[] => {
  if (env.VITE_API_MODE !== 'live') return [];
  const required = [
    ['VITE_STRIPE_PUBLISHABLE_KEY', env.VITE_STRIPE_PUBLISHABLE_KEY, 'a live build needs it for cards (pk_live_…)'],
    [
      'VITE_CAPTCHA_PROVIDER',
      env.VITE_CAPTCHA_PROVIDER,
      'a live build needs a robot check: turnstile, recaptcha or hcaptcha',
    ],
    ['VITE_CAPTCHA_SITE_KEY', env.VITE_CAPTCHA_SITE_KEY, "a live build needs the robot check provider's site key"],
  ] as const;
  return required.flatMap(([variable, value, expected]) =>
    // Null after parsing means unset or blank: both read as "is not set".
    value === null ? [{ variable, value: undefined, expected }] : [],
  );
};

const captchaOf = (env: Env): AppConfig['captcha'] => {
  if (env.VITE_API_MODE === 'mock') return { provider: 'mock' };
  return env.VITE_CAPTCHA_PROVIDER && env.VITE_CAPTCHA_SITE_KEY
    ? { provider: env.VITE_CAPTCHA_PROVIDER, siteKey: env.VITE_CAPTCHA_SITE_KEY }
    : null;
};

export interface ParseOptions {
  /** Refuse a live env without the settings a live build needs (the build and the app's start do). */
  requireLiveSettings?: boolean;
}

/**
 * Parses the build's env (spec sections 1 and 9). Throws ConfigError listing every
 * bad variable at once, so one fix-and-rebuild round is enough.
 */
export const parseAppConfig = (rawEnv: RawEnv, { requireLiveSettings = false }: ParseOptions = {}): AppConfig => {
  const parsed = EnvSchema.safeParse(rawEnv);
  const problems = [
    ...(parsed.success
      ? []
      : firstPerVariable(parsed.error.issues.map((issue) => problemFromIssue(issue, rawEnv, String)))),
    ...unknownFlagProblems(rawEnv),
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const env = parsed.data;
  const missing = requireLiveSettings ? missingLiveSettings(env) : [];
  if (missing.length > 0) throw new ConfigError(missing);

  // Unset settings stay undefined so BusinessSettingsSchema's defaults apply (one source for them).
  const business = BusinessSettingsSchema.safeParse({
    minTopUpCents: env.VITE_MIN_TOP_UP_USD === undefined ? undefined : env.VITE_MIN_TOP_UP_USD * 100,
    trialDays: env.VITE_TRIAL_DAYS,
    affiliateTerms: env.VITE_AFFILIATE_TERMS,
    emailCodeLength: env.VITE_EMAIL_CODE_LENGTH,
    maxStoreScreenshots: env.VITE_MAX_STORE_SCREENSHOTS,
    verificationWait: env.VITE_VERIFICATION_WAIT,
  });
  if (!business.success) {
    throw new ConfigError(business.error.issues.map((issue) => problemFromIssue(issue, rawEnv, businessVariableOf)));
  }

  const brand = resolveBrand(env.VITE_BRAND);
  const layout = env.VITE_LAYOUT ?? brand.layout;
  return {
    brand: { ...brand, flags: applyFlagOverrides(brand.flags, flagOverridesFrom(env)), layout },
    apiMode: env.VITE_API_MODE,
    uploadBaseUrl: env.VITE_UPLOAD_BASE_URL,
    layout,
    timezone: env.VITE_TIMEZONE,
    business: business.data,
    creativeCentreRoutes: env.VITE_CREATIVE_CENTRE_ROUTES,
    stripePublishableKey: env.VITE_STRIPE_PUBLISHABLE_KEY,
    captcha: captchaOf(env),
    redirectHosts: [...new Set(Object.values(env.VITE_REDIRECT_HOSTS).flat())],
    redirectHostsByFlow: env.VITE_REDIRECT_HOSTS,
    monitoring: env.VITE_SENTRY_DSN
      ? { dsn: env.VITE_SENTRY_DSN, environment: env.VITE_SENTRY_ENVIRONMENT, release: env.VITE_RELEASE }
      : null,
  };
};
