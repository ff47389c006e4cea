import { describe, expect, it } from 'vitest';
import { BRANDS, resolveBrand } from '@brands';
import { DEFAULT_BUSINESS_SETTINGS } from '@contract';
import {
  AppConfigSchema,
  ConfigError,
  EnvSchema,
  FLAG_ENV_PREFIX,
  FLAG_ENV_VARIABLES,
  parseAppConfig,
  type RawEnv,
} from '@/lib/config';

/** Runs parseAppConfig expecting a ConfigError, and returns it. */
const configErrorOf = (env: RawEnv): ConfigError => {
  try {
    parseAppConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected parseAppConfig to throw a ConfigError');
};

const snakeUpper = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase();

/** Every (flag path, env variable) pair of FLAG_ENV_VARIABLES. */
type FlagVariable = { flag: string; sub: string | null; variable: string };
const flagVariables = Object.entries(FLAG_ENV_VARIABLES).flatMap(([flag, variable]): FlagVariable[] =>
  typeof variable === 'string'
    ? [{ flag, sub: null, variable }]
    : Object.entries(variable).map(([sub, nested]) => ({ flag, sub, variable: nested })),
);

describe('parseAppConfig defaults', () => {
  const config = parseAppConfig({});

  it('builds the centre brand against the live API with the spec’s build settings', () => {
    expect(config.brand).toEqual(BRANDS.centre);
    expect(config.apiMode).toBe('live');
    expect(config.uploadBaseUrl).toBeNull();
    expect(config.layout).toBe(BRANDS.centre.layout);
    expect(config.timezone).toBe('Asia/Ho_Chi_Minh');
    expect(config.creativeCentreRoutes).toEqual([]);
    expect(config.business).toEqual({ ...DEFAULT_BUSINESS_SETTINGS, minTopUpCents: 5000, trialDays: 14 });
  });

  it('returns something AppConfigSchema accepts', () => {
    expect(AppConfigSchema.safeParse(config).success).toBe(true);
  });

  it('ignores Vite’s own variables and blank values', () => {
    const withVite = parseAppConfig({
      MODE: 'production',
      DEV: false,
      PROD: true,
      BASE_URL: '/',
      VITE_API_MODE: '',
      VITE_FLAG_REFUND: ' ',
    });
    expect(withVite.apiMode).toBe('live');
    expect(withVite.brand.flags.refund).toBe(false);
  });
});

describe('parseAppConfig choices', () => {
  it('selects a brand or an identity by VITE_BRAND', () => {
    expect(parseAppConfig({ VITE_BRAND: 'saffron' }).brand).toEqual(BRANDS.saffron);
    const identity = parseAppConfig({ VITE_BRAND: 'night-owl' }).brand;
    expect(identity).toEqual(resolveBrand('night-owl'));
    expect(identity.theme).toBe(BRANDS.centre.theme);
  });

  it('uses the brand’s layout unless VITE_LAYOUT overrides it, and keeps brand.layout in step', () => {
    expect(parseAppConfig({ VITE_BRAND: 'lumen' }).layout).toBe('horizontal');
    const overridden = parseAppConfig({ VITE_BRAND: 'lumen', VITE_LAYOUT: 'vertical' });
    expect(overridden.layout).toBe('vertical');
    expect(overridden.brand.layout).toBe('vertical');
  });

  it('reads the API mode, the upload origin and the time zone', () => {
    const config = parseAppConfig({
      VITE_API_MODE: 'mock',
      VITE_UPLOAD_BASE_URL: 'https://upload.example.com/',
      VITE_TIMEZONE: 'Asia/Bangkok',
    });
    expect(config).toMatchObject({
      apiMode: 'mock',
      uploadBaseUrl: 'https://upload.example.com',
      timezone: 'Asia/Bangkok',
    });
    expect(parseAppConfig({ VITE_UPLOAD_BASE_URL: 'http://localhost:4010' }).uploadBaseUrl).toBe(
      'http://localhost:4010',
    );
  });

  it('splits the extra creative-centre routes on commas, trimmed and without duplicates', () => {
    const config = parseAppConfig({ VITE_CREATIVE_CENTRE_ROUTES: ' /creative , /creative/briefs,,/creative ' });
    expect(config.creativeCentreRoutes).toEqual(['/creative', '/creative/briefs']);
  });
});

describe('parseAppConfig build settings', () => {
  it('turns whole dollars into cents and reads trial days, affiliate terms and code length', () => {
    const config = parseAppConfig({
      VITE_MIN_TOP_UP_USD: '100',
      VITE_TRIAL_DAYS: '0',
      VITE_AFFILIATE_TERMS: 'lifetime',
      VITE_EMAIL_CODE_LENGTH: '4',
    });
    expect(config.business).toEqual({
      minTopUpCents: 10_000,
      trialDays: 0,
      affiliateTerms: 'lifetime',
      emailCodeLength: 4,
      platformConnectCodeLength: 6,
      maxStoreScreenshots: 5,
      verificationWait: 'workingDays',
    });
  });
});

describe('parseAppConfig verification settings', () => {
  it('reads the store-screenshot maximum and which waiting text to show', () => {
    const config = parseAppConfig({ VITE_MAX_STORE_SCREENSHOTS: '3', VITE_VERIFICATION_WAIT: 'workingHours' });
    expect(config.business.maxStoreScreenshots).toBe(3);
    expect(config.business.verificationWait).toBe('workingHours');
  });

  it('refuses an unknown waiting text', () => {
    expect(() => parseAppConfig({ VITE_VERIFICATION_WAIT: 'weeks' })).toThrow(/VITE_VERIFICATION_WAIT="weeks"/);
  });
});

describe('parseAppConfig flag overrides', () => {
  it('names every flag variable VITE_FLAG_ + the flag in SNAKE_UPPER case (LATER for “may be done later”)', () => {
    for (const { flag, sub, variable } of flagVariables) {
      const expected = `${FLAG_ENV_PREFIX}${snakeUpper(flag)}${sub === 'mayBeDoneLater' ? '_LATER' : ''}`;
      expect(variable).toBe(expected);
    }
    expect(FLAG_ENV_VARIABLES.autoRefund).toBe('VITE_FLAG_AUTO_REFUND');
  });

  it('maps the VITE_FLAG_ variables of EnvSchema one-to-one onto flags', () => {
    const inSchema = Object.keys(EnvSchema.shape)
      .filter((name) => name.startsWith(FLAG_ENV_PREFIX))
      .sort();
    expect(flagVariables.map(({ variable }) => variable).sort()).toEqual(inSchema);
    expect(inSchema).toHaveLength(16);
  });

  it.each(flagVariables)('$variable flips only its own flag', ({ flag, sub, variable }) => {
    // Lumen has every flag on, so "false" is a visible change for each one.
    const base = parseAppConfig({ VITE_BRAND: 'lumen' }).brand.flags;
    const flags = parseAppConfig({ VITE_BRAND: 'lumen', [variable]: 'false' }).brand.flags;
    const expected =
      sub === null ? { ...base, [flag]: false } : { ...base, [flag]: { ...base.emailVerification, [sub]: false } };
    expect(flags).toEqual(expected);
  });

  it('accepts true, false, 1 and 0 (and real booleans)', () => {
    expect(parseAppConfig({ VITE_FLAG_REFUND: 'true' }).brand.flags.refund).toBe(true);
    expect(parseAppConfig({ VITE_FLAG_REFUND: '1' }).brand.flags.refund).toBe(true);
    expect(parseAppConfig({ VITE_FLAG_REFUND: true }).brand.flags.refund).toBe(true);
    expect(parseAppConfig({ VITE_FLAG_TRIAL: '0' }).brand.flags.trial).toBe(false);
    expect(parseAppConfig({ VITE_FLAG_TRIAL: false }).brand.flags.trial).toBe(false);
  });

  it('turns on the graphite brand’s refunds without touching the registry', () => {
    const config = parseAppConfig({
      VITE_BRAND: 'graphite',
      VITE_FLAG_REFUND: 'true',
      VITE_FLAG_EMAIL_VERIFICATION_LATER: '0',
    });
    expect(config.brand.flags.refund).toBe(true);
    expect(config.brand.flags.emailVerification).toEqual({ enabled: true, mayBeDoneLater: false });
    expect(BRANDS.graphite.flags.refund).toBe(false);
    expect(BRANDS.graphite.flags.emailVerification.mayBeDoneLater).toBe(true);
  });
});

describe('parseAppConfig errors', () => {
  const cases: [string, RawEnv, string][] = [
    [
      'an unknown brand',
      { VITE_BRAND: 'acme' },
      'VITE_BRAND="acme": expected one of: centre, lumen, harbor, saffron, jade, lagoon, graphite, blue-peak, sprout-media, night-owl',
    ],
    ['an unknown API mode', { VITE_API_MODE: 'staging' }, 'VITE_API_MODE="staging": expected "mock" or "live"'],
    [
      'a relative upload URL',
      { VITE_UPLOAD_BASE_URL: 'upload.example.com' },
      'VITE_UPLOAD_BASE_URL="upload.example.com": expected an absolute http(s) origin such as https://upload.example.com',
    ],
    [
      'an upload URL with a path',
      { VITE_UPLOAD_BASE_URL: 'https://upload.example.com/api' },
      'VITE_UPLOAD_BASE_URL="https://upload.example.com/api": expected an origin only (scheme and host, no path, query or fragment)',
    ],
    [
      'an ftp upload URL',
      { VITE_UPLOAD_BASE_URL: 'ftp://upload.example.com' },
      'VITE_UPLOAD_BASE_URL="ftp://upload.example.com": expected an absolute http(s) origin such as https://upload.example.com',
    ],
    ['an unknown layout', { VITE_LAYOUT: 'grid' }, 'VITE_LAYOUT="grid": expected "vertical" or "horizontal"'],
    [
      'an unknown time zone',
      { VITE_TIMEZONE: 'Asia/Hanoi' },
      'VITE_TIMEZONE="Asia/Hanoi": expected an IANA time zone name such as Asia/Ho_Chi_Minh',
    ],
    [
      'a UTC offset for a time zone',
      { VITE_TIMEZONE: '+07:00' },
      'VITE_TIMEZONE="+07:00": expected an IANA time zone name such as Asia/Ho_Chi_Minh',
    ],
    [
      'a flag that is not a boolean word',
      { VITE_FLAG_AUTO_REFUND: 'yes' },
      'VITE_FLAG_AUTO_REFUND="yes": expected true, false, 1 or 0',
    ],
    [
      'a misspelt flag variable',
      { VITE_FLAG_AUTOREFUND: 'false' },
      'VITE_FLAG_AUTOREFUND="false": expected one of the flag variables VITE_FLAG_TRIAL,',
    ],
    [
      'cents for the minimum top-up',
      { VITE_MIN_TOP_UP_USD: '49.99' },
      'VITE_MIN_TOP_UP_USD="49.99": expected a whole number of US dollars, at least 1',
    ],
    [
      'a zero minimum top-up',
      { VITE_MIN_TOP_UP_USD: '0' },
      'VITE_MIN_TOP_UP_USD="0": expected a whole number of US dollars, at least 1',
    ],
    [
      'negative trial days',
      { VITE_TRIAL_DAYS: '-3' },
      'VITE_TRIAL_DAYS="-3": expected a whole number of days, 0 or more',
    ],
    [
      'unknown affiliate terms',
      { VITE_AFFILIATE_TERMS: 'gold' },
      'VITE_AFFILIATE_TERMS="gold": expected one of: standard, lifetime',
    ],
    ['an unsupported code length', { VITE_EMAIL_CODE_LENGTH: '5' }, 'VITE_EMAIL_CODE_LENGTH="5": expected 4 or 6'],
    [
      'a route without a leading slash',
      { VITE_CREATIVE_CENTRE_ROUTES: '/creative,briefs' },
      'VITE_CREATIVE_CENTRE_ROUTES="/creative,briefs": expected comma-separated route paths, each starting with /',
    ],
    ['a boolean where text is expected', { VITE_API_MODE: true }, 'VITE_API_MODE=true: expected "mock" or "live"'],
    [
      'an unknown robot check',
      { VITE_CAPTCHA_PROVIDER: 'geetest' },
      'VITE_CAPTCHA_PROVIDER="geetest": expected turnstile, recaptcha or hcaptcha',
    ],
    [
      'a site key with spaces',
      { VITE_CAPTCHA_SITE_KEY: 'my site key' },
      'VITE_CAPTCHA_SITE_KEY="my site key": expected the provider\'s site key (letters, digits, - and _)',
    ],
    [
      'a redirect host with a scheme',
      { VITE_REDIRECT_HOSTS: 'topUp:pay.example.com,topUp:https://evil.example' },
      'VITE_REDIRECT_HOSTS="topUp:pay.example.com,topUp:https://evil.example": expected comma-separated flow:host entries',
    ],
    [
      'a wildcard for every host',
      { VITE_REDIRECT_HOSTS: 'topUp:*' },
      'VITE_REDIRECT_HOSTS="topUp:*": expected comma-separated flow:host entries',
    ],
    [
      'a redirect host for no flow',
      { VITE_REDIRECT_HOSTS: '*.myshopify.com' },
      'VITE_REDIRECT_HOSTS="*.myshopify.com": expected comma-separated flow:host entries such as topUp:pay.example.com,storeConnect:*.shop.example (flows: topUp, payoneerConnect, platformConnect, storeConnect)',
    ],
    [
      'a redirect host for an unknown flow',
      { VITE_REDIRECT_HOSTS: 'everything:*.myshopify.com' },
      'VITE_REDIRECT_HOSTS="everything:*.myshopify.com": expected comma-separated flow:host entries',
    ],
    [
      'a DSN over plain http',
      { VITE_SENTRY_DSN: 'http://key@sentry.example.com/1' },
      'VITE_SENTRY_DSN="http://key@sentry.example.com/1": expected a Sentry DSN',
    ],
    [
      'a DSN without its key',
      { VITE_SENTRY_DSN: 'https://sentry.example.com/1' },
      'VITE_SENTRY_DSN="https://sentry.example.com/1": expected a Sentry DSN',
    ],
  ];

  it.each(cases)('names the variable, the value and what is expected for %s', (_case, env, line) => {
    const error = configErrorOf(env);
    expect(error.name).toBe('ConfigError');
    expect(error.message.split('\n')).toHaveLength(1);
    expect(error.message.startsWith(line)).toBe(true);
    expect(error.problems).toHaveLength(1);
  });

  it('reports every problem at once, one line each', () => {
    const error = configErrorOf({ VITE_API_MODE: 'prod', VITE_TRIAL_DAYS: 'two weeks', VITE_FLAG_TIP: 'off' });
    expect(error.message.split('\n')).toEqual([
      'VITE_API_MODE="prod": expected "mock" or "live"',
      'VITE_TRIAL_DAYS="two weeks": expected a whole number of days, 0 or more',
      'VITE_FLAG_TIP="off": expected true, false, 1 or 0',
    ]);
    expect(error.problems.map(({ variable }) => variable)).toEqual([
      'VITE_API_MODE',
      'VITE_TRIAL_DAYS',
      'VITE_FLAG_TIP',
    ]);
  });
});

describe('settings a live build needs', () => {
  const LIVE_READY: RawEnv = {
    VITE_API_MODE: 'live',
    VITE_STRIPE_PUBLISHABLE_KEY: 'pk_live_abc123',
    VITE_CAPTCHA_PROVIDER: 'turnstile',
    VITE_CAPTCHA_SITE_KEY: '0x4AAAAAAABkMYinukE8nzY',
  };
  const requireLive = (env: RawEnv) => () => parseAppConfig(env, { requireLiveSettings: true });

  it('accepts a live env with the card key and the robot check', () => {
    const config = requireLive(LIVE_READY)();
    expect(config.captcha).toEqual({ provider: 'turnstile', siteKey: '0x4AAAAAAABkMYinukE8nzY' });
    expect(config.stripePublishableKey).toBe('pk_live_abc123');
  });

  it.each([
    ['VITE_STRIPE_PUBLISHABLE_KEY', 'VITE_STRIPE_PUBLISHABLE_KEY is not set: a live build needs it for cards'],
    ['VITE_CAPTCHA_PROVIDER', 'VITE_CAPTCHA_PROVIDER is not set: a live build needs a robot check'],
    ['VITE_CAPTCHA_SITE_KEY', 'VITE_CAPTCHA_SITE_KEY is not set: a live build needs the robot check'],
  ])('refuses a live env without %s, in one line naming it', (variable, line) => {
    const env = { ...LIVE_READY, [variable]: '' };
    expect(requireLive(env)).toThrow(ConfigError);
    expect(requireLive(env)).toThrow(new RegExp(`^${line}[^\n]*$`));
  });

  it('lists every missing setting of a bare live env', () => {
    expect(requireLive({})).toThrow(
      /VITE_STRIPE_PUBLISHABLE_KEY is not set.*\nVITE_CAPTCHA_PROVIDER is not set.*\nVITE_CAPTCHA_SITE_KEY is not set/,
    );
  });

  it('needs none of them in a mock build, which uses the mock checkbox and the simulated card form', () => {
    const config = requireLive({ VITE_API_MODE: 'mock', VITE_CAPTCHA_PROVIDER: 'hcaptcha' })();
    expect(config.captcha).toEqual({ provider: 'mock' });
    expect(config.stripePublishableKey).toBeNull();
  });
});

describe('redirect hosts and monitoring', () => {
  it('allows each flow its own providers by default, and a form every one of them', () => {
    const { redirectHosts, redirectHostsByFlow } = parseAppConfig({});
    expect(redirectHostsByFlow.topUp).toContain('*.tazapay.com');
    expect(redirectHostsByFlow.topUp).not.toContain('*.myshopify.com');
    expect(redirectHostsByFlow.storeConnect).toContain('*.myshopify.com');
    expect(redirectHostsByFlow.storeConnect).not.toContain('*.tazapay.com');
    expect(redirectHostsByFlow.platformConnect).toEqual(['*.tiktok.com']);
    expect(redirectHostsByFlow.payoneerConnect).toEqual(['*.payoneer.com']);
    expect(redirectHosts).toContain('*.tazapay.com');
    expect(redirectHosts).toContain('*.myshopify.com');
    expect(redirectHosts.filter((host) => host === '*.payoneer.com')).toHaveLength(1);
  });

  it('replaces every flow with VITE_REDIRECT_HOSTS flow:host entries, lower-cased and without repeats', () => {
    const config = parseAppConfig({
      VITE_REDIRECT_HOSTS:
        ' topUp:Pay.Example.com , topUp:*.psp.example,topUp:pay.example.com, storeConnect:*.shop.example',
    });
    expect(config.redirectHostsByFlow).toEqual({
      topUp: ['pay.example.com', '*.psp.example'],
      payoneerConnect: [],
      platformConnect: [],
      storeConnect: ['*.shop.example'],
    });
    expect(config.redirectHosts).toEqual(['pay.example.com', '*.psp.example', '*.shop.example']);
  });

  it('turns monitoring on only with a DSN, with its environment and release', () => {
    expect(parseAppConfig({}).monitoring).toBeNull();
    expect(
      parseAppConfig({ VITE_SENTRY_DSN: 'https://key@o1.ingest.sentry.io/42', VITE_RELEASE: 'agency-dashboard@0.1.0' })
        .monitoring,
    ).toEqual({
      dsn: 'https://key@o1.ingest.sentry.io/42',
      environment: 'production',
      release: 'agency-dashboard@0.1.0',
    });
  });
});
