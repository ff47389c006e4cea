// @vitest-environment happy-dom
import { AFFILIATE_TERMS } from '@contract/common/constants';
import { referralLink } from '@contract/referrals/referral-link';
import type { RecordReferralClickBody } from '@contract/referrals/referrals.schema';
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
  const MARK = 'referralClickRecorded:LAN1234';
  const answering = () => vi.fn((_body: RecordReferralClickBody) => Promise.resolve());
  const failingWith = (error: unknown) => vi.fn((_body: RecordReferralClickBody) => Promise.reject(error));
  const clickIdOf = (send: ReturnType<typeof answering>, call = 0): string | undefined =>
    send.mock.calls[call]?.[0].clickId;

  it('sends one click per browser and code, whatever its case, and nothing once answered', async () => {
    const send = answering();
    await recordReferralClickOnce('lan1234', send, 'https://app.example/register?ref=lan1234');
    expect(recordReferralClickOnce('LAN1234', send)).toBeNull();
    await recordReferralClickOnce('HOA5678', send);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenCalledWith({
      referralCode: 'lan1234',
      clickId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      landingUrl: 'https://app.example/register?ref=lan1234',
    });
    expect(clickIdOf(send, 1)).not.toBe(clickIdOf(send));
  });

  it('sends once while the call is on its way (React runs an effect twice in development)', async () => {
    const answers: Array<() => void> = [];
    const send = vi.fn(() => new Promise<void>((resolve) => answers.push(resolve)));
    const first = recordReferralClickOnce('LAN1234', send);
    expect(recordReferralClickOnce('LAN1234', send)).toBeNull();
    for (const answer of answers) answer();
    await first;
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('keeps the mark across a sign-out, which clears the session', async () => {
    const send = answering();
    await recordReferralClickOnce('LAN1234', send);
    clearStorage();
    expect(recordReferralClickOnce('LAN1234', send)).toBeNull();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['no answer came (offline, or the answer was lost)', new TypeError('Failed to fetch')],
    ['the server failed', { status: 500, body: { code: 'error.internal' } }],
    ['the server was under maintenance', { status: 503, body: { code: 'error.we_are_maintaining' } }],
    ['the server asked to come back later', { status: 429, body: { code: 'error.too_many_login_failures' } }],
  ])('sends the same click id on the next visit when %s', async (_case, error) => {
    const failing = failingWith(error);
    await recordReferralClickOnce('LAN1234', failing);
    const send = answering();
    await recordReferralClickOnce('LAN1234', send);
    expect(clickIdOf(send)).toBe(clickIdOf(failing));
    // Answered now: a third visit sends nothing.
    expect(recordReferralClickOnce('LAN1234', send)).toBeNull();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['an invalid body', { status: 400, body: { code: 'error.validation' } }],
    ['an id counted for another code', { status: 422, body: { code: 'error.idempotency_key_reused' } }],
  ])('sends nothing more after a 4xx answer: %s', async (_case, error) => {
    const failing = failingWith(error);
    await recordReferralClickOnce('LAN1234', failing);
    expect(recordReferralClickOnce('LAN1234', failing)).toBeNull();
    expect(failing).toHaveBeenCalledTimes(1);
  });

  it('reads a mark from before click ids, a date, as answered', () => {
    window.localStorage.setItem(MARK, '2026-03-01T08:00:00.000Z');
    const send = answering();
    expect(recordReferralClickOnce('LAN1234', send)).toBeNull();
    expect(send).not.toHaveBeenCalled();
  });

  it('ignores a blank code', () => {
    const send = answering();
    expect(recordReferralClickOnce('   ', send)).toBeNull();
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
