// @vitest-environment happy-dom
import { RechargeUserBalanceTicketBodySchema } from '@contract/tickets/tickets.schema';
import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetTransferCode,
  isTransferCode,
  makeTransferCode,
  rememberedTransferCode,
  TRANSFER_CODE_PATTERN,
  userPartOf,
} from '@/features/add-fund/methods/ticket/transfer-code';

const USER_ID = 'usr_4f9a2c7e1b3d5f6a8c0e';

describe('transfer code', () => {
  afterEach(() => window.sessionStorage.clear());

  it('is TK, six characters of the user id, then six random unambiguous characters', () => {
    expect(userPartOf(USER_ID)).toBe('6A8C0E');
    const code = makeTransferCode(USER_ID, (length) => Uint8Array.from({ length }, (_, index) => index * 37));
    expect(code).toMatch(TRANSFER_CODE_PATTERN);
    expect(code).toHaveLength(14);
    expect(code.slice(0, 8)).toBe(`TK${userPartOf(USER_ID)}`);
    expect(code.slice(8)).not.toMatch(/[01IO]/);
  });

  it('pads a short user id and drops its punctuation', () => {
    expect(userPartOf('u-1')).toBe('0000U1');
    expect(isTransferCode(makeTransferCode('u-1'))).toBe(true);
  });

  it('draws a new random part each time', () => {
    const codes = new Set(Array.from({ length: 50 }, () => makeTransferCode(USER_ID)));
    expect(codes.size).toBe(50);
    for (const code of codes) expect(isTransferCode(code)).toBe(true);
  });

  it('fits the contract and is only letters and digits, which banks keep in a note', () => {
    const code = makeTransferCode(USER_ID);
    expect(code).toMatch(/^[A-Z0-9]+$/);
    const body = {
      type: 'recharge_user_balance',
      amount: 10_000,
      paymentMethod: 'paypal',
      transferCode: code,
    } as const;
    expect(RechargeUserBalanceTicketBodySchema.parse(body).transferCode).toBe(code);
  });

  it('stays the same for a user and method in this tab until a ticket was sent with it', () => {
    const first = rememberedTransferCode(USER_ID, 'transferWise');
    expect(rememberedTransferCode(USER_ID, 'transferWise')).toBe(first);
    expect(rememberedTransferCode('usr_someoneelse0000', 'transferWise')).not.toBe(first);
    forgetTransferCode(USER_ID, 'transferWise');
    expect(rememberedTransferCode(USER_ID, 'transferWise')).not.toBe(first);
  });
});
