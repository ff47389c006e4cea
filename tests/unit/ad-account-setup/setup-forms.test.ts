import { RequestAdAccountBodySchema } from '@contract/ad-accounts/ad-accounts.schema';
import { CreateBusinessCentreBodySchema } from '@contract/business-centres/business-centres.schema';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  BUSINESS_NAME_MAX,
  businessCentreFormSchema,
  emptyBusinessCentreForm,
  splitPhoneNumber,
} from '@/features/ad-accounts/setup/forms/business-centre-form-schema';
import {
  emptyRequestAdAccountForm,
  requestAdAccountFormSchema,
  TARGET_MARKETS_MAX,
} from '@/features/ad-accounts/setup/forms/request-ad-account-form-schema';
import {
  BUSINESS_CENTRE_TIME_ZONES,
  DEFAULT_TIME_ZONE,
  gmtOffsetOf,
  timeZoneOptions,
} from '@/features/ad-accounts/setup/time-zones';
import { validationMessage as message } from '@/lib/validation';

/** The first message of each field, as the form shows it. */
const fieldErrors = (schema: z.ZodType, values: unknown): Record<string, string> => {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
};

describe('create business centre form', () => {
  const valid = {
    ...emptyBusinessCentreForm(),
    name: 'Đức Sport BC',
    region: 'VN',
    phone: '+84912345678',
    secondaryIndustryId: '290101',
    companyWebsite: 'https://ducsport.vn',
    businessName: 'Đức Sport',
  };

  it('starts in Ho Chi Minh City time', () => {
    expect(emptyBusinessCentreForm().timezone).toBe('Asia/Ho_Chi_Minh');
  });

  it('sends the contract body: the phone as its region and the number without the calling code', () => {
    const body = businessCentreFormSchema.parse(valid);
    expect(body).toEqual({
      name: 'Đức Sport BC',
      timezone: 'Asia/Ho_Chi_Minh',
      region: 'VN',
      phoneRegionCode: 'VN',
      phone: '912345678',
      secondaryIndustryId: '290101',
      companyWebsite: 'https://ducsport.vn',
      businessName: 'Đức Sport',
    });
    expect(CreateBusinessCentreBodySchema.safeParse(body).success).toBe(true);
  });

  it('asks for every field', () => {
    expect(fieldErrors(businessCentreFormSchema, { ...emptyBusinessCentreForm(), timezone: '' })).toEqual({
      name: message('required'),
      timezone: message('required'),
      region: message('required'),
      phone: message('phoneRequired'),
      secondaryIndustryId: message('required'),
      companyWebsite: message('required'),
      businessName: message('required'),
    });
  });

  it('says what is wrong with a bad value of each field', () => {
    const nameLength = message('nameLength', { min: 3, max: 100 });
    expect(
      fieldErrors(businessCentreFormSchema, {
        ...valid,
        name: 'BC',
        region: 'RU',
        phone: '+84123',
        companyWebsite: 'https://www.facebook.com/ducsport',
        businessName: 'x'.repeat(BUSINESS_NAME_MAX + 1),
      }),
    ).toEqual({
      name: nameLength,
      region: message('countryNotSupported'),
      phone: message('phoneInvalid'),
      companyWebsite: message('notOwnWebsite'),
      businessName: message('maxLength', { max: BUSINESS_NAME_MAX }),
    });
    expect(fieldErrors(businessCentreFormSchema, { ...valid, name: 'x'.repeat(101) })).toEqual({ name: nameLength });
  });

  it('refuses markup and hidden direction characters in both names, as the contract does', () => {
    const values = { ...valid, name: '<script>alert(1)</script>', businessName: 'Đức\u202ESport' };
    expect(fieldErrors(businessCentreFormSchema, values)).toEqual({
      name: message('nameNotPlainText'),
      businessName: message('nameNotPlainText'),
    });
    expect(
      CreateBusinessCentreBodySchema.safeParse({ ...businessCentreFormSchema.parse(valid), name: values.name }).success,
    ).toBe(false);
    expect(fieldErrors(businessCentreFormSchema, { ...valid, businessName: 'Đức & Co. 2' })).toEqual({});
  });

  it.each([
    ['ducsport.vn', 'urlMustStartWithHttp'],
    ['https://', 'urlInvalid'],
    ['https://bit.ly/ducsport', 'urlBlocked'],
    ['https://shop.tiktok.com/@ducsport', 'notOwnWebsite'],
  ] as const)('refuses %s as the company website (%s)', (website, key) => {
    expect(fieldErrors(businessCentreFormSchema, { ...valid, companyWebsite: website })).toEqual({
      companyWebsite: message(key),
    });
  });

  it('splits numbers of other regions by their own calling code', () => {
    expect(splitPhoneNumber('+14155552671')).toEqual({ phoneRegionCode: 'US', phone: '4155552671' });
    expect(splitPhoneNumber('+6591234567')).toEqual({ phoneRegionCode: 'SG', phone: '91234567' });
    expect(splitPhoneNumber('+84')).toBeNull();
  });
});

describe('request ad account form', () => {
  const valid = {
    ...emptyRequestAdAccountForm(),
    name: 'Đức Sport - Main',
    storeUrl: 'https://ducsport.vn',
    businessId: '7201845562917340011',
    targetMarkets: ['VN', 'TH'],
    productLinkId: 'pl_abc123',
  };

  it('sends the contract body and leaves an empty product URL out', () => {
    const body = requestAdAccountFormSchema.parse(valid);
    expect(body).toEqual({
      name: 'Đức Sport - Main',
      storeUrl: 'https://ducsport.vn',
      businessId: '7201845562917340011',
      targetMarkets: ['VN', 'TH'],
      productLinkId: 'pl_abc123',
    });
    expect(RequestAdAccountBodySchema.safeParse(body).success).toBe(true);
    const withProduct = requestAdAccountFormSchema.parse({ ...valid, productUrl: 'https://ducsport.vn/p/1' });
    expect(withProduct.productUrl).toBe('https://ducsport.vn/p/1');
    expect(RequestAdAccountBodySchema.safeParse(withProduct).success).toBe(true);
  });

  it('asks for every field but the product URL', () => {
    expect(fieldErrors(requestAdAccountFormSchema, emptyRequestAdAccountForm())).toEqual({
      name: message('required'),
      storeUrl: message('required'),
      businessId: message('required'),
      targetMarkets: message('required'),
      productLinkId: message('required'),
    });
  });

  it('holds the store URL to the own-website rule and the product URL to the link rules', () => {
    expect(
      fieldErrors(requestAdAccountFormSchema, {
        ...valid,
        name: 'ab',
        storeUrl: 'https://youtube.com/@ducsport',
        productUrl: 'https://tinyurl.com/x',
      }),
    ).toEqual({
      name: message('nameLength', { min: 3, max: 100 }),
      storeUrl: message('notOwnWebsite'),
      productUrl: message('urlBlocked'),
    });
  });

  it('refuses markup and hidden direction characters in the name, as the contract does', () => {
    for (const name of ['<b>Main</b>', 'Main\u2066account']) {
      expect(fieldErrors(requestAdAccountFormSchema, { ...valid, name })).toEqual({
        name: message('nameNotPlainText'),
      });
      expect(RequestAdAccountBodySchema.safeParse({ ...requestAdAccountFormSchema.parse(valid), name }).success).toBe(
        false,
      );
    }
  });

  it('stops at the number of target markets the contract takes', () => {
    const codes = (count: number) =>
      Array.from({ length: count }, (_, index) => `A${String.fromCharCode(65 + (index % 26))}`);
    const body = (count: number) => ({ ...requestAdAccountFormSchema.parse(valid), targetMarkets: codes(count) });
    expect(RequestAdAccountBodySchema.safeParse(body(TARGET_MARKETS_MAX)).success).toBe(true);
    expect(RequestAdAccountBodySchema.safeParse(body(TARGET_MARKETS_MAX + 1)).success).toBe(false);
    expect(
      requestAdAccountFormSchema.safeParse({ ...valid, targetMarkets: codes(TARGET_MARKETS_MAX + 1) }).success,
    ).toBe(false);
  });
});

describe('business centre time zones', () => {
  it('offers real IANA zones, Ho Chi Minh City first in the list and in the form', () => {
    expect(BUSINESS_CENTRE_TIME_ZONES[0]).toBe(DEFAULT_TIME_ZONE);
    for (const zone of BUSINESS_CENTRE_TIME_ZONES) {
      expect(() => new Intl.DateTimeFormat('en', { timeZone: zone })).not.toThrow();
    }
  });

  it('labels each zone with its offset at the moment, west to east', () => {
    const july = new Date('2026-07-01T00:00:00Z');
    expect(gmtOffsetOf('Asia/Ho_Chi_Minh', july)).toBe('GMT+07:00');
    const options = timeZoneOptions(july);
    expect(options).toContainEqual({ value: 'Asia/Ho_Chi_Minh', label: '(GMT+07:00) Asia/Ho Chi Minh' });
    expect(options).toContainEqual({ value: 'America/Los_Angeles', label: '(GMT-07:00) America/Los Angeles' });
    expect(options[0]?.value).toBe('America/Los_Angeles');
    expect(options.at(-1)?.value).toBe('Pacific/Auckland');
  });
});
