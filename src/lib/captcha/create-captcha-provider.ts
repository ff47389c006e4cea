import type { CaptchaProvider, CaptchaProviderId } from './captcha-provider';
import { createMockCaptchaProvider } from './mock-captcha-provider';

/**
 * One factory per provider. A real provider (reCAPTCHA, Turnstile, hCaptcha) is added
 * here with its own module that loads the vendor script on demand, and its id joins
 * `CaptchaProviderId`; the `satisfies` keeps this table complete.
 */
const CAPTCHA_PROVIDER_FACTORIES = {
  mock: createMockCaptchaProvider,
} as const satisfies Record<CaptchaProviderId, () => CaptchaProvider>;

/**
 * The provider this build uses.
 * NOTE: the build configuration has no captcha setting yet, so every build gets the
 * mock. The seam for the real one is this function: read the provider id (and site
 * key) from `getAppConfig()` once the configuration carries them.
 */
export const selectCaptchaProviderId = (): CaptchaProviderId => 'mock';

export const createCaptchaProvider = (id: CaptchaProviderId = selectCaptchaProviderId()): CaptchaProvider =>
  CAPTCHA_PROVIDER_FACTORIES[id]();
