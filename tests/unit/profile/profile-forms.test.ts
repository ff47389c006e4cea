import { RedeemGiftCodeBodySchema } from '@contract/gift-codes/gift-codes.schema';
import { ChangePasswordBodySchema, UpdateUserBodySchema, UserSchema } from '@contract/users/users.schema';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { accountFormSchema, accountFormValues } from '@/features/profile/forms/account-form-schema';
import { contactFormInitialValues, contactFormSchema } from '@/features/profile/forms/contact-form-schema';
import {
  GIFT_CODE_FORMAT_MESSAGE,
  GIFT_CODE_MAX,
  GIFT_CODE_MIN,
  redeemGiftCodeFormSchema,
} from '@/features/profile/forms/gift-code-form-schema';
import { changePasswordFormSchema } from '@/features/profile/forms/password-form-schema';
import { validationMessage } from '@/lib/validation';

/** The first message of each field, as the form shows it. */
const fieldErrors = (schema: z.ZodType, values: unknown): Record<string, string> => {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
};

describe('change password form', () => {
  const valid = { oldPassword: 'demo1234', newPassword: 'secret123', confirmPassword: 'secret123' };

  it('sends only the contract body: the current and the new password', () => {
    const body = changePasswordFormSchema.parse(valid);
    expect(body).toEqual({ oldPassword: 'demo1234', newPassword: 'secret123' });
    expect(ChangePasswordBodySchema.safeParse(body).success).toBe(true);
  });

  it('puts "passwords do not match" on the confirmation', () => {
    expect(fieldErrors(changePasswordFormSchema, { ...valid, confirmPassword: 'secret124' })).toEqual({
      confirmPassword: validationMessage('passwordsMustMatch'),
    });
  });

  it('asks for every field, and a new password of at least 6 characters', () => {
    expect(fieldErrors(changePasswordFormSchema, { oldPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      oldPassword: validationMessage('required'),
      newPassword: validationMessage('required'),
      confirmPassword: validationMessage('required'),
    });
    expect(fieldErrors(changePasswordFormSchema, { ...valid, newPassword: 'abc', confirmPassword: 'abc' })).toEqual({
      newPassword: validationMessage('passwordMin', { min: 6 }),
    });
  });

  it('never judges the current password by the new rules', () => {
    expect(changePasswordFormSchema.safeParse({ ...valid, oldPassword: 'a' }).success).toBe(true);
  });
});

describe('contact form', () => {
  const valid = {
    phone: '+84912345678',
    zalo: '',
    telegram: '@lanshop',
    facebook: '',
    whatsApp: '',
    primaryContact: 'telegram' as const,
  };

  it('sends the contact info (empty channels null) and the phone, as PATCH /api/users accepts them', () => {
    const body = contactFormSchema.parse(valid);
    expect(body).toEqual({
      phone: '+84912345678',
      contactInfo: { ...valid, zalo: null, facebook: null, whatsApp: null },
    });
    expect(UpdateUserBodySchema.safeParse(body).success).toBe(true);
  });

  it('asks for at least one of Facebook, Telegram and WhatsApp, and a filled primary contact', () => {
    expect(fieldErrors(contactFormSchema, { ...valid, telegram: '' })).toEqual({
      telegram: validationMessage('oneContactRequired'),
      primaryContact: validationMessage('primaryContactEmpty'),
    });
  });

  it('asks for the primary contact to be one of the channels filled in', () => {
    expect(fieldErrors(contactFormSchema, { ...valid, whatsApp: '+84912345678', primaryContact: 'facebook' })).toEqual({
      primaryContact: validationMessage('primaryContactEmpty'),
    });
  });

  it('requires the phone and checks every number and handle', () => {
    expect(
      fieldErrors(contactFormSchema, {
        ...valid,
        phone: '',
        zalo: '+8412',
        telegram: 'lanshop',
        facebook: 'https://example.com/lan',
      }),
    ).toEqual({
      phone: validationMessage('phoneRequired'),
      zalo: validationMessage('zaloInvalid'),
      telegram: validationMessage('telegramMustStartWithAt'),
      facebook: validationMessage('facebookUrlInvalid'),
    });
  });

  it('starts from the stored contact info, or from the sign-up phone and Telegram without one', () => {
    expect(contactFormInitialValues({ contactInfo: null, phone: '+84901234567', telegram: '@lanshop' })).toMatchObject({
      phone: '+84901234567',
      telegram: '@lanshop',
      primaryContact: 'telegram',
    });
    expect(contactFormInitialValues({ contactInfo: null, phone: null, telegram: null })).toMatchObject({
      phone: '',
      telegram: '',
    });
    expect(
      contactFormInitialValues({
        phone: '+84901234567',
        telegram: '@other',
        contactInfo: { ...valid, phone: '+84912345678', zalo: null, facebook: null, whatsApp: null },
      }),
    ).toEqual({ ...valid, phone: '+84912345678' });
  });

  it('prefills a phone saved in national form as E.164, valid as it stands', () => {
    const values = contactFormInitialValues({ contactInfo: null, phone: '0912 345 678', telegram: '@lanshop' });
    expect(values.phone).toBe('+84912345678');
    expect(contactFormSchema.safeParse(values).success).toBe(true);
  });
});

describe('gift code form', () => {
  it('trims the code and sends it in capitals', () => {
    const body = redeemGiftCodeFormSchema.parse({ code: '  welcome20 ' });
    expect(body).toEqual({ code: 'WELCOME20' });
    expect(RedeemGiftCodeBodySchema.safeParse(body).success).toBe(true);
  });

  it('accepts letters, digits, _ and - from 4 to 32 characters', () => {
    for (const code of ['AB12', 'SCALE_100', 'TET-2026', 'A'.repeat(GIFT_CODE_MAX)]) {
      expect(redeemGiftCodeFormSchema.safeParse({ code }).success, code).toBe(true);
    }
    expect([GIFT_CODE_MIN, GIFT_CODE_MAX]).toEqual([4, 32]);
  });

  it('asks for a code when none is typed', () => {
    expect(fieldErrors(redeemGiftCodeFormSchema, { code: '   ' })).toEqual({ code: validationMessage('required') });
  });

  it.each([['ABC'], ['A'.repeat(33)], ['TET 2026'], ['TẾT2026'], ['WELCOME20!']])(
    'refuses the malformed code %j with the format message',
    (code) => {
      expect(fieldErrors(redeemGiftCodeFormSchema, { code })).toEqual({ code: GIFT_CODE_FORMAT_MESSAGE });
    },
  );
});

describe('account form', () => {
  const user = {
    firstName: 'Thị Lan',
    lastName: 'Nguyễn',
    businessName: 'Lan Boutique',
    businessModel: 'Dropshipping' as const,
  };

  it('sends the name, business name and business model as PATCH /api/users accepts them', () => {
    const body = accountFormSchema.parse(accountFormValues(user));
    expect(body).toEqual(user);
    expect(UpdateUserBodySchema.safeParse(body).success).toBe(true);
  });

  it('asks for every field and one of the business models', () => {
    expect(
      fieldErrors(accountFormSchema, { firstName: ' ', lastName: '', businessName: '', businessModel: '' }),
    ).toEqual({
      firstName: validationMessage('required'),
      lastName: validationMessage('required'),
      businessName: validationMessage('required'),
      businessModel: validationMessage('required'),
    });
    expect(accountFormSchema.safeParse({ ...user, businessModel: 'Wholesale' }).success).toBe(false);
  });

  it('refuses markup and hidden direction characters in the names, as the contract does', () => {
    const values = { ...user, firstName: '<b>Lan</b>', lastName: 'Nguy\u200Fn', businessName: 'Lan\u202Egpj.exe' };
    const notPlainText = validationMessage('nameNotPlainText');
    expect(fieldErrors(accountFormSchema, values)).toEqual({
      firstName: notPlainText,
      lastName: notPlainText,
      businessName: notPlainText,
    });
    expect(UpdateUserBodySchema.safeParse(values).success).toBe(false);
  });

  it("takes the business model only as one of the spec's five, in the user and in the update", () => {
    expect(UserSchema.shape.businessModel.safeParse('Dropshipping').success).toBe(true);
    expect(UserSchema.shape.businessModel.safeParse(null).success).toBe(true);
    expect(UserSchema.shape.businessModel.safeParse('Reseller').success).toBe(false);
    expect(UpdateUserBodySchema.safeParse({ businessModel: 'dropshipping' }).success).toBe(false);
    expect(accountFormValues({ ...user, businessModel: null }).businessModel).toBe('');
  });
});
