/** A landing page that is this app's own sign-up page, with the referral code it carries. */
export interface OwnLandingPage {
  referralCode: string | undefined;
}

/**
 * Whether the partner's landing page is this app's sign-up page (`/register?ref=…` on this
 * origin), as in the demo, or another site's page, which only a sandboxed frame may show.
 */
export const ownLandingPage = (landingPageUrl: string, origin: string): OwnLandingPage | null => {
  const url = new URL(landingPageUrl, origin);
  if (url.origin !== origin || !url.pathname.endsWith('/register')) return null;
  return { referralCode: url.searchParams.get('ref') ?? undefined };
};
