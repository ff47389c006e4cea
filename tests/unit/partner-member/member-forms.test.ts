import { ReviewDecisionSchema, SaveMemberProductProfileBodySchema } from '@contract/partnership/partnership.schema';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  EMPTY_MEMBER_PRODUCT_LINK,
  memberProductLinkFormSchema,
} from '@/features/partner-member/forms/member-product-link-form-schema';
import { REJECTION_REASON_MAX, rejectionFormSchema } from '@/features/partner-member/forms/rejection-form-schema';
import { validationMessage as message } from '@/lib/validation';

/** The first message of each field, as the form shows it. */
const fieldErrors = (schema: z.ZodType, values: unknown): Record<string, string> => {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
};

describe('a product link the partner creates for a member', () => {
  const valid = { url: ' https://dungboutique.vn/products/non-la ', targetMarkets: ['VN', 'AU'] };

  it('gives a new link the contract accepts, without a video', () => {
    const link = memberProductLinkFormSchema.parse(valid);
    expect(link).toEqual({ url: 'https://dungboutique.vn/products/non-la', targetMarkets: ['VN', 'AU'] });
    expect(SaveMemberProductProfileBodySchema.safeParse({ productLinks: [link] }).success).toBe(true);
  });

  it('requires the URL and a market', () => {
    expect(fieldErrors(memberProductLinkFormSchema, EMPTY_MEMBER_PRODUCT_LINK)).toEqual({
      url: message('required'),
      targetMarkets: message('required'),
    });
  });

  it.each([
    ['dungboutique.vn/products/non-la', 'urlMustStartWithHttp'],
    ['https://bit.ly/non-la', 'urlBlocked'],
    ['https://www.facebook.com/dungboutique', 'notOwnWebsite'],
  ] as const)('refuses %s as the seller form does (%s), and so does the contract', (url, key) => {
    expect(fieldErrors(memberProductLinkFormSchema, { ...valid, url })).toEqual({ url: message(key) });
    expect(SaveMemberProductProfileBodySchema.safeParse({ productLinks: [{ ...valid, url }] }).success).toBe(false);
  });
});

describe('rejecting a member’s link or video', () => {
  it('requires a reason, trimmed, and gives the contract’s decision', () => {
    expect(fieldErrors(rejectionFormSchema, { reason: '   ' })).toEqual({ reason: message('required') });
    const decision = rejectionFormSchema.parse({ reason: ' The page does not show the product. ' });
    expect(decision).toEqual({ status: 'rejected', rejectionReason: 'The page does not show the product.' });
    expect(ReviewDecisionSchema.safeParse(decision).success).toBe(true);
    expect(
      SaveMemberProductProfileBodySchema.safeParse({ productLinks: [{ id: 'pl_1', videoDecision: decision }] }).success,
    ).toBe(true);
  });

  it('stops at the contract’s longest reason', () => {
    expect(REJECTION_REASON_MAX).toBe(500);
    expect(fieldErrors(rejectionFormSchema, { reason: 'a'.repeat(REJECTION_REASON_MAX + 1) })).toEqual({
      reason: message('maxLength', { max: REJECTION_REASON_MAX }),
    });
    expect(rejectionFormSchema.safeParse({ reason: 'a'.repeat(REJECTION_REASON_MAX) }).success).toBe(true);
  });
});
