import { describe, expect, it } from 'vitest';
import {
  cardBrandOf,
  cardNumberIssue,
  cvcIssue,
  expiryIssue,
  formatCardNumber,
  formatExpiryInput,
  mockPaymentMethodId,
  parseExpiry,
  passesLuhn,
} from '@/components/payment-card/card-rules';

/** 15 March 2026, local time: March 2026 has not ended, February has. */
const NOW = new Date(2026, 2, 15, 12, 0, 0);

describe('card number', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['4242 4242 4242 4242', 'visa'],
    ['4242-4242-4242-4242', 'visa'],
    ['4000000000000002', 'visa'],
    ['4242424242424242428', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6011111111111117', 'discover'],
    ['3566002020360505', 'jcb'],
    ['36227206271667', 'diners'],
    ['6200000000000005', 'unionpay'],
  ])('accepts %s (%s)', (number, brand) => {
    expect(cardNumberIssue(number)).toBeNull();
    expect(cardBrandOf(number.replace(/\D/g, ''))).toBe(brand);
  });

  it.each([
    ['', 'incomplete'],
    ['   ', 'incomplete'],
    ['4242', 'incomplete'],
    ['4242 4242 4242 424', 'incomplete'],
    // A visa may be 19 digits long, so 17 is still on its way.
    ['42424242424242424', 'incomplete'],
    ['37828224631000', 'incomplete'],
    ['4242424242424241', 'invalid'],
    ['5555555555554443', 'invalid'],
    ['378282246310006', 'invalid'],
    ['4242abcd42424242', 'invalid'],
    ['42424242424242424242', 'invalid'],
    // Amex numbers are 15 digits: a 16th is never right.
    ['3782822463100051', 'invalid'],
  ])('refuses %j as %s', (number, issue) => {
    expect(cardNumberIssue(number)).toBe(issue);
  });

  it('checks the Luhn sum', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
    expect(passesLuhn('')).toBe(false);
    expect(passesLuhn('4242 4242')).toBe(false);
  });

  it('groups the digits as they are typed', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('42a42 4')).toBe('4242 4');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('42424242424242424289999')).toBe('4242 4242 4242 4242 428');
  });
});

describe('expiry', () => {
  it.each(['03/26', '03/2026', '12/26', '01/27', '0327', '03 / 27', '12/2030', '12/76'])('accepts %s', (value) => {
    expect(expiryIssue(value, NOW)).toBeNull();
  });

  it.each([
    ['', 'incomplete'],
    ['0', 'incomplete'],
    ['03', 'incomplete'],
    ['03/2', 'incomplete'],
    ['02/26', 'past'],
    ['12/25', 'past'],
    ['01/2020', 'past'],
    ['00/27', 'invalid'],
    ['13/27', 'invalid'],
    ['ab/cd', 'invalid'],
    ['03/277', 'invalid'],
    ['12/2077', 'invalid'],
  ])('refuses %j as %s', (value, issue) => {
    expect(expiryIssue(value, NOW)).toBe(issue);
  });

  it('reads two- and four-digit years', () => {
    expect(parseExpiry('04/29')).toEqual({ month: 4, year: 2029 });
    expect(parseExpiry('04/2029')).toEqual({ month: 4, year: 2029 });
    expect(parseExpiry('0429')).toEqual({ month: 4, year: 2029 });
    expect(parseExpiry('4/29')).toBeNull();
  });

  it('adds the slash as the month is typed', () => {
    expect(formatExpiryInput('1')).toBe('1');
    expect(formatExpiryInput('4')).toBe('04/');
    expect(formatExpiryInput('12')).toBe('12');
    expect(formatExpiryInput('123')).toBe('12/3');
    expect(formatExpiryInput('12/345')).toBe('12/34');
  });
});

describe('security code', () => {
  it.each([
    ['123', 'visa'],
    ['000', 'mastercard'],
    ['1234', 'amex'],
    ['123', 'unknown'],
    ['1234', 'unknown'],
    [' 123 ', 'visa'],
  ] as const)('accepts %j for %s', (cvc, brand) => {
    expect(cvcIssue(cvc, brand)).toBeNull();
  });

  it.each([
    ['', 'visa', 'incomplete'],
    ['12', 'visa', 'incomplete'],
    ['123', 'amex', 'incomplete'],
    ['1234', 'visa', 'invalid'],
    ['12345', 'amex', 'invalid'],
    ['12a', 'visa', 'invalid'],
    ['12', 'unknown', 'incomplete'],
    ['12345', 'unknown', 'invalid'],
  ] as const)('refuses %j for %s as %s', (cvc, brand, issue) => {
    expect(cvcIssue(cvc, brand)).toBe(issue);
  });
});

describe('the simulated payment method id', () => {
  it('carries the brand, last four digits and setup intent the mock reads, in the contract pattern', () => {
    const visa = mockPaymentMethodId({ number: '4242 4242 4242 4242', expMonth: 4, expYear: 2029 }, 'seti_1a2b');
    expect(visa).toBe('pm_card_visa_exp0429_4242_seti_1a2b');
    expect(visa).toMatch(/^pm_[A-Za-z0-9_]+$/);
    expect(mockPaymentMethodId({ number: '5555555555554444', expMonth: 12, expYear: 2030 }, 'seti_9')).toBe(
      'pm_card_mastercard_exp1230_4444_seti_9',
    );
    // The mock declines a card ending 0002 for insufficient funds.
    expect(mockPaymentMethodId({ number: '4000000000000002', expMonth: 1, expYear: 2031 }, 'seti_9')).toMatch(
      /_0002_seti_9$/,
    );
  });
});
