import type { Locale } from '@contract/common/enums.schema';

const PREPARING_TEXT: Record<Locale, string> = {
  vi: 'Đang chuẩn bị bản demo…',
  en: 'Preparing the demo…',
};

/** Under this, a quick start shows nothing rather than a flash of text. */
const SHOW_AFTER_MS = 150;

/**
 * Said while the demo's mock backend seeds itself (the partner scenario's 2,000 members take
 * about a second on a cold start), instead of a blank page. Plain DOM: React, i18n and the
 * theme are not loaded yet. React's first render replaces it; the returned function cancels
 * it if that comes first.
 */
export const showDemoPreparing = (root: HTMLElement, locale: Locale): (() => void) => {
  const timer = window.setTimeout(() => {
    const message = document.createElement('p');
    message.textContent = PREPARING_TEXT[locale];
    message.setAttribute('role', 'status');
    message.style.cssText =
      'margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;' +
      'font:16px/1.5 system-ui,sans-serif;color:#212529;background:#fff';
    root.replaceChildren(message);
  }, SHOW_AFTER_MS);
  return () => window.clearTimeout(timer);
};
