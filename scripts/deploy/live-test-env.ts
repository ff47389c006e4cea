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
