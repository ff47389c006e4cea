import type { CaptchaProvider } from './captcha-provider';
import { createVendorApiLoader } from './load-script';
import { createScriptCaptchaProvider, type CaptchaVendor } from './script-captcha-provider';

/** The part of Cloudflare's `window.turnstile` the app uses. */
export interface TurnstileApi {
  /** The widget's id, or undefined when it could not be rendered. */
  render: (container: HTMLElement, options: TurnstileRenderOptions) => string | undefined;
  reset: (widgetId?: string) => void;
  remove: (widgetId?: string) => void;
}

export interface TurnstileRenderOptions {
  sitekey: string;
  action?: string;
  language: string;
  callback: (token: string) => void;
  'expired-callback': () => void;
  'error-callback': () => void;
}

const ONLOAD = 'onTurnstileApiLoad';
const TURNSTILE_SCRIPT_URL = `https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit&onload=${ONLOAD}`;

const loadTurnstile = createVendorApiLoader(ONLOAD, () => (window as Window & { turnstile?: TurnstileApi }).turnstile);

const turnstile: CaptchaVendor<TurnstileApi> = {
  id: 'turnstile',
  // The language is a render option, so one script serves both.
  load: () => loadTurnstile(TURNSTILE_SCRIPT_URL),
  render: (api, container, { siteKey, language, action, onToken, onLapse }) => {
    const id = api.render(container, {
      sitekey: siteKey,
      language,
      ...(action ? { action } : {}),
      callback: onToken,
      'expired-callback': onLapse,
      // Turnstile retries by itself; until it succeeds there is no token.
      'error-callback': onLapse,
    });
    return { reset: () => api.reset(id), remove: () => api.remove(id) };
  },
};

/** Cloudflare Turnstile, rendered explicitly into the form. */
export const createTurnstileProvider = (siteKey: string): CaptchaProvider =>
  createScriptCaptchaProvider(turnstile, siteKey);
