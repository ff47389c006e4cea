import { acceptsMoney, adAccountMoveIssue, maxMoveCents } from '@contract/ad-accounts/ad-account-rules';
import { MAX_AMOUNT_CENTS, MIN_TRANSFER_CENTS } from '@contract/common/constants';
import { AdAccountDisplayStatusSchema, type AdAccountDisplayStatus } from '@contract/common/enums.schema';
import { describe, expect, it } from 'vitest';

const APPROVED: AdAccountDisplayStatus = 'SHOW_ACCOUNT_STATUS_APPROVED';
const move = (amount: number, available = MAX_AMOUNT_CENTS, status: AdAccountDisplayStatus = APPROVED) =>
  adAccountMoveIssue({ amount, status, available });
const RANGE = { code: 'amount_invalid', min: MIN_TRANSFER_CENTS, max: MAX_AMOUNT_CENTS };

describe('the ad account move rule', () => {
  it('takes whole dollars from $1 to $100,000 that the paying side holds', () => {
    expect(move(MIN_TRANSFER_CENTS)).toBeNull();
    expect(move(10_000, 10_000)).toBeNull();
    expect(move(MAX_AMOUNT_CENTS)).toBeNull();
  });

  it('refuses an amount outside the range, or not an integer number of cents', () => {
    for (const amount of [0, -100, MIN_TRANSFER_CENTS - 1, MAX_AMOUNT_CENTS + 100, 150.5, Number.NaN]) {
      expect(move(amount), String(amount)).toEqual(RANGE);
    }
  });

  it('refuses cents: "Please enter a whole number"', () => {
    expect(move(1_050)).toEqual({ code: 'not_whole_number' });
    expect(move(MAX_AMOUNT_CENTS - 1)).toEqual({ code: 'not_whole_number' });
  });

  it('refuses every ad account that is not approved', () => {
    for (const status of AdAccountDisplayStatusSchema.options.filter((value) => value !== APPROVED)) {
      expect(acceptsMoney(status)).toBe(false);
      expect(move(1_000, 50_000, status)).toEqual({ code: 'not_approved' });
    }
    expect(acceptsMoney(APPROVED)).toBe(true);
  });

  it('refuses more than the paying side holds, to the cent', () => {
    expect(move(125_100, 125_040)).toEqual({ code: 'insufficient_balance', available: 125_040 });
    expect(move(125_000, 125_040)).toBeNull();
  });

  it('checks in order: range, whole dollars, status, balance', () => {
    expect(move(50, 0, 'CLOSED')).toEqual(RANGE);
    expect(move(1_050, 0, 'CLOSED')).toEqual({ code: 'not_whole_number' });
    expect(move(1_000, 0, 'CLOSED')).toEqual({ code: 'not_approved' });
  });

  it('gives the most that can move: whole dollars of what is held, at most $100,000', () => {
    expect(maxMoveCents(125_040)).toBe(125_000);
    expect(maxMoveCents(99)).toBe(0);
    expect(maxMoveCents(-500)).toBe(0);
    expect(maxMoveCents(MAX_AMOUNT_CENTS * 3)).toBe(MAX_AMOUNT_CENTS);
  });
});
