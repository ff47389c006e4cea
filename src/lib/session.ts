import type { User } from '@contract/users/users.schema';
import { linkTokenIntake, readUrlSession, utmCookie } from './url-session';
import {
  clearStorage,
  readAccessToken,
  readStorage,
  removeStorage,
  STORAGE_KEYS,
  writeAccessToken,
  writeStorage,
} from './storage';

/** Authenticated means a stored token (spec section 4, "Login state"). */
export const isAuthenticated = (): boolean => readAccessToken() !== null;

export const signIn = (token: string): void => writeAccessToken(token);

/** Logout and a lost session both clear everything the app stored. */
export const clearSession = (): void => clearStorage();

/** The shell's profile-incomplete alert and the completed-info guard share this rule. */
export const isProfileComplete = (user: Pick<User, 'contactInfo' | 'businessModel'>): boolean =>
  user.contactInfo !== null && user.businessModel !== null;

export const isActivePartner = (user: Pick<User, 'partnership'>): boolean => user.partnership.status === 'active';

/** Partner view stored while the partnership is not active must be dropped (and the page reloaded). */
export const shouldDropPartnerView = (user: Pick<User, 'partnership'>): boolean =>
  readStorage(STORAGE_KEYS.partnerView) !== null && !isActivePartner(user);

export const dropPartnerView = (): void => removeStorage(STORAGE_KEYS.partnerView);

export const isInsideFrame = (): boolean => {
  try {
    return window.self !== window.top;
  } catch {
    // NOTE: a cross-origin parent makes window.top throw; that is a frame too.
    return true;
  }
};

/** A link's token for another account than the one signed in, held until the person chooses. */
export interface HeldLink {
  token: string;
  /** Where the link led, without its session parameters. */
  path: string;
}

export interface UrlIntake {
  /** The same address without the parameters taken; null when there was nothing to take. */
  cleanedPath: string | null;
  held: HeldLink | null;
}

/**
 * Takes what a sign-in or campaign link put in the URL: stores a handed-over token (or holds it,
 * see `linkTokenIntake`), keeps campaign parameters in cookies, and returns the same address
 * without them. Runs before the first render and on every navigation.
 */
export const absorbUrlSession = (href: string): UrlIntake => {
  const session = readUrlSession(href);
  const intake = linkTokenIntake(session.token, readAccessToken());
  if (intake.action === 'store') signIn(intake.token);
  if (session.utmSource) document.cookie = utmCookie('utm_source', session.utmSource);
  if (session.utmMedium) document.cookie = utmCookie('utm_medium', session.utmMedium);
  const held =
    intake.action === 'hold' && session.cleanedPath !== null
      ? { token: intake.token, path: session.cleanedPath }
      : null;
  return { cleanedPath: session.cleanedPath, held };
};

/** Spec section 4: an onboarding flag is stored while the onboarding step is below 6. */
export const syncOnboardingFlag = (user: Pick<User, 'onboardingStep'>): void => {
  if (user.onboardingStep < 6) writeStorage(STORAGE_KEYS.onboarding, String(user.onboardingStep));
  else removeStorage(STORAGE_KEYS.onboarding);
};
