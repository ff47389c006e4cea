import i18next, { type i18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE } from '@contract/common/constants';
import { LocaleSchema, type Locale } from '@contract/common/enums.schema';
import { formatUsdCents } from '@/lib/money';
import { readStoredLocale, writeStoredLocale } from '@/lib/storage';
import { BUNDLED_NAMESPACES, DEFAULT_NAMESPACE, viResources, type ScreenNamespace } from './resources';

export { BUNDLED_NAMESPACES, type AppResources, type ScreenNamespace } from './resources';
export { errorMessageKey, resolveErrorMessage, type ErrorTranslator } from './error-message';

let current: i18n | null = null;

const setDocumentLang = (locale: Locale): void => {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
};

// The bundled vi namespaces are always present; everything else becomes a lazy chunk.
const lazyLocaleFiles = import.meta.glob<{ default: Record<string, unknown> }>([
  '../../../locales/*/*.json',
  '!../../../locales/vi/{auth,common,configuration,errors,kit,routes,shell,validation}.json',
  // The scenario panel brings its own texts, so live builds carry none of them.
  '!../../../locales/*/demo.json',
]);

const lazyLocales = resourcesToBackend(async (language: string, namespace: string) => {
  const load = lazyLocaleFiles[`../../../locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`No translations for ${language}/${namespace}`);
  return (await load()).default;
});

/**
 * `{{amount, money}}` in a message: USD cents in the message's language with the app's money
 * formatter ("1.250,00 $" in Vietnamese, "$1,250.00" in English); `money(wholeDollars: true)`
 * drops ".00" from a whole amount, as limits read ("from $50 to $100,000").
 */
const addMoneyFormat = (instance: i18n): void => {
  instance.services.formatter?.add('money', (cents: unknown, language, options: { wholeDollars?: boolean }) =>
    typeof cents === 'number'
      ? formatUsdCents(cents, language ?? DEFAULT_LOCALE, { wholeDollars: options.wholeDollars === true })
      : String(cents),
  );
};

/**
 * Creates and initialises the app's i18next instance in the stored language (default vi).
 * Resolves once that language's namespaces are loaded, so the first render is translated.
 */
export const initI18n = async (): Promise<i18n> => {
  const locale = readStoredLocale();
  const instance = i18next.createInstance();
  await instance
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
      lng: locale,
      // Every language holds every key (tests/unit/i18n/locale-files.test.ts): with a fallback, an English
      // reader's page change would fetch each namespace twice, in English and in Vietnamese.
      fallbackLng: false,
      supportedLngs: LocaleSchema.options,
      load: 'languageOnly',
      ns: BUNDLED_NAMESPACES,
      defaultNS: DEFAULT_NAMESPACE,
      resources: { [DEFAULT_LOCALE]: viResources },
      // Bundled vi plus lazily loaded en: without this flag i18next would skip the backend.
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      // Init and changeLocale both resolve after loading, so nothing renders untranslated;
      // without Suspense a switch keeps the old language on screen until en has arrived.
      react: { useSuspense: false },
    });
  addMoneyFormat(instance);
  current = instance;
  setDocumentLang(locale);
  return instance;
};

/** Switches the language (loading it first if needed), remembers it and updates `<html lang>`. */
export const changeLocale = async (locale: Locale, instance: i18n | null = current): Promise<void> => {
  if (!instance) throw new Error('changeLocale called before initI18n');
  await instance.changeLanguage(locale);
  // A later switch may have won while en was loading; keep storage in line with the screen.
  if (instance.language !== locale) return;
  writeStoredLocale(locale);
  setDocumentLang(locale);
};

/**
 * Loads screen namespaces (in the current language, and in later ones on a switch). Route
 * loaders await it beside their data, so a screen never renders its keys.
 */
export const loadScreenNamespaces = async (...namespaces: ScreenNamespace[]): Promise<void> => {
  if (!current) throw new Error('loadScreenNamespaces called before initI18n');
  await current.loadNamespaces(namespaces);
};

/** The app locale of i18next's current language (vi unless it is en). */
export const localeOf = (language: string): Locale => (language === 'en' ? 'en' : DEFAULT_LOCALE);
