import { TEXT_LIMITS } from '@contract/common/constants';
import { z } from 'zod';
import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';
import { optionalText, plainName, plainText, requiredText, validationMessage as message } from '@/lib/validation';

/* Spec section 3 ("Invoice"): company name, address, zip code (postal code: at most 10), optional VAT number. */
export const COMPANY_NAME_MAX = 200;
export const ADDRESS_MAX = 300;
export const ZIP_CODE_MAX = TEXT_LIMITS.postalCodeMax;
export const VAT_NUMBER_MAX = 50;

const limitedText = (max: number) => requiredText().max(max, message('maxLength', { max }));

/** The company the invoice is made out to; text is trimmed, an empty VAT number means none. */
export const invoiceFormSchema = z.object({
  companyName: plainName(limitedText(COMPANY_NAME_MAX)),
  address: plainText(limitedText(ADDRESS_MAX)),
  zipCode: plainText(limitedText(ZIP_CODE_MAX)),
  vatNumber: plainText(optionalText(VAT_NUMBER_MAX)),
});
export type InvoiceCompany = z.output<typeof invoiceFormSchema>;

export const EMPTY_COMPANY: InvoiceCompany = { companyName: '', address: '', zipCode: '', vatNumber: '' };

/**
 * Kept in local storage, so logging out clears it with the rest of the session (a shared
 * computer does not show the next user someone else's company).
 */
export const SAVED_COMPANY_KEY = STORAGE_KEYS.invoiceCompany;

/** The last company details used, or empty fields when none were saved or what was saved no longer passes. */
export const readSavedCompany = (): InvoiceCompany => {
  const stored = readStorage(SAVED_COMPANY_KEY);
  if (stored === null) return EMPTY_COMPANY;
  try {
    const parsed = invoiceFormSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : EMPTY_COMPANY;
  } catch {
    // Not JSON: written by something else, so not ours to read.
    return EMPTY_COMPANY;
  }
};

/** Each field as last used on this device, else as the profile has it (trimmed to the form's limits). */
export const prefilledCompany = (saved: InvoiceCompany, profile: InvoiceCompany): InvoiceCompany => {
  const pick = (field: keyof InvoiceCompany, max: number) => (saved[field] || profile[field]).slice(0, max);
  return {
    companyName: pick('companyName', COMPANY_NAME_MAX),
    address: pick('address', ADDRESS_MAX),
    zipCode: pick('zipCode', ZIP_CODE_MAX),
    vatNumber: pick('vatNumber', VAT_NUMBER_MAX),
  };
};

/** Remembering is a convenience: a full or refused storage never stops the invoice. */
export const saveCompany = (company: InvoiceCompany): void => {
  try {
    writeStorage(SAVED_COMPANY_KEY, JSON.stringify(company));
  } catch {
    // Quota exceeded or storage switched off: the form is simply empty next time.
  }
};
