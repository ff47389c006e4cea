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

const TRON_ADDRESS = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const EVM_ADDRESS = '0x8f3cf7ad23cd3cadbd9735aff958023239c6a063';
const USDT = { method: 'usdt', walletAddress: TRON_ADDRESS, usdtNetwork: 'TRC20' } as const;
const WISE = { method: 'wise', wiseEmail: 'lan@example.com', accountHolder: 'Nguyen Thi Lan' } as const;
const US_BANK = {
  method: 'bank',
  bankCountry: 'US',
  bankName: 'Chase',
  accountHolder: 'Nguyen Thi Lan',
  routingNumber: '021000021',
  accountNumber: '12345678',
  accountType: 'checking',
  address: '1 Main St, New York, NY',
} as const;
const VN_BANK = {
  method: 'bank',
  bankCountry: 'VN',
  bankBin: '970436',
  bankName: 'Vietcombank',
  accountNumber: '0071000123456',
  accountHolder: 'Nguyễn Thị Lan',
} as const;
const DE_BANK = {
  method: 'bank',
  bankCountry: 'DE',
  bankName: 'Deutsche Bank',
  accountHolder: 'Lan Nguyen',
  iban: 'de89 3704 0044 0532 0130 00',
  swift: 'deutdeff',
  address: 'Unter den Linden 1, Berlin',
} as const;
const SG_BANK = {
  method: 'bank',
  bankCountry: 'SG',
  bankName: 'DBS',
  accountHolder: 'Lan Nguyen',
  swift: 'DBSSSGSG',
  accountNumber: '0720123456',
  address: '1 Raffles Place, Singapore',
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

  it('sends Wise details trimmed', () => {
    expect(sent(form({ ...WISE, wiseEmail: ' lan@example.com ' })).receiving).toEqual(WISE);
  });

  it('sends a Vietnamese bank from the list with the holder folded as the bank prints it', () => {
    expect(sent(form({ ...VN_BANK, routingNumber: '021000021', address: 'left over' })).receiving).toEqual({
      method: 'bank',
      scheme: 'vn_local',
      country: 'VN',
      bankBin: '970436',
      bankName: 'Vietcombank',
      accountNumber: '0071000123456',
      accountHolder: 'NGUYEN THI LAN',
    });
    expect(sent(form({ ...VN_BANK, accountHolder: '  Đặng   văn  Đức ' })).receiving).toMatchObject({
      accountHolder: 'DANG VAN DUC',
    });
  });

  it('sends a US bank with ACH, an IBAN bank with IBAN and SWIFT, another with SWIFT', () => {
    expect(sent(form({ ...US_BANK, bankName: ' Chase ', accountType: 'savings' })).receiving).toEqual({
      method: 'bank',
      scheme: 'ach',
      country: 'US',
      bankName: 'Chase',
      routingNumber: '021000021',
      accountNumber: '12345678',
      accountType: 'savings',
      accountHolder: 'Nguyen Thi Lan',
      address: '1 Main St, New York, NY',
    });
    expect(sent(form(DE_BANK)).receiving).toEqual({
      method: 'bank',
      scheme: 'iban',
      country: 'DE',
      bankName: 'Deutsche Bank',
      iban: 'DE89370400440532013000',
      swift: 'DEUTDEFF',
      accountHolder: 'Lan Nguyen',
      address: 'Unter den Linden 1, Berlin',
    });
    expect(sent(form(SG_BANK)).receiving).toMatchObject({ scheme: 'swift', country: 'SG', swift: 'DBSSSGSG' });
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
      amount: validationMessage('refundAmountRequired'),
      reason: required,
      'receiving.walletAddress': required,
      'receiving.usdtNetwork': required,
    });
    expect(fieldErrors(schema, emptyRefundForm('wise'))).toMatchObject({
      'receiving.wiseEmail': required,
      'receiving.accountHolder': required,
    });
    // The bank's country first: the other bank fields depend on it.
    expect(fieldErrors(schema, emptyRefundForm('bank'))).toMatchObject({ 'receiving.bankCountry': required });
    expect(fieldErrors(schema, form({ method: 'bank', bankCountry: 'VN' }))).toEqual({
      'receiving.bankBin': required,
      'receiving.accountNumber': required,
      'receiving.accountHolder': required,
    });
    expect(fieldErrors(schema, form({ method: 'bank', bankCountry: 'US' }))).toEqual({
      'receiving.bankName': required,
      'receiving.accountHolder': required,
      'receiving.routingNumber': required,
      'receiving.accountNumber': required,
      'receiving.accountType': required,
      'receiving.address': required,
    });
  });

  it('says what the empty amount is: the amount to refund', () => {
    expect(fieldErrors(schema, form(USDT, { amount: '  ' }))).toEqual({
      amount: validationMessage('refundAmountRequired'),
    });
  });

  it('refuses more than the maximum, 0 and a third decimal with the spec messages', () => {
    const invalid = validationMessage('amountInvalid', { min: 1, max: 125_040 });
    expect(fieldErrors(schema, form(USDT, { amount: '1250.41' }))).toEqual({ amount: invalid });
    expect(fieldErrors(schema, form(USDT, { amount: '0' }))).toEqual({ amount: invalid });
    expect(fieldErrors(schema, form(USDT, { amount: '1.005' }))).toEqual({
      amount: validationMessage('amountMaxDecimals', { max: 2 }),
    });
  });

  it("wants a USDT address in its network's format, with the contract's rule (issue 41)", () => {
    const wrong = { 'receiving.walletAddress': validationMessage('usdtAddressNetwork') };
    for (const [usdtNetwork, walletAddress] of [
      ['TRC20', EVM_ADDRESS],
      ['ERC20', TRON_ADDRESS],
      ['BEP20', TRON_ADDRESS],
      ['TRC20', 'T0'.repeat(17)],
      ['TRC20', 'TXyz1234567890abcdefGHIJ'],
      ['ERC20', `${EVM_ADDRESS}0`],
      ['BEP20', EVM_ADDRESS.replace('8f', 'zz')],
    ] as const) {
      const receiving = { ...USDT, usdtNetwork, walletAddress };
      expect(fieldErrors(schema, form(receiving)), `${usdtNetwork} ${walletAddress}`).toEqual(wrong);
      expect(
        RequestRefundBodySchema.safeParse({ amount: 100, reason: 'other', reasonDetail: 'x', receiving }).success,
      ).toBe(false);
    }
    for (const [usdtNetwork, walletAddress] of [
      ['TRC20', TRON_ADDRESS],
      ['ERC20', EVM_ADDRESS],
      ['BEP20', ` ${EVM_ADDRESS.toUpperCase().replace('0X', '0x')} `],
    ] as const) {
      expect(fieldErrors(schema, form({ ...USDT, usdtNetwork, walletAddress }))).toEqual({});
    }
  });

  it('wants names that are plain names and text that is plain text (issue 41)', () => {
    const name = validationMessage('nameNotPlainText');
    const text = validationMessage('textNotPlain');
    expect(fieldErrors(schema, form({ ...WISE, accountHolder: 'Nguyen\u3164Lan' }))).toEqual({
      'receiving.accountHolder': name,
    });
    expect(fieldErrors(schema, form({ ...US_BANK, bankName: 'Chase\u00AD' }))).toEqual({ 'receiving.bankName': name });
    expect(fieldErrors(schema, form({ ...US_BANK, address: '1 Main St\u0000' }))).toEqual({
      'receiving.address': text,
    });
    expect(
      fieldErrors(schema, form(USDT, { reason: 'other', reasonDetail: 'Closing the shop\nThank you\u200B' })),
    ).toEqual({ reasonDetail: text });
    expect(fieldErrors(schema, form(USDT, { reason: 'other', reasonDetail: 'Closing the shop\nThank you' }))).toEqual(
      {},
    );
  });

  it('wants a valid Wise email', () => {
    expect(fieldErrors(schema, form({ ...WISE, wiseEmail: 'lan@' }))).toEqual({
      'receiving.wiseEmail': validationMessage('email'),
    });
  });

  it('wants a 9-digit ACH routing number with its checksum and a US account number of digits', () => {
    for (const routingNumber of ['12345678', '1234567890', '02100002A']) {
      expect(fieldErrors(schema, form({ ...US_BANK, routingNumber })), routingNumber).toEqual({
        'receiving.routingNumber': validationMessage('routingNumber', { digits: 9 }),
      });
    }
    expect(fieldErrors(schema, form({ ...US_BANK, routingNumber: '021000022' }))).toEqual({
      'receiving.routingNumber': validationMessage('routingNumberChecksum'),
    });
    for (const accountNumber of ['123', '1'.repeat(18), 'AB12345678']) {
      expect(fieldErrors(schema, form({ ...US_BANK, accountNumber })), accountNumber).toEqual({
        'receiving.accountNumber': validationMessage('accountNumberDigits', { min: 4, max: 17 }),
      });
    }
  });

  it('wants a Vietnamese account of 6 to 19 digits and a holder in Latin letters', () => {
    expect(fieldErrors(schema, form({ ...VN_BANK, accountNumber: '12345' }))).toEqual({
      'receiving.accountNumber': validationMessage('accountNumberDigits', { min: 6, max: 19 }),
    });
    expect(fieldErrors(schema, form({ ...VN_BANK, accountNumber: '0071 0001 23456' }))).toEqual({});
    for (const accountHolder of ['Lan 2', 'Nguyễn-Lan', '王小明']) {
      expect(fieldErrors(schema, form({ ...VN_BANK, accountHolder })), accountHolder).toEqual({
        'receiving.accountHolder': validationMessage('holderNamePrinted'),
      });
    }
  });

  it("checks an IBAN's checksum and that the IBAN and SWIFT/BIC are of the bank's country", () => {
    expect(fieldErrors(schema, form({ ...DE_BANK, iban: 'DE89370400440532013001' }))).toEqual({
      'receiving.iban': validationMessage('ibanInvalid'),
    });
    expect(fieldErrors(schema, form({ ...DE_BANK, bankCountry: 'FR' }))).toEqual({
      'receiving.iban': validationMessage('ibanCountry'),
      'receiving.swift': validationMessage('swiftCountry'),
    });
    expect(fieldErrors(schema, form({ ...SG_BANK, swift: 'DBS1SG' }))).toEqual({
      'receiving.swift': validationMessage('swiftInvalid'),
    });
  });

  it('needs a detail for "other reason", even while other fields are wrong', () => {
    expect(fieldErrors(schema, form(USDT, { amount: '', reason: 'other', reasonDetail: '  ' }))).toEqual({
      amount: validationMessage('refundAmountRequired'),
      reasonDetail: validationMessage('reasonDetailRequired'),
    });
    expect(fieldErrors(schema, form(USDT, { reason: 'other', reasonDetail: 'x'.repeat(501) }))).toEqual({
      reasonDetail: validationMessage('maxLength', { max: 500 }),
    });
  });
});
