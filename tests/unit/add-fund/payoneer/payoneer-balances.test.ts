import type { PayoneerBalance } from '@contract/payments/payoneer.schema';
import { describe, expect, it } from 'vitest';
import {
  balanceCoverage,
  defaultBalanceId,
  formatMinorUnits,
  isInsufficientFunds,
  isSelectable,
} from '@/features/add-fund/methods/payoneer/payoneer-balances';

const usd: PayoneerBalance = { id: 'pbal_usd', currency: 'USD', available: 250_000 };
const eur: PayoneerBalance = { id: 'pbal_eur', currency: 'EUR', available: 90_000 };
const poorUsd: PayoneerBalance = { id: 'pbal_usd_2', currency: 'USD', available: 10_000 };

describe('balanceCoverage', () => {
  it('compares a USD balance with the total, to the cent', () => {
    expect(balanceCoverage(usd, 250_000)).toBe('enough');
    expect(balanceCoverage(usd, 250_001)).toBe('insufficient');
    expect(balanceCoverage(poorUsd, 10_600)).toBe('insufficient');
  });

  it('leaves another currency to the server (converted when paying)', () => {
    expect(balanceCoverage(eur, 10_600)).toBe('unknown');
    expect(balanceCoverage(eur, 10_000_000)).toBe('unknown');
  });
});

describe('isSelectable and defaultBalanceId', () => {
  it('offers a short USD balance and a refused one as not selectable', () => {
    expect(isSelectable(poorUsd, 10_600)).toBe(false);
    expect(isSelectable(usd, 10_600)).toBe(true);
    expect(isSelectable(usd, 10_600, new Set(['pbal_usd']))).toBe(false);
    expect(isSelectable(eur, 10_600)).toBe(true);
  });

  it('chooses a USD balance that covers the total first, then any other selectable one', () => {
    expect(defaultBalanceId([eur, usd], 10_600)).toBe('pbal_usd');
    expect(defaultBalanceId([poorUsd, eur], 10_600)).toBe('pbal_eur');
    expect(defaultBalanceId([usd, eur], 10_600, new Set(['pbal_usd']))).toBe('pbal_eur');
    expect(defaultBalanceId([poorUsd], 10_600)).toBeNull();
    expect(defaultBalanceId([], 10_600)).toBeNull();
  });
});

describe('formatMinorUnits', () => {
  it('writes minor units in the currency, as each language does', () => {
    expect(formatMinorUnits(250_000, 'USD', 'en')).toBe('$2,500.00');
    expect(formatMinorUnits(90_000, 'EUR', 'en')).toBe('€900.00');
    expect(formatMinorUnits(90_050, 'EUR', 'vi').replace(/\s/g, ' ')).toBe('900,50 €');
    // A currency without minor units is whole.
    expect(formatMinorUnits(1_500, 'JPY', 'en')).toBe('¥1,500');
  });

  it('falls back to the code for a currency Intl does not know', () => {
    expect(formatMinorUnits(1_234, 'ZZ1', 'en')).toBe('12.34 ZZ1');
  });
});

describe('isInsufficientFunds', () => {
  it('knows the server saying the Payoneer balance is short, by code or messageCode', () => {
    expect(isInsufficientFunds({ status: 422, body: { code: 'error.payoneer_insufficient_funds' } })).toBe(true);
    expect(isInsufficientFunds({ status: 422, body: { messageCode: 'error.payoneer_insufficient_funds' } })).toBe(true);
    expect(isInsufficientFunds({ status: 422, body: { code: 'error.transaction_failed' } })).toBe(false);
    expect(isInsufficientFunds(new TypeError('Failed to fetch'))).toBe(false);
    expect(isInsufficientFunds(null)).toBe(false);
  });
});
