import demoEn from '@locales/en/demo.json';
import demoVi from '@locales/vi/demo.json';
import type { i18n } from 'i18next';

/**
 * The panel's texts travel with the panel, so live builds carry none of them. Adding a
 * bundle is idempotent; it happens before any component asks for the namespace.
 */
export const registerDemoTranslations = (instance: i18n): void => {
  if (instance.hasResourceBundle('vi', 'demo')) return;
  instance.addResourceBundle('vi', 'demo', demoVi);
  instance.addResourceBundle('en', 'demo', demoEn);
};
