import { adAccountMoveIssue, maxMoveCents, type AdAccountMove } from '@contract/ad-accounts/ad-account-rules';
import type { AdAccountTransferType } from '@contract/common/enums.schema';
import { MIN_TRANSFER_CENTS } from '@contract/common/constants';
import { z } from 'zod';
import { parseDollarInput } from '@/lib/money';
import { validationMessage as message } from '@/lib/validation';

/** Integer cents typed so far, or null while the field holds no amount. */
export const typedCents = (text: string): number | null => {
  const parsed = parseDollarInput(text);
  return 'cents' in parsed ? parsed.cents : null;
};

/**
 * The transfer / withdraw form: dollars typed, integer cents out, checked by the contract's
 * move rule (the mock backend applies the same one). `available` is what the paying side holds:
 * the wallet for a transfer, the ad account for a withdraw. Too much reads as the spec's
 * "invalid amount" message with the most that can move as its max.
 */
export const transferFormSchema = ({
  status,
  available,
  type = 'transfer',
}: Omit<AdAccountMove, 'amount'> & { type?: AdAccountTransferType }) => {
  const invalid = message('amountInvalid', {
    min: MIN_TRANSFER_CENTS,
    max: maxMoveCents(available),
  });
  return z.object({
    amount: z.string().transform((text, ctx): number => {
      const parsed = parseDollarInput(text);
      if ('error' in parsed) {
        ctx.addIssue({
          code: 'custom',
          message:
            parsed.error !== 'empty'
              ? message('amountWholeNumber')
              : type === 'withdraw'
                ? message('withdrawAmountRequired')
                : message('amountRequired'),
        });
        return z.NEVER;
      }
      const issue = adAccountMoveIssue({ amount: parsed.cents, status, available });
      // An ad account that is not approved is the server's to refuse, in its own words; the
      // dialog does not offer the move then anyway.
      if (issue === null || issue.code === 'not_approved') return parsed.cents;
      ctx.addIssue({
        code: 'custom',
        message: issue.code === 'not_whole_number' ? message('amountWholeNumber') : invalid,
      });
      return z.NEVER;
    }),
  });
};
