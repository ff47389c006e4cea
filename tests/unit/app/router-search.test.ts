import { parseSearchWith } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { parseSearchValue } from '@/app/router';

const parse = parseSearchWith(parseSearchValue);

describe('the router reading a search', () => {
  it('keeps an id too long for a number exactly as written', () => {
    expect(parse('?pixelAdsAccountId=7300000000000000123&page=2')).toEqual({
      pixelAdsAccountId: '7300000000000000123',
      page: 2,
    });
  });

  it('reads numbers, booleans and words as before', () => {
    expect(parse('?amount=10000&tip=0.5&open=true&ref=LAN2026')).toEqual({
      amount: 10_000,
      tip: 0.5,
      open: true,
      ref: 'LAN2026',
    });
  });
});
