import { DEFAULT_BRAND_ID, resolveBrand } from '@brands';
import { PaymentMethodIdSchema } from '@contract/common/enums.schema';
import { describe, expect, it } from 'vitest';
import { readAddFundCookie, withSavedChoice } from '@/features/add-fund/add-fund-search';
import { PANEL_KIND } from '@/features/add-fund/methods/catalogue';
import { offeredMethods, orderOf } from '@/features/add-fund/order';

const AT = Date.parse('2026-11-23T00:00:00Z');
const rules = { minTopUpCents: 5_000, at: AT };
const allAvailable = PaymentMethodIdSchema.options.map((id) => ({ id, availability: 'available' as const }));

describe('the add-fund order', () => {
  it('quotes amount, 6% tax, the Tazapay card fee and the tip', () => {
    const result = orderOf({ method: 'tazapay', tazapayMethod: 'card', amount: 10_000, tip: 500 }, rules);
    expect(result).toEqual({
      order: {
        method: 'tazapay',
        tazapayMethod: 'card',
        amount: 10_000,
        tip: 500,
        charge: {
          amount: 10_000,
          tax: 600,
          taxRateBasisPoints: 600,
          methodFee: 300,
          methodFeeBasisPoints: 300,
          tip: 500,
          total: 11_400,
          currency: 'USD',
        },
      },
    });
  });

  it('is incomplete without a method, an amount or the Tazapay method', () => {
    expect(orderOf({ amount: 10_000 }, rules)).toEqual({ issue: { code: 'incomplete' } });
    expect(orderOf({ method: 'creditCard' }, rules)).toEqual({ issue: { code: 'incomplete' } });
    expect(orderOf({ method: 'tazapay', amount: 10_000 }, rules)).toEqual({ issue: { code: 'incomplete' } });
  });

  it('refuses below the minimum and cents on a Vietnamese bank transfer', () => {
    expect(orderOf({ method: 'creditCard', amount: 4_999 }, rules)).toMatchObject({
      issue: { code: 'amount_invalid', field: 'amount' },
    });
    expect(orderOf({ method: 'localBank', amount: 10_050 }, rules)).toEqual({
      issue: { code: 'not_whole_number', field: 'amount' },
    });
    expect(orderOf({ method: 'transferWire', amount: 10_050 }, rules)).toHaveProperty('order');
  });
});

describe('the methods offered', () => {
  const brand = resolveBrand(DEFAULT_BRAND_ID);

  it('has a pay panel for every payment method id', () => {
    expect(Object.keys(PANEL_KIND).sort()).toEqual([...PaymentMethodIdSchema.options].sort());
  });

  it('puts the methods used before first, once', () => {
    const sections = offeredMethods(brand, { system: 'DEFAULT', paymentMethods: allAvailable }, ['USDT', 'paypal']);
    expect(sections[0]).toEqual({
      group: 'used',
      methods: [
        { id: 'USDT', availability: 'available' },
        { id: 'paypal', availability: 'available' },
      ],
    });
    const ids = sections.flatMap((section) => section.methods.map((method) => method.id));
    expect(ids).toHaveLength(PaymentMethodIdSchema.options.length);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('hides the exclusive-partner variant’s methods and those the server does not list', () => {
    const listed = allAvailable.filter((method) => method.id !== 'payfast');
    const ids = offeredMethods(brand, { system: 'ADREACH', paymentMethods: listed }, ['paypal']).flatMap((section) =>
      section.methods.map((method) => method.id),
    );
    for (const hidden of [
      'paypal',
      'payoneer',
      'payoneerTicket',
      'pingpong',
      'pingPongTicket',
      'redotpay',
      'payfast',
    ]) {
      expect(ids).not.toContain(hidden);
    }
    expect(ids).toContain('creditCard');
  });
});

describe('the add_fund_data cookie', () => {
  it('reads a valid choice and ignores a broken one', () => {
    const value = encodeURIComponent(JSON.stringify({ method: 'creditCard', amount: 10_000, tip: 0 }));
    expect(readAddFundCookie(`a=1; add_fund_data=${value}`)).toEqual({ method: 'creditCard', amount: 10_000, tip: 0 });
    expect(readAddFundCookie('add_fund_data=%7Bnot-json')).toBeNull();
    expect(readAddFundCookie('other=1')).toBeNull();
  });

  it('restores the saved amount when a return URL has none, for the same method only', () => {
    const saved = { method: 'payoneer' as const, amount: 20_000, tip: 500 };
    expect(withSavedChoice({ method: 'payoneer', step: 'pay' }, saved)).toEqual({ ...saved, step: 'pay' });
    expect(withSavedChoice({ method: 'USDT', step: 'pay' }, saved)).toBeNull();
    expect(withSavedChoice({ amount: 5_000 }, saved)).toBeNull();
  });
});
