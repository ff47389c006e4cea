import type { GiftCodeStatus } from '../common/enums.schema';
import { isFutureExpiry, type GiftCode, type GiftCodeSettableStatus } from './gift-codes.schema';

/**
 * A code's status at `now` (spec section 4): a deactivated code stays deactivated, then a past
 * expiry makes it expired, then no unit left makes it fully redeemed; otherwise it is active.
 * Only "deactivate" is stored as a choice; the server answers every code with this.
 */
export const giftCodeStatusAt = (
  code: Pick<GiftCode, 'status' | 'expiry'> & { quantity: Pick<GiftCode['quantity'], 'available'> },
  now: number,
): GiftCodeStatus => {
  if (code.status === 'deactivate') return 'deactivate';
  if (!isFutureExpiry(code.expiry, now)) return 'expired';
  if (code.quantity.available === 0) return 'fully_redeemed';
  return 'active';
};

/**
 * The status a partner may set on a code shown with `status`, or null when there is none: an
 * active or fully redeemed code can be deactivated, a deactivated one reactivated while its
 * expiry is still to come; an expired code stays as it is. The screen offers this action and
 * the server refuses any other change.
 */
export const nextGiftCodeStatus = (
  code: Pick<GiftCode, 'status' | 'expiry'>,
  now: number,
): GiftCodeSettableStatus | null => {
  switch (code.status) {
    case 'active':
    case 'fully_redeemed':
      return 'deactivate';
    case 'deactivate':
      return isFutureExpiry(code.expiry, now) ? 'active' : null;
    default:
      return null;
  }
};
