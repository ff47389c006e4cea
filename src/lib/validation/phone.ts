/*
 * Phone numbers for forms: E.164 values, checked with libphonenumber-js.
 *
 * The `max` metadata, not `min`: `min` only checks a number's length for its country, so
 * "+84 123 456 789" (no such Vietnamese prefix) would pass; `max` checks the digits against
 * each country's number plan. It weighs about 65 kB more, and only form chunks load it: this
 * module is deliberately not exported from ./index.ts, which the login page loads.
 */
import { E164PhoneSchema } from '@contract/users/users.schema';
import {
  getCountryCallingCode,
  isSupportedCountry,
  isValidPhoneNumber,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/max';
import { z } from 'zod';
import { validationMessage, type ValidationMessageKey } from './message';

/** Where an unknown or empty value starts: the product's home market. */
export const DEFAULT_PHONE_REGION = 'VN';

/** A number the form may send: valid for its country and accepted by the contract's own schema. */
export const isAcceptedPhoneNumber = (value: string): boolean =>
  isValidPhoneNumber(value) && E164PhoneSchema.safeParse(value).success;

/**
 * A phone field's schema (phone, WhatsApp, Zalo). The value is E.164 (`+84912345678`, as
 * `PhoneInput` gives it), or '' when empty; an optional field passes empty. The contract's
 * `E164PhoneSchema` must accept it too, so the server never refuses what the form accepted.
 */
export const phoneNumberField = ({
  required = true,
  requiredKey = 'phoneRequired',
  invalidKey = 'phoneInvalid',
}: {
  required?: boolean;
  requiredKey?: ValidationMessageKey;
  invalidKey?: ValidationMessageKey;
} = {}) => {
  const field = z.string().trim();
  const valid = (value: string) => value === '' || isAcceptedPhoneNumber(value);
  return (required ? field.min(1, validationMessage(requiredKey)) : field).refine(valid, validationMessage(invalidKey));
};

/** The calling code of a region (`VN` → `+84`), from the server's list first, then libphonenumber's. */
export const callingCodeOf = (region: string, known: ReadonlyMap<string, string> = new Map()): string | null => {
  const listed = known.get(region);
  if (listed) return listed;
  return isSupportedCountry(region) ? `+${getCountryCallingCode(region)}` : null;
};

const digitsOf = (text: string): string => text.replace(/\D/g, '');

/**
 * The E.164 value of what is typed in the number box for a region: national ("0912 345 678"),
 * or international when it starts with "+". An incomplete number still becomes
 * "+<code><digits>", so the form can say it is invalid; nothing typed gives ''.
 */
export const toE164 = (typed: string, region: string, callingCode: string | null): string => {
  const text = typed.trim();
  if (digitsOf(text) === '') return '';
  if (text.startsWith('+')) return parsePhoneNumberFromString(text)?.number ?? `+${digitsOf(text)}`;
  const parsed = isSupportedCountry(region)
    ? parsePhoneNumberFromString(text, region)
    : callingCode
      ? parsePhoneNumberFromString(text, { defaultCallingCode: digitsOf(callingCode) })
      : undefined;
  if (parsed) return parsed.number;
  // Too short to parse: keep the digits after the calling code, without the trunk prefix 0.
  const national = digitsOf(text).replace(/^0+/, '');
  return callingCode ? `+${digitsOf(callingCode)}${national}` : `+${national}`;
};

/**
 * A number in the one form the account stores, E.164: a national number ("0912 345 678") is read
 * in `region`, an international one as it says; null or nothing gives ''. What prefills a form
 * goes through it, so a number saved before the normal form existed is still valid there.
 */
export const normalizePhoneNumber = (value: string | null, region: string = DEFAULT_PHONE_REGION): string =>
  toE164(value ?? '', region, callingCodeOf(region));

/**
 * The region and national digits an E.164 value shows as. `regionsByCode` (calling code →
 * regions, in the server's order) settles numbers libphonenumber cannot place.
 */
export const fromE164 = (
  value: string,
  fallbackRegion: string,
  regionsByCode: ReadonlyMap<string, readonly string[]> = new Map(),
): { region: string; national: string } => {
  const text = value.trim();
  if (text === '') return { region: fallbackRegion, national: '' };
  const parsed = parsePhoneNumberFromString(text);
  if (parsed) {
    // A valid number names its country; an incomplete one keeps the current region if the code fits it.
    const candidates = [
      ...(regionsByCode.get(`+${parsed.countryCallingCode}`) ?? []),
      ...parsed.getPossibleCountries(),
    ];
    const region = parsed.country ?? (candidates.includes(fallbackRegion) ? fallbackRegion : candidates[0]);
    if (region) return { region, national: parsed.nationalNumber };
  }
  // Unparseable: find the longest known calling code it starts with.
  const digits = digitsOf(text);
  for (let length = Math.min(4, digits.length); length > 0; length -= 1) {
    const regions = regionsByCode.get(`+${digits.slice(0, length)}`);
    if (regions?.[0]) {
      return { region: regions.includes(fallbackRegion) ? fallbackRegion : regions[0], national: digits.slice(length) };
    }
  }
  // No region to show it under: the box keeps the international form, which toE164 reads back as is.
  return { region: fallbackRegion, national: text };
};
