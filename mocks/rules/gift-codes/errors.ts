import { Data } from 'effect';
import type { Answer } from '../../errors';

/* Gift codes. */

/** The gift code does not exist, is expired, deactivated or fully redeemed. */
export class GiftCodeUnavailable extends Data.TaggedError('GiftCodeUnavailable')<{ readonly code: string }> {
  answer(): Answer {
    return { code: 'error.gift_code_unavailable', status: 422 };
  }
}

/** The user already holds a saved gift code (only one at a time). */
export class GiftCodeAlreadySaved extends Data.TaggedError('GiftCodeAlreadySaved')<{ readonly code: string }> {
  answer(): Answer {
    return { code: 'error.gift_code_already_saved', status: 409 };
  }
}

/** Saving a gift code needs the account's spend to have reached the code's minimum. */
export class GiftCodeMinSpendNotReached extends Data.TaggedError('GiftCodeMinSpendNotReached')<{
  readonly required: number;
  readonly spent: number;
}> {
  answer(): Answer {
    return { code: 'error.gift_code_min_spend_not_reached', status: 422 };
  }
}
