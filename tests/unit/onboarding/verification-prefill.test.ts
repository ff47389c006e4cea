import { VerificationFormSchema } from '@contract/tickets/tickets.schema';
import { describe, expect, it } from 'vitest';
import { verificationFormSchema, verificationFormValues } from '@/features/onboarding/forms/verification-form-schema';
import { normalizePhoneNumber } from '@/lib/validation/phone';

const schema = verificationFormSchema({ maxStoreScreenshots: 5 });

/** What the seller still types after the prefill: everything but name, phone and Telegram. */
const typed = {
  businessModel: 'Dropshipping',
  businessType: 'individual',
  country: 'VN',
  city: 'Hồ Chí Minh',
  streetAddress: '12 Lê Lợi',
  postalCode: '700000',
  ecommercePlatform: 'shopify',
  monthlyRevenue: 'under_10k',
  hasRunAdsBefore: 'no',
  industry: 'fashion',
  productUrl: 'https://minhanh-home.example.com/products/lamp',
  dashboardScreenshotUrl: 'https://upload.mock.test/images/dashboard.png',
};

const issuesAt = (values: Record<string, unknown>, path: string) => {
  const result = schema.safeParse(values);
  return result.success ? [] : result.error.issues.filter((issue) => issue.path[0] === path);
};

describe('normalizePhoneNumber', () => {
  it.each([
    ['a national Vietnamese mobile', '0912345678', '+84912345678'],
    ['a national number with spaces', '0912 345 678', '+84912345678'],
    ['an E.164 number', '+84912345678', '+84912345678'],
    ['an international number with spaces', '+1 201 555 0123', '+12015550123'],
    ['nothing', null, ''],
    ['an empty text', '', ''],
  ])('puts %s in E.164 form', (_name, value, expected) => {
    expect(normalizePhoneNumber(value)).toBe(expected);
  });

  it('reads a national number in the region given', () => {
    expect(normalizePhoneNumber('(201) 555-0123', 'US')).toBe('+12015550123');
  });
});

describe('the verification form after sign-up', () => {
  const defaults = { fullName: 'Trần Minh Anh', telegram: '@minhanh_shop', referralCode: null };

  it('starts with the sign-up phone and Telegram handle, valid as they stand', () => {
    const values = verificationFormValues(null, { ...defaults, phone: '+84912345678' });
    expect(values).toMatchObject({ fullName: 'Trần Minh Anh', phone: '+84912345678', telegram: '@minhanh_shop' });
    expect(issuesAt({ ...values, ...typed }, 'phone')).toEqual([]);
    expect(issuesAt({ ...values, ...typed }, 'telegram')).toEqual([]);
  });

  it('turns a phone saved in national form into E.164, so it is not refused until retyped', () => {
    const values = verificationFormValues(null, { ...defaults, phone: '0912345678' });
    expect(values.phone).toBe('+84912345678');
    const body = schema.parse({ ...values, ...typed });
    expect(body).toMatchObject({ phone: '+84912345678', telegram: '@minhanh_shop', primaryContact: 'telegram' });
    expect(VerificationFormSchema.safeParse(body).success).toBe(true);
  });

  it('leaves phone and Telegram empty when sign-up gave none', () => {
    expect(verificationFormValues(null, { ...defaults, phone: null, telegram: null })).toMatchObject({
      phone: '',
      telegram: '',
    });
  });
});
