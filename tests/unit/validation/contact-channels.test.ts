import { VerificationFormSchema } from '@contract/tickets/tickets.schema';
import { contactChannelIssues, ContactInfoSchema } from '@contract/users/users.schema';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { verificationForm } from '../mocks/request-bodies';

/* The one contact rule (spec section 5) behind the profile's contact info and the verification form. */

const AT_LEAST_ONE = 'At least one of Facebook, Telegram or WhatsApp is required';
const PRIMARY = 'The primary contact channel must be filled in';

const issuesOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path, message: issue.message }));
};

const contactInfo = { phone: '+84901112233', zalo: null, telegram: null, facebook: null, whatsApp: null };

describe('contactChannelIssues', () => {
  it('asks for one of the three channels, and for the primary one to be filled in', () => {
    expect(contactChannelIssues({ primaryContact: 'telegram' })).toEqual([
      { path: 'telegram', message: AT_LEAST_ONE },
      { path: 'primaryContact', message: PRIMARY },
    ]);
    expect(contactChannelIssues({ telegram: '  ', whatsApp: null, primaryContact: 'telegram' })).toHaveLength(2);
    expect(contactChannelIssues({ whatsApp: '+84901112233', primaryContact: 'facebook' })).toEqual([
      { path: 'primaryContact', message: PRIMARY },
    ]);
    expect(contactChannelIssues({ facebook: 'https://fb.com/shop', primaryContact: 'facebook' })).toEqual([]);
  });
});

describe('the schemas that use it', () => {
  it('puts the same issues on the same paths in the contact info and in the verification form', () => {
    const emptyForm = { ...verificationForm(), telegram: undefined, primaryContact: 'telegram' };
    expect(issuesOf(ContactInfoSchema, { ...contactInfo, primaryContact: 'telegram' })).toEqual([
      { path: ['telegram'], message: AT_LEAST_ONE },
      { path: ['primaryContact'], message: PRIMARY },
    ]);
    expect(issuesOf(VerificationFormSchema, emptyForm)).toEqual([
      { path: ['telegram'], message: AT_LEAST_ONE },
      { path: ['primaryContact'], message: PRIMARY },
    ]);
  });

  it('accepts a filled primary channel in both', () => {
    expect(
      issuesOf(ContactInfoSchema, { ...contactInfo, whatsApp: '+84901112233', primaryContact: 'whatsApp' }),
    ).toEqual([]);
    expect(issuesOf(VerificationFormSchema, verificationForm())).toEqual([]);
  });

  it('takes a Facebook URL only on Facebook in both', () => {
    const facebook = 'https://www.example.com/shop';
    expect(issuesOf(ContactInfoSchema, { ...contactInfo, facebook, primaryContact: 'facebook' })).not.toEqual([]);
    expect(issuesOf(VerificationFormSchema, { ...verificationForm(), facebook })).not.toEqual([]);
    expect(
      issuesOf(ContactInfoSchema, {
        ...contactInfo,
        facebook: 'https://m.facebook.com/shop',
        primaryContact: 'facebook',
      }),
    ).toEqual([]);
  });
});
