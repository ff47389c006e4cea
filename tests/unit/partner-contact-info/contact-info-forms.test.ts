import { MemberContactInfoDecisionBodySchema } from '@contract/partnership/partnership.schema';
import { describe, expect, it } from 'vitest';
import { ContactInfoSearchSchema, contactInfoTabOf } from '@/features/partner-contact-info/contact-info-search';
import {
  REJECT_REASON_MAX,
  rejectReasonFormSchema,
} from '@/features/partner-contact-info/forms/reject-reason-form-schema';
import { validationMessage } from '@/lib/validation';

const issueOf = (reason: string) => rejectReasonFormSchema.safeParse({ reason }).error?.issues[0]?.message;

describe('the rejection reason form', () => {
  it('refuses an empty or blank reason with the translated "describe the reason" message', () => {
    expect(issueOf('')).toBe(validationMessage('reasonDetailRequired'));
    expect(issueOf('   ')).toBe(validationMessage('reasonDetailRequired'));
  });

  it('refuses a reason longer than the contract takes', () => {
    expect(REJECT_REASON_MAX).toBe(500);
    expect(issueOf('x'.repeat(501))).toBe(validationMessage('maxLength', { max: 500 }));
  });

  it('gives a body the contract accepts, trimmed', () => {
    const body = rejectReasonFormSchema.parse({ reason: '  The phone number does not answer.  ' });
    expect(body).toEqual({ reason: 'The phone number does not answer.' });
    expect(MemberContactInfoDecisionBodySchema.parse(body)).toEqual(body);
    expect(
      MemberContactInfoDecisionBodySchema.safeParse(rejectReasonFormSchema.parse({ reason: 'x'.repeat(500) })).success,
    ).toBe(true);
  });
});

describe('the contact-info URL', () => {
  it('opens on the waiting tab, and drops a status that is not a tab', () => {
    expect(contactInfoTabOf(ContactInfoSearchSchema.parse({}))).toBe('reviewing');
    expect(contactInfoTabOf(ContactInfoSearchSchema.parse({ status: 'rejected' }))).toBe('rejected');
    expect(ContactInfoSearchSchema.parse({ status: 'not_found', page: 'abc', search: 'lan' })).toEqual({
      status: undefined,
      page: undefined,
      limit: undefined,
      search: 'lan',
    });
  });
});
