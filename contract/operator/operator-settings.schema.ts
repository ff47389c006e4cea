import { z } from 'zod';
import type { PaymentMethodId, UsdtNetwork } from '../common/enums.schema';
import { EmailSchema } from '../common/primitives.schema';
import {
  BANK_ACCOUNT_METHODS,
  ReceivingBankAccountListSchema,
  ReceivingWalletSchema,
  VIETNAMESE_TICKET_METHODS,
  VietnameseReceivingAccountSchema,
  WALLET_TICKET_METHODS,
  type BankAccountMethod,
  type ReceivingBankAccount,
  type ReceivingWallet,
  type VietnameseReceivingAccount,
  type VietnameseTicketMethod,
  type WalletTicketMethod,
} from '../payments/receiving-accounts';
import type { TokenSymbol } from '../payments/token.schema';
import { isUsdtAddressOf } from '../payments/usdt-address';
import { InvoicePrefixSchema } from '../transactions/invoice-numbers';

/*
 * The operator's settings for one brand: where sellers send the money of the manual methods and of
 * USDT/USDC, and who issues the invoices. Not an API answer: a live build reads them from the
 * operator's file (README, "Deploying"); mock and demo builds use `demo-operator-settings.ts`.
 * Every method's entry is there, complete or null ("this brand does not take this method"), so an
 * operator decides each one. Messages are the "expected …" half of a build's refusal line.
 */

const text = (expected: string) => z.string({ error: expected }).trim().min(1, { error: expected });

const tronAddress = z
  .string({ error: 'expected a Tron address' })
  .trim()
  .refine((address) => isUsdtAddressOf('TRC20', address), {
    error: 'expected a Tron address: T and 33 base58 characters',
  });
// ERC20 and BEP20 share Ethereum's address format.
const evmAddress = z
  .string({ error: 'expected an address' })
  .trim()
  .refine((address) => isUsdtAddressOf('ERC20', address), { error: 'expected an address: 0x and 40 hex digits' });

/** The agency's receiving address per network, per token; null when the brand does not take that token. */
const TokenWalletsSchema = z
  .object({
    USDT: z
      .object({ TRC20: tronAddress, ERC20: evmAddress, BEP20: evmAddress })
      .strict()
      .nullable()
      .describe('USDT receiving address per network; null: this brand does not take USDT'),
    // USDC is taken on ERC20 and BEP20 only (`networksOfToken`).
    USDC: z
      .object({ ERC20: evmAddress, BEP20: evmAddress })
      .strict()
      .nullable()
      .describe('USDC receiving address per network; null: this brand does not take USDC'),
  })
  .strict();

/** Who issues the invoices: the agency's legal details, printed on every invoice it issues. */
const IssuerSchema = z
  .object({
    legalName: text('expected the legal name of the company'),
    address: z
      .array(text('expected a line of the postal address'), { error: 'expected the postal address, one line each' })
      .min(1, { error: 'expected the postal address, one line each' })
      .describe('Postal address, one line each'),
    taxId: text('expected the tax identification number').describe('Tax identification number'),
    email: EmailSchema.describe('Where sellers write about an invoice'),
    invoicePrefix: z
      .string({ error: 'expected 2 to 8 capital letters' })
      .refine((prefix) => InvoicePrefixSchema.safeParse(prefix).success, { error: 'expected 2 to 8 capital letters' })
      .describe('Invoice numbers are <prefix>-<year>-<sequence>'),
  })
  .strict();
export type Issuer = z.infer<typeof IssuerSchema>;

export const OperatorSettingsSchema = z
  .object({
    receivingAccounts: ReceivingBankAccountListSchema.nullable().describe(
      'The Hong Kong and United States accounts for Wise and wire transfers; null: this brand takes neither',
    ),
    vietnameseReceivingAccounts: z.record(
      z.enum(VIETNAMESE_TICKET_METHODS),
      VietnameseReceivingAccountSchema.nullable(),
    ),
    receivingWallets: z.record(z.enum(WALLET_TICKET_METHODS), ReceivingWalletSchema.nullable()),
    tokenWallets: TokenWalletsSchema,
    issuer: IssuerSchema,
  })
  .strict()
  .describe("One brand's operator settings");
export type OperatorSettings = z.infer<typeof OperatorSettingsSchema>;

/** The manual methods whose receiving details are operator settings. */
export type ReceivingMethod = BankAccountMethod | VietnameseTicketMethod | WalletTicketMethod;

export const RECEIVING_METHODS: readonly ReceivingMethod[] = [
  ...BANK_ACCOUNT_METHODS,
  ...VIETNAMESE_TICKET_METHODS,
  ...WALLET_TICKET_METHODS,
];

/** Where the money of a manual method goes. */
export type Receiving =
  | { kind: 'bankAccounts'; accounts: readonly ReceivingBankAccount[] }
  | { kind: 'vietnameseBank'; account: VietnameseReceivingAccount }
  | { kind: 'wallet'; wallet: ReceivingWallet };

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** Where a manual method's money goes for this brand; null when the brand does not take the method. */
export const receivingOf = (settings: OperatorSettings, method: ReceivingMethod): Receiving | null => {
  if (isOneOf(BANK_ACCOUNT_METHODS, method)) {
    return settings.receivingAccounts && { kind: 'bankAccounts', accounts: settings.receivingAccounts };
  }
  if (isOneOf(VIETNAMESE_TICKET_METHODS, method)) {
    const account = settings.vietnameseReceivingAccounts[method];
    return account && { kind: 'vietnameseBank', account };
  }
  const wallet = settings.receivingWallets[method];
  return wallet && { kind: 'wallet', wallet };
};

/** The agency's address for a token on a network, or null when the brand does not take it there. */
export const tokenAddressOf = (settings: OperatorSettings, token: TokenSymbol, network: UsdtNetwork): string | null => {
  if (token === 'USDT') return settings.tokenWallets.USDT?.[network] ?? null;
  return network === 'TRC20' ? null : (settings.tokenWallets.USDC?.[network] ?? null);
};

/**
 * Whether an address the server gave for a token payment is the agency's own. EVM addresses are hex,
 * written in either case (a checksum only changes the case); Tron's base58 is compared as is.
 */
export const isAgencyTokenAddress = (
  settings: OperatorSettings,
  token: TokenSymbol,
  network: UsdtNetwork,
  address: string,
): boolean => {
  const own = tokenAddressOf(settings, token, network);
  if (own === null) return false;
  return network === 'TRC20' ? own === address.trim() : own.toLowerCase() === address.trim().toLowerCase();
};

/**
 * Whether this brand takes a method: false for a manual method or a token whose details are null,
 * so the add-funds screen does not offer it even when the server lists it. Other methods pay through
 * a provider, whose details come from the API.
 */
export const takesMethod = (settings: OperatorSettings, method: PaymentMethodId): boolean => {
  if (method === 'USDT' || method === 'USDC') return settings.tokenWallets[method] !== null;
  return isOneOf(RECEIVING_METHODS, method) ? receivingOf(settings, method) !== null : true;
};
