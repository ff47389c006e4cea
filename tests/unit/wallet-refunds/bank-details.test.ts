import {
  bankSchemeOf,
  countryOfCode,
  foldHolderName,
  isAbaRoutingNumber,
  isBic,
  isIban,
  isPrintedHolderName,
} from '@contract/transactions/bank-details';
import { describe, expect, it } from 'vitest';

describe('bank fields by country', () => {
  it('asks a Vietnamese bank for the local fields, a US bank for ACH, IBAN countries for IBAN, others for SWIFT', () => {
    expect(bankSchemeOf('VN')).toBe('vn_local');
    expect(bankSchemeOf('us')).toBe('ach');
    expect(bankSchemeOf('DE')).toBe('iban');
    expect(bankSchemeOf('GB')).toBe('iban');
    expect(bankSchemeOf('SG')).toBe('swift');
    expect(bankSchemeOf('JP')).toBe('swift');
  });

  it('checks the ACH routing number checksum', () => {
    for (const valid of ['021000021', '011000015', '121000358']) expect(isAbaRoutingNumber(valid), valid).toBe(true);
    for (const invalid of ['021000022', '12345678', '0210000210', '02100002A']) {
      expect(isAbaRoutingNumber(invalid), invalid).toBe(false);
    }
  });

  it('checks an IBAN by its length and mod 97, spaces and case aside', () => {
    expect(isIban('DE89370400440532013000')).toBe(true);
    expect(isIban('gb82 west 1234 5698 7654 32')).toBe(true);
    expect(isIban('DE89370400440532013001')).toBe(false);
    expect(isIban('DE8937040044053201300')).toBe(false);
    expect(isIban('VN89370400440532013000')).toBe(false);
    expect(countryOfCode('gb82 west', 'iban')).toBe('GB');
  });

  it('takes SWIFT/BIC codes of 8 or 11 characters and reads their country', () => {
    expect(isBic('DEUTDEFF')).toBe(true);
    expect(isBic('deutdeff500')).toBe(true);
    expect(isBic('DEUTDEF')).toBe(false);
    expect(isBic('DEU1DEFF')).toBe(false);
    expect(countryOfCode('BFTVVNVX', 'bic')).toBe('VN');
  });

  it('folds a holder name to the capital letters Vietnamese banks print', () => {
    expect(foldHolderName('  Nguyễn   Thị Lan ')).toBe('NGUYEN THI LAN');
    expect(foldHolderName('Đặng Văn Đức')).toBe('DANG VAN DUC');
    // Letters typed apart from their marks are composed first.
    expect(foldHolderName('Nguye\u0302\u0303n')).toBe('NGUYEN');
    expect(isPrintedHolderName('NGUYEN THI LAN')).toBe(true);
    expect(isPrintedHolderName('NGUYEN-LAN')).toBe(false);
    expect(isPrintedHolderName('LAN 2')).toBe(false);
  });
});
