import { FulfillTokenPaymentBodySchema } from '@contract/payments/token.schema';
import { describe, expect, it } from 'vitest';
import {
  checkTokenTransfer,
  fromAddressIssue,
  transactionHashIssue,
} from '@/features/add-fund/methods/token/token-transfer-form';

const HASH = 'a'.repeat(60) + '1f2e';
const TRON_RECEIVING = 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL';
const TRON_SENDER = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const EVM_RECEIVING = '0x8f3cf7ad23cd3cadbd9735aff958023239c6a063';
const EVM_SENDER = '0x1111111111111111111111111111111111111111';

describe('transactionHashIssue', () => {
  it('accepts 64 hex digits, with or without 0x, in any case, around spaces', () => {
    expect(transactionHashIssue(HASH)).toBeNull();
    expect(transactionHashIssue(`0x${HASH}`)).toBeNull();
    expect(transactionHashIssue(`  ${HASH.toUpperCase()}  `)).toBeNull();
  });

  it('asks for a missing hash', () => {
    expect(transactionHashIssue('')).toBe('hashRequired');
    expect(transactionHashIssue('   ')).toBe('hashRequired');
  });

  it('refuses a wrong length or a non-hex character', () => {
    expect(transactionHashIssue(HASH.slice(1))).toBe('hashFormat');
    expect(transactionHashIssue(`${HASH}0`)).toBe('hashFormat');
    expect(transactionHashIssue(`${HASH.slice(1)}g`)).toBe('hashFormat');
    expect(transactionHashIssue(`0X${HASH}`)).toBe('hashFormat');
  });
});

describe('fromAddressIssue', () => {
  it('accepts an address of the chosen network', () => {
    expect(fromAddressIssue(TRON_SENDER, 'TRC20')).toBeNull();
    expect(fromAddressIssue(EVM_SENDER, 'ERC20')).toBeNull();
    expect(fromAddressIssue(` ${EVM_SENDER} `, 'BEP20')).toBeNull();
  });

  it('asks for a missing address', () => {
    expect(fromAddressIssue(' ', 'TRC20')).toBe('addressRequired');
  });

  it('refuses what is no wallet address at all', () => {
    expect(fromAddressIssue('my wallet', 'TRC20')).toBe('addressFormat');
    // Base58 has no 0, O, I or l.
    expect(fromAddressIssue(`T${'0'.repeat(33)}`, 'TRC20')).toBe('addressFormat');
    expect(fromAddressIssue('0x1234', 'ERC20')).toBe('addressFormat');
  });

  it('refuses an address of another network', () => {
    expect(fromAddressIssue(EVM_SENDER, 'TRC20')).toBe('addressNetwork');
    expect(fromAddressIssue(TRON_SENDER, 'ERC20')).toBe('addressNetwork');
    expect(fromAddressIssue(TRON_SENDER, 'BEP20')).toBe('addressNetwork');
  });

  it('refuses the receiving address pasted by mistake, whatever its case', () => {
    expect(fromAddressIssue(TRON_RECEIVING, 'TRC20', TRON_RECEIVING)).toBe('addressIsReceiving');
    expect(fromAddressIssue(EVM_RECEIVING.toUpperCase().replace('0X', '0x'), 'ERC20', EVM_RECEIVING)).toBe(
      'addressIsReceiving',
    );
  });
});

describe('checkTokenTransfer', () => {
  it('gives each field its first issue', () => {
    expect(checkTokenTransfer({ transactionHash: '', fromAddress: EVM_SENDER }, 'TRC20')).toEqual({
      ok: false,
      issues: { transactionHash: 'hashRequired', fromAddress: 'addressNetwork' },
    });
    expect(checkTokenTransfer({ transactionHash: HASH, fromAddress: '' }, 'TRC20')).toEqual({
      ok: false,
      issues: { fromAddress: 'addressRequired' },
    });
  });

  it('gives the trimmed body, which the contract accepts', () => {
    const checked = checkTokenTransfer(
      { transactionHash: ` 0x${HASH} `, fromAddress: ` ${EVM_SENDER}\n` },
      'BEP20',
      EVM_RECEIVING,
    );
    expect(checked).toEqual({ ok: true, body: { transactionHash: `0x${HASH}`, fromAddress: EVM_SENDER } });
    if (checked.ok) expect(FulfillTokenPaymentBodySchema.parse(checked.body)).toEqual(checked.body);
  });

  it('never accepts what the contract refuses', () => {
    const samples = ['', ' ', HASH, `0x${HASH}`, HASH.slice(2), TRON_SENDER, EVM_SENDER, `${EVM_SENDER}0`, 'T123'];
    for (const transactionHash of samples) {
      for (const fromAddress of samples) {
        for (const network of ['TRC20', 'ERC20', 'BEP20'] as const) {
          const checked = checkTokenTransfer({ transactionHash, fromAddress }, network);
          if (checked.ok) expect(FulfillTokenPaymentBodySchema.safeParse(checked.body).success).toBe(true);
        }
      }
    }
  });
});
