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
  /** Followed by a referral code: this browser's visit through that code's link was counted. */
  referralClickPrefix: 'referralClickRecorded:',
  /** Followed by the user id: that user joined the affiliate programme (the answer, as JSON). */
  affiliateMembershipPrefix: 'affiliateMembership:',
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

export const writeStorage = (key: string, value: string): void => {
  safeStorage()?.setItem(key, value);
};

export const removeStorage = (key: string): void => {
  safeStorage()?.removeItem(key);
};

/** Keys that outlive a session: what a user answered once is not asked again after the next login. */
const KEPT_ACROSS_SESSIONS = [
  STORAGE_KEYS.surveyAnsweredPrefix,
  STORAGE_KEYS.referralClickPrefix,
  STORAGE_KEYS.affiliateMembershipPrefix,
];

export const clearStorage = (): void => {
  const storage = safeStorage();
  if (!storage) return;
  const kept = Object.keys(storage)
    .filter((key) => KEPT_ACROSS_SESSIONS.some((prefix) => key.startsWith(prefix)))
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
