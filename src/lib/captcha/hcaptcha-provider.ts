import type { CaptchaProvider } from './captcha-provider';
import { createVendorApiLoader } from './load-script';
import { createScriptCaptchaProvider, type CaptchaVendor } from './script-captcha-provider';

/** The part of `window.hcaptcha` the app uses. */
export interface HcaptchaApi {
  render: (container: HTMLElement, options: HcaptchaRenderOptions) => string;
  reset: (widgetId?: string) => void;
  remove: (widgetId?: string) => void;
}

export interface HcaptchaRenderOptions {
  sitekey: string;
  hl: string;
  callback: (token: string) => void;
  'expired-callback': () => void;
  'error-callback': () => void;
}

const ONLOAD = 'onHcaptchaApiLoad';
const hcaptchaScriptUrl = (language: string): string =>
  `https://js.hcaptcha.com/1/api.js?render=explicit&onload=${ONLOAD}&hl=${language}`;

const loadHcaptcha = createVendorApiLoader(ONLOAD, () => (window as Window & { hcaptcha?: HcaptchaApi }).hcaptcha);

const hcaptcha: CaptchaVendor<HcaptchaApi> = {
  id: 'hcaptcha',
  load: (language) => loadHcaptcha(hcaptchaScriptUrl(language)),
  // `hl` here too: the script's language is that of the first load, the widget's the page's.
  render: (api, container, { siteKey, language, onToken, onLapse }) => {
    const id = api.render(container, {
      sitekey: siteKey,
      hl: language,
      callback: onToken,
      'expired-callback': onLapse,
      'error-callback': onLapse,
    });
    return { reset: () => api.reset(id), remove: () => api.remove(id) };
  },
};

export const createHcaptchaProvider = (siteKey: string): CaptchaProvider =>
  createScriptCaptchaProvider(hcaptcha, siteKey);
