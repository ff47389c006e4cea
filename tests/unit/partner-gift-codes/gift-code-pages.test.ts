import { hasMoreGiftCodes, mergeGiftCodePage } from '@contract/gift-codes/gift-code-pages';
import { GiftCodeListSchema, type GiftCode, type GiftCodeList } from '@contract/gift-codes/gift-codes.schema';
import { describe, expect, it } from 'vitest';
import { giftCodePageOptions } from '@/features/partner-gift-codes/api/gift-code-pages';
import { PartnerGiftCodesSearchSchema } from '@/features/partner-gift-codes/gift-codes-search';
import { partnerGiftCodesOptions } from '@/lib/queries/gift-codes';

const code = (id: string): GiftCode => ({
  id,
  code: `CODE${id.toUpperCase()}`,
  worth: 1_000,
  minimumRequiredSpend: { start: null, minTotalSpend: 10_000, maxTotalSpend: null },
  timeOfUseDays: 14,
  quantity: { available: 5, saved: 0, paid: 0, total: 5 },
  expiry: null,
  status: 'active',
  createdAt: '2026-01-01T00:00:00.000Z',
});

const page = (number: number, ids: string[], total = 5, limit = 2): GiftCodeList =>
  GiftCodeListSchema.parse({ content: ids.map(code), paging: { page: number, limit, total } });

const ids = (list: GiftCodeList) => list.content.map((item) => item.id);

describe('mergeGiftCodePage (spec section 4: append when the next page follows, otherwise replace)', () => {
  it('shows the first page when nothing is shown yet', () => {
    expect(mergeGiftCodePage(null, page(1, ['a', 'b']))).toEqual(page(1, ['a', 'b']));
  });

  it('appends the page that follows the one shown, and keeps its paging', () => {
    const merged = mergeGiftCodePage(page(1, ['a', 'b']), page(2, ['c', 'd']));
    expect(ids(merged)).toEqual(['a', 'b', 'c', 'd']);
    expect(merged.paging).toEqual({ page: 2, limit: 2, total: 5 });
    expect(ids(mergeGiftCodePage(merged, page(3, ['e'])))).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('replaces the list with a first page (a new filter) or any page that does not follow', () => {
    expect(ids(mergeGiftCodePage(page(2, ['a', 'b', 'c', 'd']), page(1, ['x'], 1)))).toEqual(['x']);
    expect(ids(mergeGiftCodePage(page(1, ['a', 'b']), page(3, ['e'])))).toEqual(['e']);
    expect(ids(mergeGiftCodePage(page(2, ['a', 'b', 'c', 'd']), page(2, ['c', 'd'])))).toEqual(['c', 'd']);
  });

  it('does not show a code twice when the list moved between two reads', () => {
    expect(ids(mergeGiftCodePage(page(1, ['a', 'b']), page(2, ['b', 'c'])))).toEqual(['a', 'b', 'c']);
  });
});

describe('hasMoreGiftCodes', () => {
  it('is true while codes remain after the last page read', () => {
    expect(hasMoreGiftCodes(page(1, ['a', 'b'], 5))).toBe(true);
    expect(hasMoreGiftCodes(page(2, ['c', 'd'], 5))).toBe(true);
    expect(hasMoreGiftCodes(page(3, ['e'], 5))).toBe(false);
    expect(hasMoreGiftCodes(page(1, ['a', 'b'], 2))).toBe(false);
    expect(hasMoreGiftCodes(page(1, [], 0))).toBe(false);
  });
});

describe('the gift-code list URL and its requests', () => {
  it('keeps "unexpired only" and the page size, dropping bad values', () => {
    expect(PartnerGiftCodesSearchSchema.parse({ unexpired: true, limit: 2 })).toEqual({ unexpired: true, limit: 2 });
    expect(PartnerGiftCodesSearchSchema.parse({ unexpired: 'yes', limit: 500 })).toEqual({
      unexpired: undefined,
      limit: undefined,
    });
  });

  it('asks each page under the key factory’s key, with the API’s "true" text', () => {
    const options = giftCodePageOptions('usr_1', { unexpired: true, limit: 2 }, 2);
    expect(options.queryKey).toEqual(
      partnerGiftCodesOptions('usr_1', { page: 2, limit: 2, unexpired: 'true' }).queryKey,
    );
    expect(options.queryData).toEqual({ params: { id: 'usr_1' }, query: { page: 2, limit: 2, unexpired: 'true' } });
    expect(giftCodePageOptions('usr_1', {}).queryData.query).toEqual({ page: 1, limit: 10 });
  });
});
