import type { AdAccount } from '@contract/ad-accounts/ad-accounts.schema';
import { BUSINESS_TIME_ZONE } from '@contract/common/business-calendar';

/** The made-up approved ad account /demo-ads-account shows (its name is translated); money in USD cents. */
export const SAMPLE_AD_ACCOUNT: Omit<AdAccount, 'createdAt' | 'name'> = {
  id: '7300000000000000001',
  businessCenterId: '7200000000000000001',
  timezone: BUSINESS_TIME_ZONE,
  currency: 'USD',
  status: 'SHOW_ACCOUNT_STATUS_APPROVED',
  note: null,
  balance: 128_450,
  cost: 873_219,
  autoTopUp: { amount: 20_000, threshold: 5_000 },
};

/** Spend per day over the last 14 days, oldest first (cents). */
const SAMPLE_DAILY_SPEND_CENTS = [
  9_820, 11_240, 10_510, 12_980, 14_300, 13_150, 8_760, 9_940, 15_620, 16_480, 14_910, 17_230, 18_050, 14_280,
];

/** The calendar days those figures fall on, ending today (`YYYY-MM-DD`, UTC). */
export const sampleSpendDays = (today: Date): Array<{ date: string; spend: number }> =>
  SAMPLE_DAILY_SPEND_CENTS.map((spend, index) => {
    const day = new Date(today);
    day.setUTCDate(day.getUTCDate() - (SAMPLE_DAILY_SPEND_CENTS.length - 1 - index));
    return { date: day.toISOString().slice(0, 10), spend };
  });
