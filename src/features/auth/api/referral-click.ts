import {
  ReferralClickIdSchema,
  ReferralCodeSchema,
  type RecordReferralClickBody,
} from '@contract/referrals/referrals.schema';
import { useEffect } from 'react';
import { apiErrorStatus } from '@/lib/api-error';
import { referralsApi } from '@/lib/queries/referrals';
import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';
import { readUtmCookies } from './utm-cookies';

/** Codes are matched case-insensitively by the server, so one mark serves every spelling. */
const clickKey = (code: string): string => `${STORAGE_KEYS.referralClickPrefix}${code.toUpperCase()}`;

/** Marks whose call this page sent and is still waiting for: React's double effect in development sends once. */
const waiting = new Set<string>();

/**
 * Whether a later visit sends the click again: no answer came (the network failed, or the server counted
 * and the answer was lost), or the server said "later" (429, 5xx). Any other 4xx is its last word on this
 * click (an invalid body, an id counted for another code): sending it again would only repeat it.
 */
const worthResending = (error: unknown): boolean => {
  const status = apiErrorStatus(error);
  return status === null || status === 429 || status >= 500;
};

/**
 * Counts a visit through a referral link once per browser and code. The mark in local storage (kept
 * across sign-ins and sign-outs) holds the visit's click id until an answer arrives, then the date it
 * arrived; a mark from before click ids holds a date too. A visit with an id in the mark sends that id
 * again, which the server counts once whatever happened to the earlier calls (issue 46); a visit with a
 * date sends nothing. Resolves once the outcome is kept; null when nothing was sent.
 */
export const recordReferralClickOnce = (
  code: string,
  send: (body: RecordReferralClickBody) => Promise<unknown>,
  landingUrl: string = window.location.href,
): Promise<void> | null => {
  const parsed = ReferralCodeSchema.safeParse(code);
  if (!parsed.success) return null;
  const key = clickKey(parsed.data);
  const stored = readStorage(key);
  const unanswered = ReferralClickIdSchema.safeParse(stored);
  if ((stored !== null && !unanswered.success) || waiting.has(key)) return null;
  const clickId = unanswered.success ? unanswered.data : crypto.randomUUID();
  writeStorage(key, clickId);
  waiting.add(key);
  const answered = () => writeStorage(key, new Date().toISOString());
  return send({ referralCode: parsed.data, clickId, landingUrl, ...readUtmCookies() })
    .then(answered, (error: unknown) => {
      if (!worthResending(error)) answered();
    })
    .finally(() => waiting.delete(key));
};

/** On the page a referral link opens: records the click of `?ref=` once (see `recordReferralClickOnce`). */
export const useRecordReferralClick = (code: string | undefined) => {
  const record = referralsApi.recordReferralClick.useMutation();
  const { mutateAsync } = record;
  useEffect(() => {
    if (code) void recordReferralClickOnce(code, (body) => mutateAsync({ body }));
  }, [code, mutateAsync]);
};
