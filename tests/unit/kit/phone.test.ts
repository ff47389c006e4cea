import { PhoneSchema } from '@contract/users/users.schema';
import examples from 'libphonenumber-js/examples.mobile.json';
import { getCountries, getExampleNumber } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { validationMessage } from '@/lib/validation/message';
import { fromE164, isAcceptedPhoneNumber, phoneNumberField, toE164 } from '@/lib/validation/phone';

const issueOf = (schema: ReturnType<typeof phoneNumberField>, value: string): string | undefined => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('phoneNumberField', () => {
  const field = phoneNumberField();

  it.each([
    ['VN mobile', '+84912345678'],
    ['VN landline (Ho Chi Minh City)', '+842838221234'],
    ['US', '+12015550123'],
    ['GB mobile', '+447400123456'],
    ['GB landline (London)', '+442079460958'],
  ])('accepts a valid %s number', (_name, value) => {
    expect(field.safeParse(value)).toEqual({ success: true, data: value });
  });

  it.each([
    ['VN, one digit short', '+8491234567'],
    ['VN, no such prefix (passes the length-only "min" metadata)', '+84123456789'],
    ['US, area code starting with 1', '+11234567890'],
    ['GB, too short', '+44791112345'],
    ['not a number', '+84abc'],
    ['national form without a calling code', '0912345678'],
  ])('refuses an invalid number: %s', (_name, value) => {
    expect(issueOf(field, value)).toBe(validationMessage('phoneInvalid'));
  });

  it('says "required" for an empty required field, and lets an optional one be empty', () => {
    expect(issueOf(field, '')).toBe(validationMessage('phoneRequired'));
    expect(issueOf(field, '   ')).toBe(validationMessage('phoneRequired'));
    expect(phoneNumberField({ required: false }).safeParse('')).toEqual({ success: true, data: '' });
  });

  it('names the number that is wrong (WhatsApp, Zalo)', () => {
    const whatsApp = phoneNumberField({ required: false, invalidKey: 'whatsAppInvalid' });
    expect(issueOf(whatsApp, '+8412')).toBe(validationMessage('whatsAppInvalid'));
    const zalo = phoneNumberField({ requiredKey: 'required', invalidKey: 'zaloInvalid' });
    expect(issueOf(zalo, '')).toBe(validationMessage('required'));
    expect(issueOf(zalo, '+8412')).toBe(validationMessage('zaloInvalid'));
  });

  it("accepts only numbers the contract's PhoneSchema accepts, and every country's example number", () => {
    const countries = getCountries();
    expect(countries.length).toBeGreaterThan(200);
    const refused: string[] = [];
    for (const country of countries) {
      const example = getExampleNumber(country, examples)?.number;
      if (!example) continue;
      if (!field.safeParse(example).success) refused.push(`${country} ${example}`);
      if (isAcceptedPhoneNumber(example)) expect(PhoneSchema.safeParse(example).success).toBe(true);
    }
    expect(refused).toEqual([]);
  });
});

describe('toE164', () => {
  it.each([
    ['0912 345 678', 'VN', '+84', '+84912345678'],
    ['912345678', 'VN', '+84', '+84912345678'],
    ['(201) 555-0123', 'US', '+1', '+12015550123'],
    ['07400 123456', 'GB', '+44', '+447400123456'],
    ['+44 7400 123456', 'VN', '+84', '+447400123456'],
  ])('turns "%s" in %s into E.164', (typed, region, callingCode, expected) => {
    expect(toE164(typed, region, callingCode)).toBe(expected);
  });

  it('keeps an incomplete number as calling code and digits, so the form can call it invalid', () => {
    expect(toE164('0', 'VN', '+84')).toBe('+84');
    expect(toE164('12', 'VN', '+84')).toBe('+8412');
  });

  it('gives an empty string when nothing is typed', () => {
    expect(toE164('', 'VN', '+84')).toBe('');
    expect(toE164('  - ', 'VN', '+84')).toBe('');
  });
});

describe('fromE164', () => {
  it('finds the region and the national number of a value', () => {
    expect(fromE164('+84912345678', 'VN')).toEqual({ region: 'VN', national: '912345678' });
    expect(fromE164('+447400123456', 'VN')).toEqual({ region: 'GB', national: '7400123456' });
    expect(fromE164('+12015550123', 'VN')).toEqual({ region: 'US', national: '2015550123' });
  });

  it('starts an empty value in the fallback region', () => {
    expect(fromE164('', 'VN')).toEqual({ region: 'VN', national: '' });
  });

  it('keeps the current region for an incomplete number with its calling code', () => {
    const regionsByCode = new Map([['+1', ['US', 'CA']]]);
    expect(fromE164('+1555', 'CA', regionsByCode)).toEqual({ region: 'CA', national: '555' });
    expect(fromE164('+1555', 'VN', regionsByCode)).toEqual({ region: 'US', national: '555' });
  });
});
