import { ReferralCodeSchema } from './referrals.schema';

/** The query parameter of a referral link that carries the code. */
const REFERRAL_QUERY_PARAM = 'ref';

/** The path a referral link opens: registration, with the code prefilled. */
const REFERRAL_LANDING_PATH = '/register';

/**
 * A user's referral link on the app's origin (`https://app.example/register?ref=CODE`): the one
 * the referral page shows and the affiliate programme answers.
 */
export const referralLink = (origin: string, code: string): string => {
  const url = new URL(REFERRAL_LANDING_PATH, origin);
  url.searchParams.set(REFERRAL_QUERY_PARAM, ReferralCodeSchema.parse(code));
  return url.toString();
};
