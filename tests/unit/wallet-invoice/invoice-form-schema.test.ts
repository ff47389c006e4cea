// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ADDRESS_MAX,
  COMPANY_NAME_MAX,
  EMPTY_COMPANY,
  invoiceFormSchema,
  readSavedCompany,
  SAVED_COMPANY_KEY,
  saveCompany,
  VAT_NUMBER_MAX,
  ZIP_CODE_MAX,
} from '@/features/wallet/invoice/invoice-form-schema';
import { validationMessage } from '@/lib/validation';

/** The first message of each field, as the form shows it. */
const fieldErrors = (schema: z.ZodType, values: unknown): Record<string, string> => {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
};

const COMPANY = {
  companyName: 'Công ty TNHH Lan Boutique',
  address: '12 Nguyễn Thị Minh Khai, Quận 1, TP. Hồ Chí Minh',
  zipCode: '700000',
  vatNumber: '0312345678',
};

describe('invoice form', () => {
  it('asks for company name, address and zip code, and takes an empty VAT number', () => {
    const required = validationMessage('required');
    expect(fieldErrors(invoiceFormSchema, EMPTY_COMPANY)).toEqual({
      companyName: required,
      address: required,
      zipCode: required,
    });
    // Spaces alone are not an answer.
    expect(fieldErrors(invoiceFormSchema, { ...COMPANY, companyName: '   ' })).toEqual({ companyName: required });
    expect(invoiceFormSchema.parse({ ...COMPANY, vatNumber: '' })).toEqual({ ...COMPANY, vatNumber: '' });
  });

  it('keeps each field within its limit (spec: postal code at most 10)', () => {
    expect([COMPANY_NAME_MAX, ADDRESS_MAX, ZIP_CODE_MAX, VAT_NUMBER_MAX]).toEqual([200, 300, 10, 50]);
    const atLimit = {
      companyName: 'C'.repeat(COMPANY_NAME_MAX),
      address: 'A'.repeat(ADDRESS_MAX),
      zipCode: '1'.repeat(ZIP_CODE_MAX),
      vatNumber: 'V'.repeat(VAT_NUMBER_MAX),
    };
    expect(invoiceFormSchema.parse(atLimit)).toEqual(atLimit);
    const over = {
      companyName: `${atLimit.companyName}C`,
      address: `${atLimit.address}A`,
      zipCode: `${atLimit.zipCode}1`,
      vatNumber: `${atLimit.vatNumber}V`,
    };
    expect(fieldErrors(invoiceFormSchema, over)).toEqual({
      companyName: validationMessage('maxLength', { max: 200 }),
      address: validationMessage('maxLength', { max: 300 }),
      zipCode: validationMessage('maxLength', { max: 10 }),
      vatNumber: validationMessage('maxLength', { max: 50 }),
    });
  });

  it('refuses markup and hidden direction characters in the company name', () => {
    for (const companyName of ['<b>Lan</b> Boutique', 'Lan Boutique\u202Efdp.exe']) {
      expect(fieldErrors(invoiceFormSchema, { ...COMPANY, companyName })).toEqual({
        companyName: validationMessage('nameNotPlainText'),
      });
    }
    expect(fieldErrors(invoiceFormSchema, { ...COMPANY, companyName: 'Lan & Co. (VN)' })).toEqual({});
  });

  it('trims what is typed, so surrounding spaces do not count against a limit', () => {
    expect(invoiceFormSchema.parse({ ...COMPANY, zipCode: '  700000  ', vatNumber: ' 031 ' })).toEqual({
      ...COMPANY,
      zipCode: '700000',
      vatNumber: '031',
    });
    expect(fieldErrors(invoiceFormSchema, { ...COMPANY, zipCode: ` ${'1'.repeat(ZIP_CODE_MAX)} ` })).toEqual({});
  });
});

describe('remembered company details', () => {
  beforeEach(() => window.localStorage.clear());

  it('starts empty, then gives back what was last used', () => {
    expect(readSavedCompany()).toEqual(EMPTY_COMPANY);
    saveCompany(COMPANY);
    expect(readSavedCompany()).toEqual(COMPANY);
    saveCompany({ ...COMPANY, vatNumber: '' });
    expect(readSavedCompany()).toEqual({ ...COMPANY, vatNumber: '' });
  });

  it('ignores what it cannot read or what no longer passes the form', () => {
    window.localStorage.setItem(SAVED_COMPANY_KEY, 'not json');
    expect(readSavedCompany()).toEqual(EMPTY_COMPANY);
    window.localStorage.setItem(SAVED_COMPANY_KEY, JSON.stringify({ ...COMPANY, zipCode: '12345678901' }));
    expect(readSavedCompany()).toEqual(EMPTY_COMPANY);
    window.localStorage.setItem(SAVED_COMPANY_KEY, JSON.stringify(['a']));
    expect(readSavedCompany()).toEqual(EMPTY_COMPANY);
  });
});
