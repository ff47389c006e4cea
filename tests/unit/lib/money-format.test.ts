import { describe, expect, it } from 'vitest';
import { formatVnd, formatVndRate } from '@/lib/money';

/** Intl writes a no-break space before the ₫; compare on plain spaces. */
const plain = (text: string): string => text.replace(/\s/g, ' ');

describe('VND figures', () => {
  it('are whole dong in the reader’s language', () => {
    expect(plain(formatVnd(25_450, 'vi'))).toBe('25.450 ₫');
    expect(plain(formatVnd(25_450, 'en'))).toBe('₫25,450');
  });

  it('write an exchange rate as an amount of dong, rounded to the dong, and a rate that is no number as it came', () => {
    expect(plain(formatVndRate('25450.75', 'vi'))).toBe('25.451 ₫');
    expect(plain(formatVndRate('26000', 'en'))).toBe('₫26,000');
    expect(formatVndRate('n/a', 'en')).toBe('n/a');
  });
});
