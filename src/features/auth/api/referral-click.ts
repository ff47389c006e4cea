import { ReferralCodeSchema, type RecordReferralClickBody } from '@contract/referrals/referrals.schema';
import { useEffect } from 'react';
import { referralsApi } from '@/lib/queries/referrals';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';
import { readUtmCookies } from './utm-cookies';

/** Codes are matched case-insensitively by the server, so one mark serves every spelling. */
const clickKey = (code: string): string => `${STORAGE_KEYS.referralClickPrefix}${code.toUpperCase()}`;

/**
 * Counts a visit through a referral link once per browser and code: a mark in local storage
 * (kept across sign-ins and sign-outs) is written before the call, so a reload, a second tab
 * opened later or React's double effect in development sends nothing more. A failed call
 * removes the mark, so the next visit tries again. Returns whether a call was sent.
 */
export const recordReferralClickOnce = (
  code: string,
  send: (body: RecordReferralClickBody) => Promise<unknown>,
  landingUrl: string = window.location.href,
): boolean => {
  const parsed = ReferralCodeSchema.safeParse(code);
  if (!parsed.success) return false;
  const key = clickKey(parsed.data);
  if (readStorage(key) !== null) return false;
  writeStorage(key, new Date().toISOString());
  send({ referralCode: parsed.data, landingUrl, ...readUtmCookies() }).catch(() => removeStorage(key));
  return true;
};

/** On the page a referral link opens: records the click of `?ref=` once (see `recordReferralClickOnce`). */
export const useRecordReferralClick = (code: string | undefined) => {
  const record = referralsApi.recordReferralClick.useMutation();
  const { mutateAsync } = record;
  useEffect(() => {
    if (code) recordReferralClickOnce(code, (body) => mutateAsync({ body }));
  }, [code, mutateAsync]);
};
