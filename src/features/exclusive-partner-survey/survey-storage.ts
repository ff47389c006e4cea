import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';

/*
 * No call tells whether a seller has answered, so the app remembers it per user: the
 * answer in localStorage (kept across visits and logouts), "Later" in sessionStorage (this
 * tab's session only, like the desktop banner's dismissal).
 */

const answeredKey = (userId: string) => `${STORAGE_KEYS.surveyAnsweredPrefix}${userId}`;
const postponedKey = (userId: string) => `exclusivePartnerSurveyLater:${userId}`;

export type SurveyStatus = 'due' | 'answered' | 'postponed';

const readSession = (key: string): string | null => {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    // NOTE: storage can be unavailable (private modes, embedded browsers); the survey then stays due.
    return null;
  }
};

export const surveyStatus = (userId: string): SurveyStatus => {
  if (readStorage(answeredKey(userId)) !== null) return 'answered';
  if (readSession(postponedKey(userId)) !== null) return 'postponed';
  return 'due';
};

export const rememberSurveyAnswered = (userId: string, at: Date = new Date()): void =>
  writeStorage(answeredKey(userId), at.toISOString());

export const postponeSurvey = (userId: string): void => {
  try {
    window.sessionStorage.setItem(postponedKey(userId), '1');
  } catch {
    // NOTE: see readSession; "Later" then lasts until the shell is mounted again.
  }
};
