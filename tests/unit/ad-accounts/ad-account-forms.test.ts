import { AdAccountTransferBodySchema, UpdateAutoTopUpBodySchema } from '@contract/ad-accounts/ad-accounts.schema';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { autoTopUpFormSchema } from '@/components/ad-account-money/auto-top-up-form-schema';
import { transferFormSchema } from '@/components/ad-account-money/transfer-form-schema';
import { validationMessage } from '@/lib/validation';

/** The first message of each field, as the form shows it. */
const fieldErrors = (schema: z.ZodType, values: unknown): Record<string, string> => {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
};

/** verified-seller's wallet: $1,250.40. */
const WALLET = 125_040;
const schema = transferFormSchema({ status: 'SHOW_ACCOUNT_STATUS_APPROVED', available: WALLET });

describe('transfer and withdraw form', () => {
  it('turns whole dollars into the cents the contract takes', () => {
    for (const [text, cents] of [
      ['100', 10_000],
      ['1,250', 125_000],
      ['$1', 100],
      [' 40 ', 4_000],
    ] as const) {
      const { amount } = schema.parse({ amount: text });
      expect(amount).toBe(cents);
      expect(AdAccountTransferBodySchema.parse({ type: 'transfer', amount })).toEqual({ type: 'transfer', amount });
    }
  });

  it('asks for an amount, then for a whole number', () => {
    expect(fieldErrors(schema, { amount: '' })).toEqual({ amount: validationMessage('amountRequired') });
    const withdraw = transferFormSchema({
      status: 'SHOW_ACCOUNT_STATUS_APPROVED',
      available: WALLET,
      type: 'withdraw',
    });
    expect(fieldErrors(withdraw, { amount: ' ' })).toEqual({ amount: validationMessage('withdrawAmountRequired') });
    for (const text of ['10.5', '10.50', '1.234', 'abc', '-5']) {
      expect(fieldErrors(schema, { amount: text }), text).toEqual({ amount: validationMessage('amountWholeNumber') });
    }
  });

  it('refuses more than the paying side holds, naming the most that can move', () => {
    const invalid = { amount: validationMessage('amountInvalid', { min: 100, max: 125_000 }) };
    expect(fieldErrors(schema, { amount: '1251' })).toEqual(invalid);
    expect(fieldErrors(schema, { amount: '0' })).toEqual(invalid);
    expect(fieldErrors(schema, { amount: '200000' })).toEqual(invalid);
    expect(schema.parse({ amount: '1250' })).toEqual({ amount: 125_000 });
  });

  it('is capped at $100,000 however much is held', () => {
    const rich = transferFormSchema({ status: 'SHOW_ACCOUNT_STATUS_APPROVED', available: 50_000_000 });
    expect(fieldErrors(rich, { amount: '100001' })).toEqual({
      amount: validationMessage('amountInvalid', { min: 100, max: 10_000_000 }),
    });
    expect(rich.parse({ amount: '100000' })).toEqual({ amount: 10_000_000 });
  });

  it('leaves a not-approved ad account to the server, which refuses it in its own words', () => {
    const closed = transferFormSchema({ status: 'CLOSED', available: WALLET });
    expect(closed.parse({ amount: '100' })).toEqual({ amount: 10_000 });
  });
});

describe('auto top-up form', () => {
  it('sends the amount and threshold in cents, as the contract takes them', () => {
    const values = autoTopUpFormSchema.parse({ amount: '200', threshold: '50.5' });
    expect(values).toEqual({ amount: 20_000, threshold: 5_050 });
    expect(UpdateAutoTopUpBodySchema.parse({ adAccountId: '7301', enabled: true, ...values })).toEqual({
      adAccountId: '7301',
      enabled: true,
      ...values,
    });
  });

  it('takes a whole-dollar amount from $1 and any threshold from $0', () => {
    expect(autoTopUpFormSchema.parse({ amount: '1', threshold: '0' })).toEqual({ amount: 100, threshold: 0 });
    expect(fieldErrors(autoTopUpFormSchema, { amount: '', threshold: '' })).toEqual({
      amount: validationMessage('autoTopUpAmountRequired'),
      threshold: validationMessage('thresholdRequired'),
    });
    expect(fieldErrors(autoTopUpFormSchema, { amount: '20.5', threshold: '100001' })).toEqual({
      amount: validationMessage('amountWholeNumber'),
      threshold: validationMessage('amountInvalid', { min: 0, max: 10_000_000 }),
    });
  });
});
