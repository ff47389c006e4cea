import { MemberContactInfoDecisionBodySchema } from '@contract/partnership/partnership.schema';
import { z } from 'zod';
import { plainText, requiredText, validationMessage as message } from '@/lib/validation';

/** The contract's limit on a rejection reason. */
export const REJECT_REASON_MAX = MemberContactInfoDecisionBodySchema.shape.reason.unwrap().maxLength ?? 500;

/**
 * Rejecting contact information: the reason is required (the API answers 400 without it) and
 * at most the contract's length. The output is the request body.
 */
export const rejectReasonFormSchema = z.object({
  reason: plainText(
    requiredText('reasonDetailRequired').max(REJECT_REASON_MAX, message('maxLength', { max: REJECT_REASON_MAX })),
    { multiline: true },
  ),
});
