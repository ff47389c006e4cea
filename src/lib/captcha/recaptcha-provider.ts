import type { CaptchaProvider } from './captcha-provider';
import { createVendorApiLoader } from './load-script';
import { createScriptCaptchaProvider, type CaptchaVendor } from './script-captcha-provider';

/** The part of Google's `window.grecaptcha` (v2) the app uses. */
export interface RecaptchaApi {
  render: (container: HTMLElement, options: RecaptchaRenderOptions) => number;
  reset: (widgetId?: number) => void;
}

export interface RecaptchaRenderOptions {
  sitekey: string;
  callback: (token: string) => void;
  'expired-callback': () => void;
  'error-callback': () => void;
}

const ONLOAD = 'onRecaptchaApiLoad';
const recaptchaScriptUrl = (language: string): string =>
  `https://www.google.com/recaptcha/api.js?render=explicit&onload=${ONLOAD}&hl=${language}`;

const loadRecaptcha = createVendorApiLoader(
  ONLOAD,
  () => (window as Window & { grecaptcha?: RecaptchaApi }).grecaptcha,
);

/**
 * reCAPTCHA v2, the "I'm not a robot" checkbox. Not v3: v3 is invisible and only scores the visitor,
 * so the server would have to choose a score threshold, and the forms would lose the visible check that
 * Turnstile and hCaptcha show (and their "confirm that you are not a robot" message).
 */
const recaptcha: CaptchaVendor<RecaptchaApi> = {
  id: 'recaptcha',
  // The language is a parameter of Google's script, which loads once per page: the first language stays.
  load: (language) => loadRecaptcha(recaptchaScriptUrl(language)),
  render: (api, container, { siteKey, onToken, onLapse }) => {
    const id = api.render(container, {
      sitekey: siteKey,
      callback: onToken,
      'expired-callback': onLapse,
      'error-callback': onLapse,
    });
    // v2 has no remove(): the widget goes with its element.
    return { reset: () => api.reset(id), remove: () => undefined };
  },
};

export const createRecaptchaProvider = (siteKey: string): CaptchaProvider =>
  createScriptCaptchaProvider(recaptcha, siteKey);
