import { MAX_AMOUNT_CENTS, MIN_TRANSFER_CENTS } from '../common/constants';
import type { AdAccountDisplayStatus } from '../common/enums.schema';

/*
 * The rule of moving money between the wallet and an ad account (PATCH /api/ads-accounts/:id),
 * shared by the screen's form and the mock backend so both refuse the same amounts.
 */

const CENTS_PER_DOLLAR = 100;

/** Only an approved ad account takes transfers, withdraws and auto top-up (spec section 5). */
export const acceptsMoney = (status: AdAccountDisplayStatus): boolean => status === 'SHOW_ACCOUNT_STATUS_APPROVED';

export interface AdAccountMove {
  /** Cents to move. */
  amount: number;
  status: AdAccountDisplayStatus;
  /** Cents the paying side holds: the wallet for a transfer, the ad account for a withdraw. */
  available: number;
}

export type AdAccountMoveIssue =
  | { code: 'amount_invalid'; min: number; max: number }
  | { code: 'not_whole_number' }
  | { code: 'not_approved' }
  | { code: 'insufficient_balance'; available: number };

/**
 * Why a move is refused, or null: the amount within [MIN_TRANSFER_CENTS, MAX_AMOUNT_CENTS], whole
 * dollars, an approved ad account, and no more than the paying side holds, checked in that order.
 */
export const adAccountMoveIssue = ({ amount, status, available }: AdAccountMove): AdAccountMoveIssue | null => {
  if (!Number.isSafeInteger(amount) || amount < MIN_TRANSFER_CENTS || amount > MAX_AMOUNT_CENTS) {
    return { code: 'amount_invalid', min: MIN_TRANSFER_CENTS, max: MAX_AMOUNT_CENTS };
  }
  if (amount % CENTS_PER_DOLLAR !== 0) return { code: 'not_whole_number' };
  if (!acceptsMoney(status)) return { code: 'not_approved' };
  if (amount > available) return { code: 'insufficient_balance', available };
  return null;
};

/** The largest amount that can move when the paying side holds `available` cents: whole dollars, at most $100,000. */
export const maxMoveCents = (available: number): number =>
  Math.min(MAX_AMOUNT_CENTS, Math.max(0, available - (available % CENTS_PER_DOLLAR)));

/**
 * Whether an auto top-up runs as soon as it is saved: the ad account already holds less than the
 * threshold. The dialog warns with it and the mock fires by it (at once, and whenever spend
 * brings the balance below the threshold).
 */
export const autoTopUpFiresNow = ({ balance, threshold }: { balance: number; threshold: number }): boolean =>
  balance < threshold;
