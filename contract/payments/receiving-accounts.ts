import { z } from 'zod';
import type { PaymentMethodId } from '../common/enums.schema';
import { EmailSchema } from '../common/primitives.schema';

/*
 * Where a seller sends the money of a manual (ticket) top-up: the agency's receiving accounts
 * (spec section 3, "Receiving accounts": Hong Kong and United States), its Vietnamese accounts and
 * its address at each wallet provider. The values are the operator's, per brand
 * (`contract/operator/`); every message below is the "expected …" half of a build's refusal line.
 */

const text = (expected: string) => z.string({ error: expected }).trim().min(1, { error: expected });

const digits = (count: number, what: string) =>
  z.string({ error: `expected ${what}` }).regex(new RegExp(`^\\d{${count}}$`), { error: `expected ${what}` });

/**
 * A US routing number (ABA): 9 digits whose weighted sum 3-7-1 is a multiple of 10, so a mistyped
 * digit is refused before a seller wires money with it.
 */
export const isAbaRoutingNumber = (value: string): boolean => {
  if (!/^\d{9}$/.test(value)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = [...value].reduce((total, digit, index) => total + Number(digit) * (weights[index] ?? 0), 0);
  return sum % 10 === 0;
};

const AbaRoutingNumberSchema = z
  .string({ error: 'expected a 9-digit routing number' })
  .refine(isAbaRoutingNumber, { error: 'expected a 9-digit ABA routing number (its check digit does not match)' });

const bankAccountFields = {
  currency: z
    .string({ error: 'expected an ISO currency code such as USD' })
    .regex(/^[A-Z]{3}$/, { error: 'expected an ISO currency code such as USD' })
    .describe('The account\'s currency (the spec\'s "value")'),
  name: text('expected the name of the bank').describe('Name of the bank that holds the account'),
  accountName: text('expected the account holder').describe('Account holder, as the sender types it'),
  accountNickname: text('expected a short name for the account').describe(
    'Short name of the account, e.g. "Agency USD (HK)"',
  ),
  bankAccountNumber: z
    .string({ error: 'expected the account number' })
    .regex(/^[0-9][0-9 -]{4,32}[0-9]$/, { error: 'expected the account number: digits, with spaces or - between' }),
  bankLocation: text("expected the bank's address").describe("The bank's address"),
  SWIFTCode: z
    .string({ error: 'expected a SWIFT / BIC code' })
    .regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, {
      error: 'expected a SWIFT / BIC code: 8 or 11 capital letters and digits',
    })
    .describe('SWIFT / BIC code for international wires'),
};

/** Fields of one receiving bank account, with the spec's spelling; each region has its own codes and no other. */
const ReceivingBankAccountSchema = z
  .discriminatedUnion(
    'type',
    [
      z
        .object({
          type: z.literal('HK').describe('Held in Hong Kong'),
          ...bankAccountFields,
          bankCode: digits(3, 'the 3-digit Hong Kong bank code').describe('Hong Kong bank code (3 digits)'),
          branchCode: digits(3, 'the 3-digit branch code').describe('Hong Kong branch code (3 digits)'),
          ACHRoutingNumber: z.null({ error: 'expected null: a Hong Kong account has no ACH routing number' }),
          fedwireRoutingNumber: z.null({ error: 'expected null: a Hong Kong account has no Fedwire routing number' }),
        })
        .strict(),
      z
        .object({
          type: z.literal('US').describe('Held in the United States'),
          ...bankAccountFields,
          bankCode: z.null({ error: 'expected null: a US account has no Hong Kong bank code' }),
          branchCode: z.null({ error: 'expected null: a US account has no Hong Kong branch code' }),
          ACHRoutingNumber: AbaRoutingNumberSchema.describe('US ACH routing number (9 digits)'),
          fedwireRoutingNumber: AbaRoutingNumberSchema.describe('US Fedwire (wire) routing number (9 digits)'),
        })
        .strict(),
    ],
    { error: 'expected type "HK" (Hong Kong) or "US" (United States)' },
  )
  .describe('Receiving bank account');
export type ReceivingBankAccount = z.infer<typeof ReceivingBankAccountSchema>;

/** The Hong Kong and United States accounts that receive Wise and wire transfers: one per region. */
export const ReceivingBankAccountListSchema = z
  .array(ReceivingBankAccountSchema, { error: 'expected a list of receiving accounts' })
  .min(1, { error: 'expected at least one receiving account, or null' })
  .refine((accounts) => new Set(accounts.map((account) => account.type)).size === accounts.length, {
    error: 'expected at most one Hong Kong (HK) and one United States (US) account',
  });

/** A Vietnamese bank account that receives VND transfers (local bank ticket, TPBank). */
export const VietnameseReceivingAccountSchema = z
  .object({
    bankName: text('expected the full name of the bank').describe('Full bank name'),
    bankShortName: text('expected the short name sellers pick in their banking app').describe(
      'Short name the seller picks in their banking app',
    ),
    accountName: text('expected the account holder').describe('Account holder, upper case as Vietnamese banks show it'),
    bankAccountNumber: z
      .string({ error: 'expected the account number' })
      .regex(/^\d{6,19}$/, { error: 'expected the account number: 6 to 19 digits' }),
    branch: text('expected the branch, or null').nullable(),
  })
  .strict()
  .describe('Vietnamese receiving account');
export type VietnameseReceivingAccount = z.infer<typeof VietnameseReceivingAccountSchema>;

/** Methods paid by a VND transfer to a Vietnamese account. */
export const VIETNAMESE_TICKET_METHODS = ['localBankTicket', 'TPBank'] as const satisfies readonly PaymentMethodId[];
export type VietnameseTicketMethod = (typeof VIETNAMESE_TICKET_METHODS)[number];

const walletAccountName = text('expected the name the provider shows for the account');

/** The agency's address at a wallet provider: an e-mail, an account id, or a payment link. */
export const ReceivingWalletSchema = z
  .discriminatedUnion(
    'kind',
    [
      z
        .object({
          kind: z.literal('email'),
          value: EmailSchema.describe('The e-mail sellers pay to'),
          accountName: walletAccountName,
        })
        .strict(),
      z
        .object({
          kind: z.literal('accountId'),
          value: z
            .string({ error: 'expected the account id' })
            .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{2,63}$/, { error: 'expected the account id: letters, digits, . _ -' }),
          accountName: walletAccountName,
        })
        .strict(),
      z
        .object({
          kind: z.literal('link'),
          value: z.url({ protocol: /^https$/, error: 'expected an https payment link' }),
          accountName: walletAccountName,
        })
        .strict(),
    ],
    { error: 'expected kind "email", "accountId" or "link"' },
  )
  .describe('Receiving wallet');
export type ReceivingWallet = z.infer<typeof ReceivingWalletSchema>;

/** Methods paid to the agency's e-mail, account id or payment link at a wallet provider. */
export const WALLET_TICKET_METHODS = [
  'paypal',
  'payoneerTicket',
  'pingpong',
  'pingPongTicket',
  'lianLianTicket',
  'redotpay',
  'transferWisePaymentLink',
  'airWallexAuto',
] as const satisfies readonly PaymentMethodId[];
export type WalletTicketMethod = (typeof WALLET_TICKET_METHODS)[number];

/** Methods paid by a transfer to the Hong Kong or United States accounts. */
export const BANK_ACCOUNT_METHODS = ['transferWise', 'transferWire'] as const satisfies readonly PaymentMethodId[];
export type BankAccountMethod = (typeof BANK_ACCOUNT_METHODS)[number];
