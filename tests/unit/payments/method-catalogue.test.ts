import { DURATIONS } from '@contract/common/constants';
import { PaymentMethodIdSchema, TazapayMethodSchema } from '@contract/common/enums.schema';
import { localCurrencyOf, methodFit, PAYMENT_METHOD_FACTS } from '@contract/payments/method-catalogue';
import { methodFeeRange, quoteTopUpCharge, type TopUpMethod } from '@contract/payments/top-up-quote';
import { describe, expect, it } from 'vitest';

const AT = Date.parse('2026-11-26T00:00:00Z');

/** The method fees the quote charges a method with, over its sub-choices. */
const chargedFees = (method: (typeof PaymentMethodIdSchema.options)[number]): number[] => {
  const choices: TopUpMethod[] =
    method === 'tazapay'
      ? TazapayMethodSchema.options.map((tazapayMethod) => ({ method, tazapayMethod }))
      : [{ method } as TopUpMethod];
  return choices.map((choice) => {
    const quoted = quoteTopUpCharge({ ...choice, amount: 10_000, minTopUpCents: 5_000, at: AT });
    if ('issue' in quoted) throw new Error(`no quote for ${method}`);
    return quoted.charge.methodFeeBasisPoints;
  });
};

describe('the payment method catalogue', () => {
  it.each(PaymentMethodIdSchema.options)('tells the fee %s is charged with', (method) => {
    const fees = chargedFees(method);
    expect(methodFeeRange(method)).toEqual({ min: Math.min(...fees), max: Math.max(...fees) });
  });

  it('says Tazapay costs 0% to 3%, the spec’s fees', () => {
    expect(methodFeeRange('tazapay')).toEqual({ min: 0, max: 300 });
  });

  it('takes the times it tells from the business constants', () => {
    expect(PAYMENT_METHOD_FACTS.USDT.timeToCredit).toEqual({
      kind: 'hours',
      min: DURATIONS.usdtConfirmationHours[0],
      max: DURATIONS.usdtConfirmationHours[1],
    });
    expect(PAYMENT_METHOD_FACTS.localBank.timeToCredit).toEqual({
      kind: 'minutes',
      max: DURATIONS.bankTransferCreditMinutes,
    });
    expect(PAYMENT_METHOD_FACTS.transferWise.timeToCredit).toEqual({ kind: 'review' });
  });

  it('fits a method to a seller by country or currency', () => {
    const vietnam = { country: 'VN', currency: localCurrencyOf('VN') };
    expect(vietnam.currency).toBe('VND');
    expect(methodFit('localBank', vietnam)).toBe('local');
    expect(methodFit('creditCard', vietnam)).toBe('worldwide');
    expect(methodFit('ideal', vietnam)).toBe('elsewhere');
    expect(methodFit('bancontact', { country: 'FR', currency: 'EUR' })).toBe('local');
    expect(methodFit('transferWire', { country: 'US', currency: localCurrencyOf('us') })).toBe('local');
    expect(methodFit('localBank', { country: null, currency: null })).toBe('elsewhere');
  });
});
