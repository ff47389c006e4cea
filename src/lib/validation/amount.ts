import { MAX_AMOUNT_CENTS } from '@contract/common/constants';
import { z } from 'zod';
import { parseDollarInput } from '@/lib/money';
import { validationMessage as message } from './message';

export interface AmountRules {
  /** Smallest accepted amount in cents (a configured minimum, or $1 where the spec says so). */
  minCents: number;
  /** Largest accepted amount in cents; $100,000 unless a balance caps it lower. */
  maxCents?: number;
  /** Whole dollars only (bank transfers, ad-account transfers). */
  wholeNumber?: boolean;
  /** What an empty field says, naming the amount ("Enter the threshold."); the spec's transfer wording by default. */
  requiredMessage?: string;
}

/**
 * An amount typed in dollars, checked as spec section 5 says (required, a number, at most
 * 2 decimals or whole dollars, within min and max), giving integer cents. The messages
 * are the spec's: "Please enter the amount you want to transfer", "Please enter a whole
 * number", and the invalid-amount message with min and max.
 */
export const amountField = ({
  minCents,
  maxCents = MAX_AMOUNT_CENTS,
  wholeNumber = false,
  requiredMessage = message('amountRequired'),
}: AmountRules) => {
  // Cents: the message formats them in the reader's language when shown ("50 $" in Vietnamese).
  const invalid = message('amountInvalid', { min: minCents, max: maxCents });
  return z.string().transform((text, ctx): number => {
    const parsed = parseDollarInput(text);
    if ('error' in parsed) {
      const issue =
        parsed.error === 'empty'
          ? requiredMessage
          : parsed.error === 'decimals' && !wholeNumber
            ? message('amountMaxDecimals', { max: 2 })
            : wholeNumber
              ? message('amountWholeNumber')
              : invalid;
      ctx.addIssue({ code: 'custom', message: issue });
      return z.NEVER;
    }
    if (wholeNumber && parsed.cents % 100 !== 0) {
      ctx.addIssue({ code: 'custom', message: message('amountWholeNumber') });
      return z.NEVER;
    }
    if (parsed.cents < minCents || parsed.cents > maxCents) {
      ctx.addIssue({ code: 'custom', message: invalid });
      return z.NEVER;
    }
    return parsed.cents;
  });
};
