import type { VietnameseBank } from '@contract/payments/local-bank.schema';
import { describe, expect, it } from 'vitest';
import { searchBanks, transferBanks } from '@/features/add-fund/methods/vietqr/bank-search';

const bank = (code: string, bin: string, shortName: string, name: string, transferSupported: 0 | 1 = 1) =>
  ({
    id: Number(bin.slice(-2)),
    name,
    code,
    bin,
    shortName,
    logo: `https://img.example.com/${code}.png`,
    transferSupported,
    lookupSupported: 1,
    support: 3,
    isTransfer: transferSupported,
    swift_code: null,
  }) satisfies VietnameseBank;

const BANKS = [
  bank('VCB', '970436', 'Vietcombank', 'Ngân hàng TMCP Ngoại Thương Việt Nam'),
  bank('BIDV', '970418', 'BIDV', 'Ngân hàng TMCP Đầu tư và Phát triển Việt Nam'),
  bank('TCB', '970407', 'Techcombank', 'Ngân hàng TMCP Kỹ thương Việt Nam'),
  bank('XYZ', '970999', 'NoTransfer', 'Ngân hàng không hỗ trợ', 0),
];

describe('bank search', () => {
  it('offers only the banks that support transfers', () => {
    expect(transferBanks(BANKS).map((item) => item.code)).toEqual(['VCB', 'BIDV', 'TCB']);
  });

  it('folds case and Vietnamese accents, đ included', () => {
    expect(searchBanks(BANKS, '  NGÂN hàng   Đầu Tư ').map((item) => item.code)).toEqual(['BIDV']);
  });

  it('finds by short name, full name without accents, code or BIN; every word must match', () => {
    const codes = (search: string) => searchBanks(BANKS, search).map((item) => item.code);
    expect(codes('')).toEqual(['VCB', 'BIDV', 'TCB', 'XYZ']);
    expect(codes('vietcom')).toEqual(['VCB']);
    expect(codes('ngoai thuong')).toEqual(['VCB']);
    expect(codes('dau tu')).toEqual(['BIDV']);
    expect(codes('tcb')).toEqual(['TCB']);
    expect(codes('970418')).toEqual(['BIDV']);
    expect(codes('ngân hàng kỹ')).toEqual(['TCB']);
    expect(codes('nothing like it')).toEqual([]);
  });
});
