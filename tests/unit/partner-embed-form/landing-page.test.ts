import { describe, expect, it } from 'vitest';
import { ownLandingPage } from '@/features/partner-embed-form/landing-page';

const ORIGIN = 'https://ads.example.com';

describe('ownLandingPage', () => {
  it("takes this app's sign-up page with its referral code: drawn in the page, not framed", () => {
    expect(ownLandingPage(`${ORIGIN}/register?ref=HOAPARTNER`, ORIGIN)).toEqual({ referralCode: 'HOAPARTNER' });
    expect(ownLandingPage('/register?ref=HOA%20P', ORIGIN)).toEqual({ referralCode: 'HOA P' });
    expect(ownLandingPage(`${ORIGIN}/register`, ORIGIN)).toEqual({ referralCode: undefined });
  });

  it("leaves another site's page, or another page of this app, to the sandboxed frame", () => {
    expect(ownLandingPage('https://hoagrowth.vn/register?ref=HOAPARTNER', ORIGIN)).toBeNull();
    expect(ownLandingPage(`${ORIGIN}/login?ref=HOAPARTNER`, ORIGIN)).toBeNull();
    expect(ownLandingPage('http://ads.example.com/register?ref=X', ORIGIN)).toBeNull();
  });
});
