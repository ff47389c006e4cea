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

/** A partner's new code is spelled like an existing one (codes are matched in any case). */
export class GiftCodeTaken extends Data.TaggedError('GiftCodeTaken')<{ readonly code: string }> {
  answer(): Answer {
    return {
      code: 'error.validation',
      status: 409,
      detail: `The gift code ${this.code} already exists`,
      issues: [{ path: 'body.code', message: 'This gift code already exists' }],
    };
  }
}

/** The status asked is not one this code may take now (reactivating an expired code, say). */
export class GiftCodeStatusRefused extends Data.TaggedError('GiftCodeStatusRefused')<{
  readonly codeId: string;
  readonly from: string;
  readonly to: string;
}> {
  answer(): Answer {
    return { code: 'error.validation', status: 409, detail: `A ${this.from} gift code cannot be set to ${this.to}` };
  }
}
