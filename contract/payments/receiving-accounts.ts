import { z } from 'zod';
import type { PaymentMethodId } from '../common/enums.schema';
import { EmailSchema, UrlSchema } from '../common/primitives.schema';
import { CurrencyCodeSchema } from './payment-common.schema';

/*
 * Where a seller sends the money of a manual (ticket) top-up: the agency's receiving accounts
 * (spec section 3, "Receiving accounts": Hong Kong and United States) and the agency's e-mail
 * or account id at each wallet provider.
 *
 * EXAMPLE VALUES ONLY. The spec lists the fields but does not reproduce the real account
 * details, so every value below is an obviously made-up placeholder (example.com addresses,
 * "EXAMPLE" names, zero-filled numbers). A real deployment replaces them with the agency's own
 * details; nothing here may be used to send real money.
 */

/** Fields of one receiving bank account, with the spec's spelling. Null where the account has no such code. */
const ReceivingBankAccountSchema = z
  .object({
    type: z.enum(['HK', 'US']).describe('Where the account is held: Hong Kong or United States'),
    currency: CurrencyCodeSchema.describe('The account\'s currency (the spec\'s "value")'),
    name: z.string().min(1).describe('Name of the bank that holds the account'),
    accountName: z.string().min(1).describe('Account holder, as the sender types it'),
    accountNickname: z.string().min(1).describe('Short name of the account, e.g. "Agency USD (HK)"'),
    bankAccountNumber: z.string().min(1),
    bankLocation: z.string().min(1).describe("The bank's address"),
    bankCode: z.string().min(1).nullable().describe('Hong Kong bank code (3 digits); null for a US account'),
    branchCode: z.string().min(1).nullable().describe('Hong Kong branch code (3 digits); null for a US account'),
    SWIFTCode: z
      .string()
      .regex(/^[A-Z0-9]{8}([A-Z0-9]{3})?$/)
      .describe('SWIFT / BIC code for international wires'),
    ACHRoutingNumber: z
      .string()
      .regex(/^\d{9}$/)
      .nullable()
      .describe('US ACH routing number (9 digits); null outside the US'),
    fedwireRoutingNumber: z
      .string()
      .regex(/^\d{9}$/)
      .nullable()
      .describe('US Fedwire (wire) routing number (9 digits); null outside the US'),
  })
  .describe('Receiving bank account');
export type ReceivingBankAccount = z.infer<typeof ReceivingBankAccountSchema>;

export const ReceivingBankAccountListSchema = z.array(ReceivingBankAccountSchema).min(1);

/** The Hong Kong and United States accounts that receive Wise and wire transfers (example values). */
export const RECEIVING_ACCOUNTS: readonly ReceivingBankAccount[] = [
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
    ACHRoutingNumber: '000000001',
    fedwireRoutingNumber: '000000002',
  },
];

/** A Vietnamese bank account that receives VND transfers (local bank ticket, TPBank). */
export const VietnameseReceivingAccountSchema = z
  .object({
    bankName: z.string().min(1).describe('Full bank name'),
    bankShortName: z.string().min(1).describe('Short name the seller picks in their banking app'),
    accountName: z.string().min(1).describe('Account holder, upper case as Vietnamese banks show it'),
    bankAccountNumber: z.string().regex(/^\d{6,19}$/),
    branch: z.string().min(1).nullable(),
  })
  .describe('Vietnamese receiving account');
export type VietnameseReceivingAccount = z.infer<typeof VietnameseReceivingAccountSchema>;

/** Methods paid by a VND transfer to a Vietnamese account. */
export type VietnameseTicketMethod = Extract<PaymentMethodId, 'localBankTicket' | 'TPBank'>;

export const VIETNAMESE_RECEIVING_ACCOUNTS: Readonly<Record<VietnameseTicketMethod, VietnameseReceivingAccount>> = {
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
};

/** The agency's address at a wallet provider: an e-mail, an account id, or a payment link. */
export const ReceivingWalletSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('email'), value: EmailSchema, accountName: z.string().min(1) }),
    z.object({ kind: z.literal('accountId'), value: z.string().min(1), accountName: z.string().min(1) }),
    z.object({ kind: z.literal('link'), value: UrlSchema, accountName: z.string().min(1) }),
  ])
  .describe('Receiving wallet');
export type ReceivingWallet = z.infer<typeof ReceivingWalletSchema>;

/** Methods paid to the agency's e-mail, account id or payment link at a wallet provider. */
export type WalletTicketMethod = Extract<
  PaymentMethodId,
  | 'paypal'
  | 'payoneerTicket'
  | 'pingpong'
  | 'pingPongTicket'
  | 'lianLianTicket'
  | 'redotpay'
  | 'transferWisePaymentLink'
  | 'airWallexAuto'
>;

export const RECEIVING_WALLETS: Readonly<Record<WalletTicketMethod, ReceivingWallet>> = {
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
};
