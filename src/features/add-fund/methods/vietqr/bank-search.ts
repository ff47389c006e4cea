import { foldForSearch } from '@contract/common/text-search';
import type { VietnameseBank } from '@contract/payments/local-bank.schema';

/** The banks a bank-QR transfer can be made from: the list's transfer flag is 1. */
export const transferBanks = (banks: readonly VietnameseBank[]): VietnameseBank[] =>
  banks.filter((bank) => bank.transferSupported === 1);

/**
 * Banks whose short name, full name, code or BIN contains every word typed, without case or
 * accents: "ngoai thuong" finds "Ngoại Thương".
 */
export const searchBanks = (banks: readonly VietnameseBank[], search: string): VietnameseBank[] => {
  const words = foldForSearch(search).split(' ').filter(Boolean);
  if (words.length === 0) return [...banks];
  return banks.filter((bank) => {
    const haystack = foldForSearch(`${bank.shortName} ${bank.name} ${bank.code} ${bank.bin}`);
    return words.every((word) => haystack.includes(word));
  });
};
