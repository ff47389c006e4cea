import { MIN_TRANSFER_CENTS } from '@contract/common/constants';
import { z } from 'zod';
import { validationMessage as message } from '@/lib/validation';
import { amountField } from '@/lib/validation/amount';

/**
 * Auto top-up's amount and threshold, typed in dollars, in cents out (the contract's
 * `AutoTopUpSchema`). Each top-up is a transfer from the wallet, so its amount follows the
 * transfer's rule (whole dollars from $1); the threshold may be any amount from $0.
 */
export const autoTopUpFormSchema = z.object({
  amount: amountField({
    minCents: MIN_TRANSFER_CENTS,
    wholeNumber: true,
    requiredMessage: message('autoTopUpAmountRequired'),
  }),
  threshold: amountField({ minCents: 0, requiredMessage: message('thresholdRequired') }),
});
