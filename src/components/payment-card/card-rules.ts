import { testPaymentMethodId } from '@contract/payments/test-card-id';

/*
 * The rules of the simulated card form (mock and demo builds), the checks Stripe Elements makes
 * in live mode: a known card number of the right length that passes the Luhn check, an expiry
 * MM/YY that is complete and not past, and a security code of the brand's length.
 * Pure functions, so the unit tests cover every case.
 */

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'jcb' | 'diners' | 'unionpay' | 'unknown';

interface BrandRule {
  brand: Exclude<CardBrand, 'unknown'>;
  /** The number's first digits (IIN ranges). */
  prefix: RegExp;
  /** The lengths a complete number of this brand has. */
  lengths: readonly number[];
  cvcLength: number;
}

/** Checked in order: the first matching prefix wins. */
const BRAND_RULES: readonly BrandRule[] = [
  { brand: 'amex', prefix: /^3[47]/, lengths: [15], cvcLength: 4 },
  { brand: 'diners', prefix: /^3(?:0[0-5]|[689])/, lengths: [14, 16], cvcLength: 3 },
  { brand: 'jcb', prefix: /^35(?:2[89]|[3-8])/, lengths: [16, 19], cvcLength: 3 },
  { brand: 'visa', prefix: /^4/, lengths: [16, 19], cvcLength: 3 },
  {
    brand: 'mastercard',
    prefix: /^(?:5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/,
    lengths: [16],
    cvcLength: 3,
  },
  { brand: 'discover', prefix: /^(?:6011|64[4-9]|65)/, lengths: [16, 19], cvcLength: 3 },
  { brand: 'unionpay', prefix: /^62/, lengths: [16, 17, 18, 19], cvcLength: 3 },
];

/** A number whose brand is not known yet is judged as a 16-digit card. */
const UNKNOWN_LENGTHS: readonly number[] = [16];
const MAX_CARD_NUMBER_DIGITS = 19;

/** The digits of a typed card number; spaces and dashes are how people group them. */
export const cardNumberDigits = (value: string): string => value.replace(/[\s-]/g, '');

export const cardBrandOf = (digits: string): CardBrand =>
  BRAND_RULES.find((rule) => rule.prefix.test(digits))?.brand ?? 'unknown';

const lengthsOf = (brand: CardBrand): readonly number[] =>
  BRAND_RULES.find((rule) => rule.brand === brand)?.lengths ?? UNKNOWN_LENGTHS;

/** The security code's length for a brand; null when any of 3 or 4 digits may do (brand unknown). */
const cvcLengthOf = (brand: CardBrand): number | null =>
  BRAND_RULES.find((rule) => rule.brand === brand)?.cvcLength ?? null;

/** The Luhn (mod 10) checksum every card number carries in its last digit. */
export const passesLuhn = (digits: string): boolean => {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
};

export type CardFieldIssue = 'incomplete' | 'invalid';
export type ExpiryIssue = CardFieldIssue | 'past';

/** What is wrong with a card number, or null when it is a complete, valid number. */
export const cardNumberIssue = (value: string): CardFieldIssue | null => {
  const digits = cardNumberDigits(value);
  if (digits === '') return 'incomplete';
  if (!/^\d+$/.test(digits)) return 'invalid';
  const lengths = lengthsOf(cardBrandOf(digits));
  if (!lengths.includes(digits.length)) {
    return digits.length < Math.max(...lengths) ? 'incomplete' : 'invalid';
  }
  return passesLuhn(digits) ? null : 'invalid';
};

export interface CardExpiry {
  month: number;
  /** Four digits. */
  year: number;
}

/** Far enough ahead for any real card; a year past it is a typing mistake. */
const MAX_EXPIRY_YEARS_AHEAD = 50;

/**
 * Reads "MM/YY" (also "MM / YY", "MMYY" and "MM/YYYY"); null when it is not complete.
 * A month outside 1–12 is still returned, so the caller can call it invalid.
 */
export const parseExpiry = (value: string): CardExpiry | null => {
  const match = /^(\d{2})\s*\/?\s*(\d{2}|\d{4})$/.exec(value.trim());
  if (!match?.[1] || !match[2]) return null;
  const year = Number(match[2]);
  return { month: Number(match[1]), year: match[2].length === 2 ? 2000 + year : year };
};

/**
 * What is wrong with an expiry, or null when it is a real month that has not ended: a card
 * expiring this month still pays until the month is over. `now` is read in local time.
 */
export const expiryIssue = (value: string, now: Date): ExpiryIssue | null => {
  const trimmed = value.trim();
  if (trimmed === '') return 'incomplete';
  if (/[^\d\s/]/.test(trimmed)) return 'invalid';
  const expiry = parseExpiry(trimmed);
  if (!expiry) {
    const digits = trimmed.replace(/\D/g, '');
    // "1" or "12/3" is on its way to complete; more digits than MM/YYYY never will be.
    return digits.length < 4 ? 'incomplete' : 'invalid';
  }
  if (expiry.month < 1 || expiry.month > 12) return 'invalid';
  const thisYear = now.getFullYear();
  if (expiry.year > thisYear + MAX_EXPIRY_YEARS_AHEAD) return 'invalid';
  const thisMonth = now.getMonth() + 1;
  if (expiry.year < thisYear || (expiry.year === thisYear && expiry.month < thisMonth)) return 'past';
  return null;
};

/** What is wrong with a security code for the card's brand, or null when it fits. */
export const cvcIssue = (value: string, brand: CardBrand): CardFieldIssue | null => {
  const cvc = value.trim();
  if (cvc === '') return 'incomplete';
  if (!/^\d+$/.test(cvc)) return 'invalid';
  const expected = cvcLengthOf(brand);
  const [min, max] = expected === null ? [3, 4] : [expected, expected];
  if (cvc.length < min) return 'incomplete';
  return cvc.length > max ? 'invalid' : null;
};

/** The number as it is typed: groups of four (Amex 4-6-5), at most 19 digits. */
export const formatCardNumber = (value: string): string => {
  const digits = value.replace(/\D/g, '').slice(0, MAX_CARD_NUMBER_DIGITS);
  if (cardBrandOf(digits) === 'amex') {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
};

/** The expiry as it is typed: "MM/YY", the slash added after the month. */
export const formatExpiryInput = (value: string): string => {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  // A single digit above 1 can only be a month of its own: "4" → "04/".
  if (digits.length === 1 && Number(digits) > 1) return `0${digits}/`;
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)}/${digits.slice(2)}`;
};

/**
 * The payment method id the simulated form saves (`pm_card_<brand>_exp<MMYY>_<last4>_<setup intent>`,
 * the contract's test id), from which the mock reads the brand, last four digits, expiry and the
 * setup intent that attached it (mocks/rules/payments/cards.ts); a number ending 0002 is a card
 * the mock declines for insufficient funds.
 */
export const mockPaymentMethodId = (
  card: { number: string; expMonth: number; expYear: number },
  setupIntentId: string,
): string => {
  const digits = cardNumberDigits(card.number);
  return testPaymentMethodId(
    { brand: cardBrandOf(digits), last4: digits.slice(-4), expMonth: card.expMonth, expYear: card.expYear },
    setupIntentId,
  );
};
