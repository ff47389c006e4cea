import { normalizeTransactionHash, UsdtTransactionHashSchema } from '@contract/payments/token.schema';
import { describe, expect, it } from 'vitest';

const HASH = `${'ab'.repeat(30)}8000`;

describe('normalizeTransactionHash', () => {
  it('writes every spelling of one transfer the same way: trimmed, lower case, no 0x', () => {
    const spellings = [
      HASH,
      `0x${HASH}`,
      HASH.toUpperCase(),
      `0x${HASH.toUpperCase()}`,
      `0X${HASH.toUpperCase()}`,
      `  0x${HASH}\t`,
      ` ${HASH.toUpperCase()}\n`,
    ];
    expect(new Set(spellings.map(normalizeTransactionHash))).toEqual(new Set([HASH]));
  });

  it('keeps different hashes apart and strips only a leading prefix', () => {
    expect(normalizeTransactionHash(`0x${'cd'.repeat(32)}`)).not.toBe(normalizeTransactionHash(HASH));
    expect(normalizeTransactionHash(`${'0x'.repeat(2)}${'ab'.repeat(31)}`)).toBe(`0x${'ab'.repeat(31)}`);
  });

  it('gives a hash the contract accepts, whatever spelling the contract accepted', () => {
    for (const spelling of [`0x${HASH}`, HASH.toUpperCase(), ` ${HASH} `]) {
      const parsed = UsdtTransactionHashSchema.parse(spelling);
      expect(UsdtTransactionHashSchema.safeParse(normalizeTransactionHash(parsed)).success).toBe(true);
    }
  });
});
