import type { LiveCaptchaProviderId } from '@/lib/config';

/** Origins a robot-check provider's script, frames, requests and styles come from, by CSP directive. */
export interface CaptchaCspSources {
  script: readonly string[];
  frame: readonly string[];
  connect: readonly string[];
  style: readonly string[];
}

const HCAPTCHA_HOSTS = ['https://hcaptcha.com', 'https://*.hcaptcha.com'];

/**
 * What the Content-Security-Policy must allow for each real provider, from the vendors' CSP pages.
 * Plain data with no React or DOM import: the build reads it to write the server's headers
 * (`scripts/deploy/build-settings.ts`). The mock needs nothing: it is a checkbox of the app.
 */
export const CAPTCHA_CSP_SOURCES: Record<LiveCaptchaProviderId, CaptchaCspSources> = {
  turnstile: {
    script: ['https://challenges.cloudflare.com'],
    frame: ['https://challenges.cloudflare.com'],
    connect: [],
    style: [],
  },
  recaptcha: {
    script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
    connect: [],
    style: [],
  },
  hcaptcha: {
    script: HCAPTCHA_HOSTS,
    frame: HCAPTCHA_HOSTS,
    connect: HCAPTCHA_HOSTS,
    style: HCAPTCHA_HOSTS,
  },
};
