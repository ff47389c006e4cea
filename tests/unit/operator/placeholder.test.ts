import { describe, expect, it } from 'vitest';
import { looksLikePlaceholder } from '@contract/operator/placeholder';

describe('looksLikePlaceholder', () => {
  it.each([
    // Domains reserved for documentation and tests (RFC 2606, RFC 6761).
    'payments@example.com',
    'billing@agency.example',
    'ops@shop.test',
    'pay@agency.invalid',
    'https://pay.example.org/wise/agency',
    'https://localhost:8080/pay',
    'payments@mail.example.net',
    // Filler words, whole or inside a word, in any case.
    'Example Bank (Hong Kong) Limited',
    'EXAMPLEBANK',
    'Placeholder Company',
    'Sample Trading Co.',
    'Dummy account',
    'changeme',
    'Change Me',
    'pk_live_replaceWithYourKey',
    'YOUR AGENCY LIMITED',
    'Lorem ipsum dolor',
    'TODO',
    'tbd',
    'Demo Agency',
    'Fake Bank',
    'PP-EXAMPLE-000001',
    'John Doe',
    'Nguyễn Văn A',
    'Ngân hàng Ví dụ (Example Bank Vietnam)',
    // Nothing to say, or x's to fill in.
    'N/A',
    '-',
    'none',
    '   ',
    'XXX',
    'acct_XXXXXXXXXX',
    'xxxx-xxxx-xxxx',
    // Made-up numbers.
    '000-000000-001',
    '000000000002',
    '0000000000',
    '000',
    '000000001',
    '123456789',
    '0123456789',
    '987654321',
    '123123123',
    '1111-1111-1111',
    // Test SWIFT codes: EXAM/TEST banks, a repeated bank code, a test-and-training BIC.
    'EXAMHKHHXXX',
    'EXAMUS33XXX',
    'TESTUS33',
    'XXXXHKHHXXX',
    'HSBCHK20',
    // Wallet addresses of no one.
    'TXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX',
    '0x0000000000000000000000000000000000000000',
    '0x0000000000000000000000000000000000000001',
    '0xdEaDbEeFdEaDbEeFdEaDbEeFdEaDbEeFdEaDbEeF',
    'TEXAMPLEDoNotSendFundsToThisAddr12',
    // E-mail boxes of form examples.
    'you@agency.vn',
    'name@agency.com',
  ])('flags %j', (value) => {
    expect(looksLikePlaceholder(value)).toBe(true);
  });

  it.each([
    // Real banks, Hong Kong, the United States and Vietnam.
    'The Hongkong and Shanghai Banking Corporation Limited',
    'Standard Chartered Bank (Hong Kong) Limited',
    'DBS Bank (Hong Kong) Limited',
    'JPMorgan Chase Bank, N.A.',
    'Citibank, N.A.',
    'Bank of America, N.A.',
    'Ngân hàng TMCP Ngoại thương Việt Nam',
    'Ngân hàng TMCP Tiên Phong',
    'Vietcombank',
    'TPBank',
    'VIETCOMBANK',
    'Techcombank',
    // Real codes: SWIFT codes (the XXX branch of a head office included) and routing numbers.
    'HSBCHKHHHKH',
    'CHASUS33XXX',
    'DHBKHKHH',
    'BFTVVNVX',
    'TPBVVNVX',
    '021000021',
    '026009593',
    '011000015',
    '121000358',
    // Real-looking account numbers, holders, addresses and ids.
    '004-123456-001',
    '478-392615-838',
    '0071000123456',
    '1029384756',
    'CONG TY TNHH THUONG MAI DICH VU QUANG CAO SAO VIET',
    'CÔNG TY TNHH DỊCH VỤ QUẢNG CÁO SAO VIỆT',
    'Nguyễn Thị Lan',
    'Trần Văn An',
    'Đỗ Minh Quân',
    'Lan & Co Trading Limited',
    '1 Queen’s Road Central, Central, Hong Kong',
    '410 Park Avenue, New York, NY 10022, United States',
    'Chi nhánh Hoàn Kiếm',
    'USD',
    'HK',
    'ADC',
    'payments@agency.vn',
    'billing@lanboutique.com.vn',
    'https://wise.com/pay/me/lanboutique',
    'PP-4829173650',
    'acct_LS7Q2M9XK4',
    '0316543210',
    // Real-shaped wallet addresses: random characters, a short word inside one is chance.
    'TRNFBzRdzmKcJRwoqd1rGjv2VAAoMBHimg',
    'TDemoxQ7kZr2Wm9PaLt4Vn8YbHc3Jf6Ue1',
    '0xC13C1d962bf4BF0334518a7D0DC5d19c43F2d0FF',
    '0xdAC17F958D2ee523a2206206994597C13D831ec7',
  ])('lets %j through', (value) => {
    expect(looksLikePlaceholder(value)).toBe(false);
  });
});
