import { z } from 'zod';
import { PaymentStatusSchema, UsdtNetworkSchema, type UsdtNetwork } from '../common/enums.schema';
import { canonicalExternalReference } from '../common/external-reference';
import { IdSchema, IsoDateTimeSchema, NonNegativeMinorUnitsSchema } from '../common/primitives.schema';
import { BalanceTransactionSchema } from '../transactions/balance-transaction.schema';
import { TopUpBodySchema, TopUpChargeSchema } from './payment-common.schema';
import { ANY_USDT_ADDRESS } from './usdt-address';

export const UsdtTransactionHashSchema = z
  .string()
  .trim()
  .regex(/^(0x)?[0-9a-fA-F]{64}$/)
  .describe('On-chain transaction hash: 64 hex digits (0x-prefixed on ERC20 and BEP20)');

/**
 * The one form a transaction hash is compared in: the canonical external reference (lower case,
 * nothing invisible) without the 0x prefix. The same transfer is written `0xAB…`, `ab…` or with a
 * stray space by different wallets and explorers, and each spelling must name one transfer, so it
 * is credited once.
 */
export const normalizeTransactionHash = (hash: string): string => canonicalExternalReference(hash).replace(/^0x/, '');

export const UsdtAddressSchema = z
  .string()
  .trim()
  .regex(ANY_USDT_ADDRESS)
  .describe('Wallet address: base58 T… on TRC20, 0x + 40 hex digits on ERC20 and BEP20');

export const UsdtDetectionSchema = z
  .enum(['manual', 'auto'])
  .describe('manual: the user submits the transaction hash; auto: the server detects the transfer itself');
export type UsdtDetection = z.infer<typeof UsdtDetectionSchema>;

const TokenSymbolSchema = z.enum(['USDT', 'USDC']).describe('The stablecoin sent (1 token = 1 USD)');
export type TokenSymbol = z.infer<typeof TokenSymbolSchema>;

/** The networks a token is taken on: USDC is no longer issued on Tron, so it runs on ERC20 and BEP20 only. */
export const networksOfToken = (token: TokenSymbol): readonly UsdtNetwork[] =>
  token === 'USDC' ? ['ERC20', 'BEP20'] : UsdtNetworkSchema.options;

export const TokenTopUpBodySchema = TopUpBodySchema.extend({
  token: TokenSymbolSchema.default('USDT'),
  network: UsdtNetworkSchema,
})
  .refine((body) => networksOfToken(body.token).includes(body.network), {
    path: ['network'],
    message: 'USDC is not taken on TRC20',
  })
  .describe('Top up with USDT or USDC');
export type TokenTopUpBody = z.infer<typeof TokenTopUpBodySchema>;

/** A USDT top-up: where to send, how much, and what the chain has confirmed so far. */
export const UsdtPaymentSchema = z
  .object({
    transactionId: IdSchema.describe(
      'Id of the wallet transaction (same as transaction.id); used in /transaction/:id/…',
    ),
    network: UsdtNetworkSchema,
    walletAddress: UsdtAddressSchema.describe('Address to send the USDT to'),
    qrCode: z
      .string()
      .startsWith('data:image/')
      .describe('QR image of the wallet address as a data URL (data:image/png;base64,…)'),
    amountToSend: NonNegativeMinorUnitsSchema.describe(
      'USDT to send, in hundredths of a USDT (1 USDT = 1 USD = 100). Equals charge.total, plus a few unique cents on auto detection',
    ),
    detection: UsdtDetectionSchema,
    transactionHash: UsdtTransactionHashSchema.nullable().describe(
      'Hash submitted by the user or detected; null before',
    ),
    fromAddress: UsdtAddressSchema.nullable().describe('Sender address; null before it is known'),
    confirmations: z.number().int().nonnegative().describe('Block confirmations seen so far'),
    requiredConfirmations: z.number().int().positive().describe('Confirmations needed before the wallet is credited'),
    charge: TopUpChargeSchema,
    expiresAt: IsoDateTimeSchema.describe('The address and amount are valid until then'),
    submittedAt: IsoDateTimeSchema.nullable().describe('When the hash was submitted or detected'),
    transaction: BalanceTransactionSchema.describe('The wallet transaction; its status is the payment status'),
  })
  .describe('USDT payment');
export type UsdtPayment = z.infer<typeof UsdtPaymentSchema>;

export const UsdtPaymentListSchema = z
  .array(UsdtPaymentSchema)
  .describe('USDT payments waiting for confirmations, newest first');

export const FulfillTokenPaymentBodySchema = z
  .object({
    transactionHash: UsdtTransactionHashSchema,
    fromAddress: UsdtAddressSchema.describe('Address the USDT was sent from'),
  })
  .describe('Report the on-chain transfer of a USDT top-up');
export type FulfillTokenPaymentBody = z.infer<typeof FulfillTokenPaymentBodySchema>;

export const UsdtVerificationSchema = z
  .object({
    transactionId: IdSchema,
    status: PaymentStatusSchema.describe('Status of the wallet transaction after the re-check'),
    transactionHash: UsdtTransactionHashSchema.nullable(),
    confirmations: z.number().int().nonnegative(),
    requiredConfirmations: z.number().int().positive(),
    checkedAt: IsoDateTimeSchema,
    reason: z
      .string()
      .nullable()
      .describe('Why the transfer is not accepted yet (wrong amount, address, network …), if so'),
  })
  .describe('USDT verification result');
export type UsdtVerification = z.infer<typeof UsdtVerificationSchema>;
