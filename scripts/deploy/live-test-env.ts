import { readFile } from 'node:fs/promises';
import { parseEnv } from 'node:util';
/**
 * The settings of a live build made for tests and benchmarks: Stripe's test-mode key and Turnstile's
 * documented always-pass site key. Neither provider is reached from these machines; the live browser
 * suite serves stand-ins of their scripts at their URLs. The operator's settings are the live suite's
 * own: realistic enough to pass the live check, and named "Live Suite" so they read as a test.
 */
export const LIVE_TEST_ENV = {
  VITE_API_MODE: 'live',
  VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_liveSuiteStandIn',
  VITE_CAPTCHA_PROVIDER: 'turnstile',
  VITE_CAPTCHA_SITE_KEY: '1x00000000000000000000AA',
  OPERATOR_SETTINGS_FILE: 'tests/live/operator-settings.json',
} as const;

/** Sets them for a `build()` or `preview()` in this process (Vite reads `VITE_*` from the environment first). */
export const applyLiveTestEnv = (): void => {
  Object.assign(process.env, LIVE_TEST_ENV);
};

/** Sets `env` for the `build()` and `preview()` calls that follow; the returned step puts the old values back. */
export const useBuildEnv = (env: Readonly<Record<string, string>>): (() => void) => {
  const saved = Object.keys(env).map((key) => [key, process.env[key]] as const);
  Object.assign(process.env, env);
  return () => {
    for (const [key, value] of saved) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
};

const DEPLOY_ENV_FILE = new URL('../../deploy/.env.production', import.meta.url);

/**
 * The settings of a build as the README deploys it (`deploy/.env.production`: its brand, its robot
 * check, monitoring on), with the live suite's operator settings in place of the operator's own.
 */
export const deployedBuildEnv = async (): Promise<Readonly<Record<string, string>>> => {
  const settings = parseEnv(await readFile(DEPLOY_ENV_FILE, 'utf8'));
  const buildSettings = Object.entries(settings).filter(([key]) => key.startsWith('VITE_'));
  return { ...Object.fromEntries(buildSettings), OPERATOR_SETTINGS_FILE: LIVE_TEST_ENV.OPERATOR_SETTINGS_FILE };
};
