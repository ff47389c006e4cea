import { DEFAULT_LOCALE } from '@contract/common/constants';
import { LocaleSchema, type Locale } from '@contract/common/enums.schema';

/** Every local-storage key the app uses, in one place so logout can reason about them. */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  locale: 'locale',
  partnerView: 'partnerView',
  /** The partner page last open (path and search), where the switch to the partner view returns. */
  lastPartnerPage: 'lastPartnerPage',
  onboarding: 'onboarding',
  dismissedAnnouncement: 'dismissedAnnouncement',
  /** The company details of the last invoice (cleared on logout with the rest of the session). */
  invoiceCompany: 'invoiceCompany',
  /** Followed by the user id: that user answered the exclusive-partner survey. */
  surveyAnsweredPrefix: 'exclusivePartnerSurveyAnswered:',
  /**
   * Followed by a referral code: this browser's visit through that code's link, its click id until an
   * answer arrives, then the date it arrived (src/features/auth/api/referral-click.ts).
   */
  referralClickPrefix: 'referralClickRecorded:',
  /** Followed by the user id: that user joined the affiliate programme (the answer, as JSON). */
  affiliateMembershipPrefix: 'affiliateMembership:',
  /** Money actions whose outcome is not on a screen yet, with their Idempotency-Keys (per user, 24 hours). */
  moneyIntents: 'moneyIntents',
} as const;

const safeStorage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // NOTE: some embedded browsers throw on access to localStorage.
    return null;
  }
};

export const readStorage = (key: string): string | null => safeStorage()?.getItem(key) ?? null;

/** Dispatched on `window` when this page writes a key (`detail` is the key): the `storage` event tells only other tabs. */
export const STORAGE_WRITE_EVENT = 'app-storage-write';

export const writeStorage = (key: string, value: string): void => {
  safeStorage()?.setItem(key, value);
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(STORAGE_WRITE_EVENT, { detail: key }));
};

export const removeStorage = (key: string): void => {
  safeStorage()?.removeItem(key);
};

/**
 * What outlives a session: the chosen language (the browser's, not the session's: a lost session
 * or a logout must not switch the login page to another language), what a user answered once,
 * which is not asked again after the next login, and the keys of money actions whose outcome is
 * unknown (a session lost meanwhile must not make a repeat pay twice; each is its user's).
 */
const KEPT_KEYS: readonly string[] = [STORAGE_KEYS.locale, STORAGE_KEYS.moneyIntents];
const KEPT_PREFIXES = [
  STORAGE_KEYS.surveyAnsweredPrefix,
  STORAGE_KEYS.referralClickPrefix,
  STORAGE_KEYS.affiliateMembershipPrefix,
];

export const clearStorage = (): void => {
  const storage = safeStorage();
  if (!storage) return;
  const kept = Object.keys(storage)
    .filter((key) => KEPT_KEYS.includes(key) || KEPT_PREFIXES.some((prefix) => key.startsWith(prefix)))
    .map((key) => [key, storage.getItem(key) ?? ''] as const);
  storage.clear();
  for (const [key, value] of kept) storage.setItem(key, value);
};

export const readAccessToken = (): string | null => readStorage(STORAGE_KEYS.accessToken);
export const writeAccessToken = (token: string): void => writeStorage(STORAGE_KEYS.accessToken, token);

export const readStoredLocale = (): Locale => {
  const parsed = LocaleSchema.safeParse(readStorage(STORAGE_KEYS.locale));
  return parsed.success ? parsed.data : DEFAULT_LOCALE;
};

export const writeStoredLocale = (locale: Locale): void => writeStorage(STORAGE_KEYS.locale, locale);
