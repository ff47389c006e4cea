import { ReviewDecisionSchema, type ReviewDecision } from '@contract/partnership/partnership.schema';
import { z } from 'zod';
import { plainText, requiredText, validationMessage as message } from '@/lib/validation';

/** The longest reason the contract's rejected decision takes (its second option: a reorder fails the type check). */
export const REJECTION_REASON_MAX = ReviewDecisionSchema.options[1].shape.rejectionReason.maxLength ?? 500;

/**
 * Rejecting a member's product link or video: the reason the member reads is required. The output
 * is the contract's ReviewDecision (a unit test checks it is accepted).
 */
export const rejectionFormSchema = z
  .object({
    reason: plainText(requiredText().max(REJECTION_REASON_MAX, message('maxLength', { max: REJECTION_REASON_MAX })), {
      multiline: true,
    }),
  })
  .transform(({ reason }): ReviewDecision => ({ status: 'rejected', rejectionReason: reason }));
