import { getAppConfig, type LiveCaptchaProviderId } from '@/lib/config';
import type { CaptchaProvider, CaptchaProviderId } from './captcha-provider';

/** A live configuration without a robot check; only tests parse one (the app refuses it at start). */
export class CaptchaNotConfiguredError extends Error {
  override readonly name = 'CaptchaNotConfiguredError';
  constructor() {
    super('No robot check is configured: a live build needs VITE_CAPTCHA_PROVIDER and VITE_CAPTCHA_SITE_KEY.');
  }
}

const captchaSettings = () => {
  const { captcha } = getAppConfig();
  if (captcha === null) throw new CaptchaNotConfiguredError();
  return captcha;
};

/**
 * One module per real provider, each loaded only by a build that uses it and only when a form asks.
 * The `satisfies` keeps the table complete.
 */
const LIVE_PROVIDERS = {
  turnstile: async (siteKey) => (await import('./turnstile-provider')).createTurnstileProvider(siteKey),
  recaptcha: async (siteKey) => (await import('./recaptcha-provider')).createRecaptchaProvider(siteKey),
  hcaptcha: async (siteKey) => (await import('./hcaptcha-provider')).createHcaptchaProvider(siteKey),
} as const satisfies Record<LiveCaptchaProviderId, (siteKey: string) => Promise<CaptchaProvider>>;

/** The provider this build uses, from the configuration. */
export const selectCaptchaProviderId = (): CaptchaProviderId => captchaSettings().provider;

/** Loads the build's provider module and creates one instance of it (one per form). */
export const createCaptchaProvider = async (): Promise<CaptchaProvider> => {
  const settings = captchaSettings();
  if (settings.provider !== 'mock') return LIVE_PROVIDERS[settings.provider](settings.siteKey);
  // Statically false in live builds, so the mock (and its token) is not even bundled there.
  if (import.meta.env.VITE_API_MODE === 'mock') {
    const { createMockCaptchaProvider } = await import('./mock-captcha-provider');
    return createMockCaptchaProvider();
  }
  throw new Error('The mock robot check exists only in mock and demo builds (VITE_API_MODE=mock).');
};
