import { MEETING_ELIGIBLE_COUNTRY_CODES } from '@contract/common/constants';

const ELIGIBLE: ReadonlySet<string> = new Set(MEETING_ELIGIBLE_COUNTRY_CODES);

/**
 * The target markets for which the team offers a call about the launch (spec section 9):
 * those of the chosen markets that are meeting-eligible, in the order they were chosen.
 */
export const meetingEligibleMarkets = (markets: readonly string[]): string[] =>
  markets.filter((code) => ELIGIBLE.has(code.toUpperCase()));
