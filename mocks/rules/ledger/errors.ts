import { Data } from 'effect';
import type { Answer } from '../../errors';

/* Money refusals every rule that moves money shares. */

const dollars = (cents: number): string => `$${(cents / 100).toFixed(2)}`;

/** An amount outside [min, max] cents ("amount invalid with min and max"). */
export class AmountInvalid extends Data.TaggedError('AmountInvalid')<{
  readonly field: 'amount' | 'tip';
  readonly min: number;
  readonly max: number;
}> {
  answer(): Answer {
    return {
      code: 'error.amount_invalid',
      status: 400,
      detail: `The ${this.field} must be between ${dollars(this.min)} and ${dollars(this.max)}.`,
    };
  }
}

/** Cents on a path that takes whole dollars only ("Please enter a whole number"). */
export class AmountNotWholeNumber extends Data.TaggedError('AmountNotWholeNumber')<{
  readonly field: 'amount';
}> {
  answer(): Answer {
    return { code: 'error.amount_not_whole_number', status: 400 };
  }
}

/** The wallet (or the ad account, on a withdraw) holds less than the amount. */
export class InsufficientBalance extends Data.TaggedError('InsufficientBalance')<{
  readonly available: number;
  readonly requested: number;
}> {
  answer(): Answer {
    return { code: 'error.insufficient_balance', status: 422 };
  }
}
