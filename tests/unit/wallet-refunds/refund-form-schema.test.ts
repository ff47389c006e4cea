import { RequestRefundBodySchema } from '@contract/transactions/transactions.schema';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { emptyRefundForm, refundFormSchema, type RefundFormValues } from '@/features/wallet/refunds/refund-form-schema';
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
const schema = refundFormSchema({ maxCents: WALLET });

const form = (
  receiving: Partial<RefundFormValues['receiving']> & Pick<RefundFormValues['receiving'], 'method'>,
  rest: Partial<Omit<RefundFormValues, 'receiving'>> = {},
): RefundFormValues => {
  const empty = emptyRefundForm(receiving.method);
  return {
    ...empty,
    amount: '100',
    reason: 'permanent_stop',
    ...rest,
    receiving: { ...empty.receiving, ...receiving },
  };
};

const USDT = { method: 'usdt', walletAddress: 'TXyz1234567890abcdefGHIJ', usdtNetwork: 'TRC20' } as const;
const WISE = { method: 'wise', wiseEmail: 'lan@example.com', accountHolder: 'Nguyen Thi Lan' } as const;
const BANK = {
  method: 'bank',
  accountHolder: 'Nguyen Thi Lan',
  routingNumber: '021000021',
  accountNumber: 'AB12345678',
  accountType: 'checking',
  address: '1 Main St, New York, NY',
  bank: 'Chase',
} as const;

const required = validationMessage('required');

/** What the form sends, checked by the contract as the server checks it. */
const sent = (values: RefundFormValues) => {
  const body = schema.parse(values);
  expect(RequestRefundBodySchema.parse(body)).toEqual(body);
  return body;
};

describe('refund form: what it sends the contract accepts', () => {
  it('sends USDT with only its own fields, the QR image when there is one', () => {
    expect(sent(form({ ...USDT, wiseEmail: 'left@over.com', accountHolder: 'Left over' }))).toEqual({
      amount: 10_000,
      reason: 'permanent_stop',
      receiving: { method: 'usdt', walletAddress: USDT.walletAddress, usdtNetwork: 'TRC20' },
    });
    const qr = 'https://uploads.example.com/qr.png';
    expect(sent(form({ ...USDT, usdtQrImageUrl: qr })).receiving).toEqual({
      method: 'usdt',
      walletAddress: USDT.walletAddress,
      usdtNetwork: 'TRC20',
      usdtQrImageUrl: qr,
    });
  });

  it('sends Wise and bank details trimmed', () => {
    expect(sent(form({ ...WISE, wiseEmail: ' lan@example.com ' })).receiving).toEqual(WISE);
    expect(sent(form({ ...BANK, bank: ' Chase ' })).receiving).toEqual(BANK);
    expect(sent(form({ ...BANK, accountType: 'savings', accountNumber: '1234' })).receiving).toMatchObject({
      accountType: 'savings',
      accountNumber: '1234',
    });
  });

  it('sends the detail only with "other reason"', () => {
    expect(sent(form(USDT, { reason: 'other', reasonDetail: ' Closing the shop ' }))).toMatchObject({
      reason: 'other',
      reasonDetail: 'Closing the shop',
    });
    expect(sent(form(USDT, { reason: 'temporary_stop', reasonDetail: 'typed before switching' }))).not.toHaveProperty(
      'reasonDetail',
    );
  });

  it('takes any amount from 1 cent to the maximum, in integer cents', () => {
    expect(sent(form(USDT, { amount: '0.01' })).amount).toBe(1);
    expect(sent(form(USDT, { amount: '1,250.40' })).amount).toBe(WALLET);
    expect(sent(form(USDT, { amount: '19.99' })).amount).toBe(1_999);
  });
});

describe('refund form: wrong values', () => {
  it('asks for the amount, the reason and the receiving fields all at once', () => {
    expect(fieldErrors(schema, emptyRefundForm('usdt'))).toEqual({
      amount: validationMessage('amountRequired'),
      reason: required,
      'receiving.walletAddress': required,
      'receiving.usdtNetwork': required,
    });
    expect(fieldErrors(schema, emptyRefundForm('wise'))).toMatchObject({
      'receiving.wiseEmail': required,
      'receiving.accountHolder': required,
    });
    expect(fieldErrors(schema, emptyRefundForm('bank'))).toMatchObject({
      'receiving.accountHolder': required,
      'receiving.routingNumber': required,
      'receiving.accountNumber': required,
      'receiving.accountType': required,
      'receiving.address': required,
      'receiving.bank': required,
    });
  });

  it('refuses more than the maximum, 0 and a third decimal with the spec messages', () => {
    const invalid = validationMessage('amountInvalid', { min: '$0.01', max: '$1,250.40' });
    expect(fieldErrors(schema, form(USDT, { amount: '1250.41' }))).toEqual({ amount: invalid });
    expect(fieldErrors(schema, form(USDT, { amount: '0' }))).toEqual({ amount: invalid });
    expect(fieldErrors(schema, form(USDT, { amount: '1.005' }))).toEqual({
      amount: validationMessage('amountMaxDecimals', { max: 2 }),
    });
  });

  it('wants a USDT address of 20 to 128 characters', () => {
    const length = { 'receiving.walletAddress': validationMessage('walletAddressLength', { min: 20, max: 128 }) };
    expect(fieldErrors(schema, form({ ...USDT, walletAddress: 'T'.repeat(19) }))).toEqual(length);
    expect(fieldErrors(schema, form({ ...USDT, walletAddress: 'T'.repeat(129) }))).toEqual(length);
    expect(fieldErrors(schema, form({ ...USDT, walletAddress: 'T'.repeat(128) }))).toEqual({});
  });

  it('wants a valid Wise email', () => {
    expect(fieldErrors(schema, form({ ...WISE, wiseEmail: 'lan@' }))).toEqual({
      'receiving.wiseEmail': validationMessage('email'),
    });
  });

  it('wants a 9-digit routing number and a 4 to 34 character account number', () => {
    for (const routingNumber of ['12345678', '1234567890', '02100002A']) {
      expect(fieldErrors(schema, form({ ...BANK, routingNumber })), routingNumber).toEqual({
        'receiving.routingNumber': validationMessage('routingNumber', { digits: 9 }),
      });
    }
    for (const accountNumber of ['123', 'A'.repeat(35), '1234-5678']) {
      expect(fieldErrors(schema, form({ ...BANK, accountNumber })), accountNumber).toEqual({
        'receiving.accountNumber': validationMessage('accountNumber', { min: 4, max: 34 }),
      });
    }
  });

  it('needs a detail for "other reason", even while other fields are wrong', () => {
    expect(fieldErrors(schema, form(USDT, { amount: '', reason: 'other', reasonDetail: '  ' }))).toEqual({
      amount: validationMessage('amountRequired'),
      reasonDetail: validationMessage('reasonDetailRequired'),
    });
    expect(fieldErrors(schema, form(USDT, { reason: 'other', reasonDetail: 'x'.repeat(501) }))).toEqual({
      reasonDetail: validationMessage('maxLength', { max: 500 }),
    });
  });
});
