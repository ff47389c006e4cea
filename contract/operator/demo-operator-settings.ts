import type { UsdtNetwork } from '../common/enums.schema';
import type { OperatorSettings } from './operator-settings.schema';

/*
 * The demo's receiving details, the same for every brand: mock and demo builds show them (with a note
 * that they are not real) and the mock backend answers with the same USDT and USDC addresses. Every
 * value is made up so that no one can send money with it: reserved example.com addresses, "EXAMPLE"
 * names, zero-filled numbers, a SWIFT code of no bank, wallet addresses whose checksum no wallet
 * accepts. A live build refuses each of them (`looksLikePlaceholder`), and only mock builds import
 * this module (the live bundle test checks it).
 */
/** One address per network for both tokens, as an agency's EVM address takes USDT and USDC alike. */
export const DEMO_TOKEN_ADDRESSES: Readonly<Record<UsdtNetwork, string>> = {
  TRC20: 'TEXAMPLEDoNotSendFundsToThisAddr12',
  ERC20: '0xdEaDbEeFdEaDbEeFdEaDbEeFdEaDbEeFdEaDbEeF',
  BEP20: '0xBeEfDeAdBeEfDeAdBeEfDeAdBeEfDeAdBeEfDeAd',
};

export const DEMO_RECEIVING: Omit<OperatorSettings, 'issuer'> = {
  receivingAccounts: [
    {
      type: 'HK',
      currency: 'USD',
      name: 'Example Bank (Hong Kong) Limited',
      accountName: 'EXAMPLE AGENCY LIMITED',
      accountNickname: 'Example Agency USD (HK)',
      bankAccountNumber: '000-000000-001',
      bankLocation: '1 Example Road, Central, Hong Kong',
      bankCode: '000',
      branchCode: '000',
      SWIFTCode: 'EXAMHKHHXXX',
      ACHRoutingNumber: null,
      fedwireRoutingNumber: null,
    },
    {
      type: 'US',
      currency: 'USD',
      name: 'Example Bank, N.A.',
      accountName: 'EXAMPLE AGENCY LLC',
      accountNickname: 'Example Agency USD (US)',
      bankAccountNumber: '000000000002',
      bankLocation: '1 Example Avenue, New York, NY 10000, United States',
      bankCode: null,
      branchCode: null,
      SWIFTCode: 'EXAMUS33XXX',
      ACHRoutingNumber: '000000000',
      fedwireRoutingNumber: '123123123',
    },
  ],
  vietnameseReceivingAccounts: {
    localBankTicket: {
      bankName: 'Ngân hàng Ví dụ (Example Bank Vietnam)',
      bankShortName: 'EXAMPLEBANK',
      accountName: 'CONG TY VI DU EXAMPLE',
      bankAccountNumber: '0000000000001',
      branch: 'Chi nhánh Ví dụ (Example branch)',
    },
    TPBank: {
      bankName: 'TPBank (example account)',
      bankShortName: 'TPBank',
      accountName: 'CONG TY VI DU EXAMPLE',
      bankAccountNumber: '00000000002',
      branch: null,
    },
  },
  receivingWallets: {
    paypal: { kind: 'email', value: 'paypal-payments@example.com', accountName: 'Example Agency' },
    payoneerTicket: { kind: 'email', value: 'payoneer-payments@example.com', accountName: 'Example Agency' },
    pingpong: { kind: 'email', value: 'pingpong-payments@example.com', accountName: 'Example Agency' },
    pingPongTicket: { kind: 'accountId', value: 'PP-EXAMPLE-000001', accountName: 'Example Agency' },
    lianLianTicket: { kind: 'accountId', value: 'LL-EXAMPLE-000001', accountName: 'Example Agency' },
    redotpay: { kind: 'accountId', value: 'RP-EXAMPLE-000001', accountName: 'Example Agency' },
    transferWisePaymentLink: {
      kind: 'link',
      value: 'https://pay.example.com/wise/example-agency',
      accountName: 'Example Agency',
    },
    airWallexAuto: { kind: 'accountId', value: 'AWX-EXAMPLE-000001', accountName: 'Example Agency' },
  },
  tokenWallets: {
    USDT: { ...DEMO_TOKEN_ADDRESSES },
    USDC: { ERC20: DEMO_TOKEN_ADDRESSES.ERC20, BEP20: DEMO_TOKEN_ADDRESSES.BEP20 },
  },
};
