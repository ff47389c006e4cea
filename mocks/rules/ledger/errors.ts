import { Data } from 'effect';
import type { Locale } from '@contract';
import type { Answer } from '../../errors';

/* Money refusals every rule that moves money shares. */

const dollarsIn = (cents: number, lang: Locale): string =>
  new Intl.NumberFormat(lang, { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' }).format(
    cents / 100,
  );
const FIELD_WORDS = { amount: { en: 'amount', vi: 'Số tiền' }, tip: { en: 'tip', vi: 'Tiền tip' } } as const;

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
      detail: {
        en: `The ${FIELD_WORDS[this.field].en} must be between ${dollarsIn(this.min, 'en')} and ${dollarsIn(this.max, 'en')}.`,
        vi: `${FIELD_WORDS[this.field].vi} phải từ ${dollarsIn(this.min, 'vi')} đến ${dollarsIn(this.max, 'vi')}.`,
      },
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
