import { MAX_AMOUNT_CENTS, TAZAPAY_FEE_BASIS_POINTS } from '@contract/common/constants';
import { PaymentMethodIdSchema, TazapayMethodSchema } from '@contract/common/enums.schema';
import { quoteTopUpCharge, type TopUpMethod, type TopUpQuoteInput } from '@contract/payments/top-up-quote';
import { Effect, Exit } from 'effect';
import { describe, expect, it } from 'vitest';
import { quoteTopUp } from '@mocks/rules/ledger';

/** A small deterministic generator, so a failure names a case that reproduces. */
const generator = (seed: number) => {
  let state = seed;
  return (below: number): number => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
};

const METHODS: TopUpMethod[] = [
  ...PaymentMethodIdSchema.options
    .filter((method) => method !== 'tazapay')
    .map((method) => ({ method }) as TopUpMethod),
  ...TazapayMethodSchema.options.map((tazapayMethod) => ({ method: 'tazapay' as const, tazapayMethod })),
];

const AFTER_TAX = '2026-11-22T03:00:00.000Z';
const BEFORE_TAX = '2022-01-31T16:59:00.000Z';

/** What the mock's ledger posts for a top-up: the charge, or the refusal as the contract names it. */
const serverAnswer = (input: TopUpQuoteInput) => {
  const exit = Effect.runSyncExit(quoteTopUp(input));
  if (Exit.isSuccess(exit)) return { charge: exit.value };
  const failure = exit.cause.reasons.find((reason) => reason._tag === 'Fail');
  if (!failure || failure._tag !== 'Fail') throw new Error('quoteTopUp died');
  const error = failure.error;
  return error._tag === 'AmountInvalid'
    ? { issue: { code: 'amount_invalid', field: error.field, min: error.min, max: error.max } }
    : { issue: { code: 'not_whole_number', field: error.field } };
};

describe('the top-up charge (contract/payments/top-up-quote.ts)', () => {
  it('is the same on the screen and in the ledger over generated amounts, tips, methods and dates', () => {
    const next = generator(20_261_122);
    for (let index = 0; index < 2_000; index += 1) {
      const method = METHODS[next(METHODS.length)];
      if (!method) throw new Error('no method');
      const input: TopUpQuoteInput = {
        ...method,
        // Mostly valid amounts, some below the minimum or above the maximum.
        amount: next(10) === 0 ? MAX_AMOUNT_CENTS + 1 + next(1_000) : next(MAX_AMOUNT_CENTS + 1),
        tip: next(4) === 0 ? next(2_001) : 0,
        minTopUpCents: 5_000,
        at: next(5) === 0 ? BEFORE_TAX : AFTER_TAX,
      };
      expect(serverAnswer(input), JSON.stringify(input)).toEqual(quoteTopUpCharge(input));
    }
  });

  it('charges 6% tax and the Tazapay method fee on the amount only, in whole cents', () => {
    const quoted = quoteTopUpCharge({
      method: 'tazapay',
      tazapayMethod: 'local_method',
      amount: 10_050,
      tip: 500,
      minTopUpCents: 5_000,
      at: AFTER_TAX,
    });
    expect(quoted).toEqual({
      charge: {
        amount: 10_050,
        tax: 603,
        taxRateBasisPoints: 600,
        methodFee: 181, // 1.8% of $100.50 = 180.9 ¢, rounded half up
        methodFeeBasisPoints: TAZAPAY_FEE_BASIS_POINTS.local_method,
        tip: 500,
        total: 10_050 + 603 + 181 + 500,
        currency: 'USD',
      },
    });
  });

  it('refuses cents on a bank transfer and amounts outside the limits, naming them', () => {
    const base = { minTopUpCents: 5_000, at: AFTER_TAX } as const;
    expect(quoteTopUpCharge({ ...base, method: 'localBank', amount: 10_050 })).toEqual({
      issue: { code: 'not_whole_number', field: 'amount' },
    });
    expect(quoteTopUpCharge({ ...base, method: 'creditCard', amount: 4_999 })).toEqual({
      issue: { code: 'amount_invalid', field: 'amount', min: 5_000, max: MAX_AMOUNT_CENTS },
    });
    expect(quoteTopUpCharge({ ...base, method: 'creditCard', amount: 5_000, tip: MAX_AMOUNT_CENTS + 1 })).toEqual({
      issue: { code: 'amount_invalid', field: 'tip', min: 0, max: MAX_AMOUNT_CENTS },
    });
  });
});
