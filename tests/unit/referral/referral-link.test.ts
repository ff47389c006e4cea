// @vitest-environment happy-dom
import { AFFILIATE_TERMS } from '@contract/common/constants';
import { referralLink } from '@contract/referrals/referral-link';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordReferralClickOnce } from '@/features/auth/api/referral-click';
import { RegisterSearchSchema } from '@/features/auth/search-schemas';
import { affiliateTermsFigures, payoutProgressPercent } from '@/features/referral/affiliate-terms';
import { clearStorage } from '@/lib/storage';

afterEach(() => window.localStorage.clear());

describe('referralLink', () => {
  it('opens registration with the code, which the register page reads back', () => {
    const link = referralLink('https://app.example', 'LAN 1234&x');
    expect(link).toBe('https://app.example/register?ref=LAN+1234%26x');
    const ref = new URL(link).searchParams.get('ref');
    expect(RegisterSearchSchema.parse({ ref })).toEqual({ ref: 'LAN 1234&x' });
  });
});

describe('recordReferralClickOnce', () => {
  it('sends one click per browser and code, whatever its case', () => {
    const send = vi.fn(() => Promise.resolve());
    expect(recordReferralClickOnce('lan1234', send, 'https://app.example/register?ref=lan1234')).toBe(true);
    expect(recordReferralClickOnce('LAN1234', send)).toBe(false);
    expect(recordReferralClickOnce('HOA5678', send)).toBe(true);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenCalledWith({
      referralCode: 'lan1234',
      landingUrl: 'https://app.example/register?ref=lan1234',
    });
  });

  it('keeps the mark across a sign-out, which clears the session', () => {
    const send = vi.fn(() => Promise.resolve());
    recordReferralClickOnce('LAN1234', send);
    clearStorage();
    expect(recordReferralClickOnce('LAN1234', send)).toBe(false);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('tries again on the next visit when the call failed', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    recordReferralClickOnce('LAN1234', failing);
    await vi.waitFor(() => expect(window.localStorage.length).toBe(0), { timeout: 30_000 });
    const send = vi.fn(() => Promise.resolve());
    expect(recordReferralClickOnce('LAN1234', send)).toBe(true);
  });

  it('ignores a blank code', () => {
    const send = vi.fn(() => Promise.resolve());
    expect(recordReferralClickOnce('   ', send)).toBe(false);
    expect(send).not.toHaveBeenCalled();
  });
});

describe('affiliate terms (spec section 9, both readings)', () => {
  it('standard: up to $80 per referral, 20% of subscriptions, 0.6% of deposits', () => {
    expect(affiliateTermsFigures('standard')).toEqual({
      id: 'standard',
      maxBonusCents: 8_000,
      subscriptionPercent: 20,
      spendPercent: 0.6,
      referredSpendForBonusCents: null,
      adSpendShareMonths: null,
    });
  });

  it('lifetime: up to $100 for $1000 referred spend, 30% for life, 1% of ad spend for 3 months', () => {
    expect(affiliateTermsFigures('lifetime')).toEqual({
      id: 'lifetime',
      maxBonusCents: AFFILIATE_TERMS.lifetime.maxBonusCents,
      subscriptionPercent: 30,
      spendPercent: 1,
      referredSpendForBonusCents: 100_000,
      adSpendShareMonths: 3,
    });
  });

  it('measures the way to the $100 payout threshold', () => {
    expect(payoutProgressPercent(0, 10_000)).toBe(0);
    expect(payoutProgressPercent(4_999, 10_000)).toBe(49);
    expect(payoutProgressPercent(25_000, 10_000)).toBe(100);
  });
});
