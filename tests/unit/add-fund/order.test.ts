import { DEFAULT_BRAND_ID, resolveBrand } from '@brands';
import { PaymentMethodIdSchema } from '@contract/common/enums.schema';
import { DEMO_RECEIVING } from '@contract/operator/demo-operator-settings';
import type { OperatorSettings } from '@contract/operator/operator-settings.schema';
import { DEMO_ISSUERS } from '@brands/demo-issuers';
import { describe, expect, it } from 'vitest';
import { readAddFundCookie, withSavedChoice } from '@/features/add-fund/add-fund-search';
import { METHOD_GROUPS, PANEL_KIND } from '@/features/add-fund/methods/catalogue';
import { arrangeMethods, FIRST_METHODS_COUNT, offeredMethods, orderOf } from '@/features/add-fund/order';

const AT = Date.parse('2026-11-23T00:00:00Z');
const rules = { minTopUpCents: 5_000, at: AT };
const allAvailable = PaymentMethodIdSchema.options.map((id) => ({ id, availability: 'available' as const }));
/** Every method's receiving details set. */
const operator: OperatorSettings = { ...DEMO_RECEIVING, issuer: DEMO_ISSUERS[DEFAULT_BRAND_ID] };

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

  it('offers every listed method once, in the catalogue order', () => {
    const ids = offeredMethods(brand, { system: 'DEFAULT', paymentMethods: allAvailable }, operator).map(
      (option) => option.id,
    );
    expect(ids).toEqual(METHOD_GROUPS.flatMap((group) => group.methods));
    expect(new Set(ids).size).toBe(PaymentMethodIdSchema.options.length);
  });

  it('hides the exclusive-partner variant’s methods and those the server does not list', () => {
    const listed = allAvailable.filter((method) => method.id !== 'payfast');
    const ids = offeredMethods(brand, { system: 'ADREACH', paymentMethods: listed }, operator).map(
      (option) => option.id,
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

  it('does not offer a method whose receiving details the operator set to null, even when the server lists it', () => {
    const without: OperatorSettings = {
      ...operator,
      receivingAccounts: null,
      receivingWallets: { ...operator.receivingWallets, paypal: null },
      vietnameseReceivingAccounts: { ...operator.vietnameseReceivingAccounts, TPBank: null },
      tokenWallets: { ...operator.tokenWallets, USDC: null },
    };
    const ids = offeredMethods(brand, { system: 'DEFAULT', paymentMethods: allAvailable }, without).map(
      (option) => option.id,
    );
    for (const hidden of ['transferWise', 'transferWire', 'paypal', 'TPBank', 'USDC'])
      expect(ids).not.toContain(hidden);
    for (const kept of ['localBankTicket', 'payoneerTicket', 'USDT', 'creditCard', 'localBank'])
      expect(ids).toContain(kept);
  });
});

describe('the methods a seller sees first', () => {
  const offered = offeredMethods(
    resolveBrand(DEFAULT_BRAND_ID),
    { system: 'DEFAULT', paymentMethods: allAvailable },
    operator,
  );
  const firstIds = (seller: Parameters<typeof arrangeMethods>[1]) =>
    arrangeMethods(offered, seller).first.map((option) => option.id);
  const nobody = { country: null, currency: null, usedBefore: [] };

  it('puts a Vietnamese seller’s local methods first, then worldwide ones up to the count', () => {
    const ids = firstIds({ country: 'VN', currency: 'VND', usedBefore: [] });
    expect(ids.slice(0, 4)).toEqual(['localBank', 'tazapay', 'localBankTicket', 'TPBank']);
    expect(ids).toHaveLength(FIRST_METHODS_COUNT);
    expect(ids).toContain('creditCard');
    expect(ids).not.toContain('ideal');
    expect(ids).not.toContain('payfast');
  });

  it('matches by currency as well as by country', () => {
    expect(firstIds({ country: 'DE', currency: 'EUR', usedBefore: [] }).slice(0, 2)).toEqual(['ideal', 'bancontact']);
    expect(firstIds({ country: 'NL', currency: null, usedBefore: [] })[0]).toBe('ideal');
    expect(firstIds({ country: 'ZA', currency: 'ZAR', usedBefore: [] })[0]).toBe('payfast');
  });

  it('puts up to three methods used before after the local online ones, then local manual transfers', () => {
    const ids = firstIds({ country: 'VN', currency: 'VND', usedBefore: ['paypal', 'USDT'] });
    expect(ids).toEqual(['localBank', 'tazapay', 'paypal', 'USDT', 'localBankTicket', 'TPBank']);
    const many = firstIds({ country: 'VN', currency: 'VND', usedBefore: ['paypal', 'USDT', 'payoneer', 'airwallex'] });
    expect(many).toEqual(['localBank', 'tazapay', 'paypal', 'USDT', 'payoneer', 'localBankTicket']);
  });

  it('shows a used method that is local once, where its locality puts it', () => {
    expect(firstIds({ country: 'VN', currency: 'VND', usedBefore: ['tazapay', 'TPBank'] })).toEqual([
      'localBank',
      'tazapay',
      'TPBank',
      'localBankTicket',
      'creditCard',
      'payoneer',
    ]);
  });

  it('without a country shows worldwide methods only, and never a method that is not available', () => {
    const ids = firstIds(nobody);
    expect(ids).toHaveLength(FIRST_METHODS_COUNT);
    expect(ids[0]).toBe('creditCard');
    expect(ids).not.toContain('localBank');
    const cardDown = offered.map((option) =>
      option.id === 'creditCard' ? { ...option, availability: 'maintenance' as const } : option,
    );
    const arranged = arrangeMethods(cardDown, { ...nobody, usedBefore: ['creditCard'] });
    expect(arranged.first.map((option) => option.id)).not.toContain('creditCard');
    expect(arranged.others[0]?.methods[0]).toEqual({ id: 'creditCard', availability: 'maintenance' });
  });

  it('folds every other method once, in the catalogue groups', () => {
    const arranged = arrangeMethods(offered, { country: 'VN', currency: 'VND', usedBefore: ['USDT'] });
    const folded = arranged.others.flatMap((section) => section.methods.map((option) => option.id));
    const first = arranged.first.map((option) => option.id);
    expect([...first, ...folded].sort()).toEqual([...PaymentMethodIdSchema.options].sort());
    expect(arranged.others.map((section) => section.group)).toEqual(['online', 'crypto', 'manual']);
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
