import { z } from 'zod';
import { MAX_AMOUNT_CENTS } from '../common/constants';
import { PaymentResultSchema } from '../common/enums.schema';
import {
  DecimalStringSchema,
  IdSchema,
  IsoDateTimeSchema,
  MinorUnitsSchema,
  NonNegativeMinorUnitsSchema,
  UrlSchema,
} from '../common/primitives.schema';
import { BalanceTransactionSchema } from '../transactions/balance-transaction.schema';

/*
 * Pieces every top-up provider shares. A top-up adds `amount` USD cents to the
 * wallet; the payer is charged amount + tax + method fee + tip.
 */

export const TopUpAmountSchema = MinorUnitsSchema.min(1)
  .max(MAX_AMOUNT_CENTS)
  .describe(
    'Amount to add to the wallet, in USD cents (1 … 10,000,000). The configured minimum top-up is a business rule the server checks',
  );

/** Bank-transfer paths take whole dollars only (spec section 5, "Please enter a whole number"). */
export const WholeDollarTopUpAmountSchema = TopUpAmountSchema.multipleOf(100).describe(
  'Amount to add to the wallet, in USD cents, a whole number of dollars (multiple of 100)',
);

export const TipAmountSchema = NonNegativeMinorUnitsSchema.max(MAX_AMOUNT_CENTS).describe(
  'Optional tip for the account manager, in USD cents (at most 10,000,000)',
);

export const BasisPointsSchema = z.number().int().min(0).max(10_000).describe('Rate in basis points (100 = 1%)');

export const CurrencyCodeSchema = z
  .string()
  .regex(/^[A-Z]{3}$/)
  .describe('ISO 4217 currency code of a provider-side currency, e.g. USD, VND, EUR, ZAR');

/** The body every top-up request starts from; providers extend it. */
export const TopUpBodySchema = z
  .object({
    amount: TopUpAmountSchema,
    tip: TipAmountSchema.optional(),
  })
  .describe('Top-up request');

/** What the payer is charged for a top-up, all in USD cents. */
export const TopUpChargeSchema = z
  .object({
    amount: NonNegativeMinorUnitsSchema.describe('Credited to the wallet, in USD cents'),
    tax: NonNegativeMinorUnitsSchema.describe('Top-up tax (6% since 2022-02-01), in USD cents'),
    taxRateBasisPoints: BasisPointsSchema,
    methodFee: NonNegativeMinorUnitsSchema.describe('Fee of the payment method, in USD cents'),
    methodFeeBasisPoints: BasisPointsSchema,
    tip: NonNegativeMinorUnitsSchema.describe('Tip for the account manager, in USD cents'),
    total: NonNegativeMinorUnitsSchema.describe('Charged to the payer: amount + tax + methodFee + tip, in USD cents'),
    currency: z.literal('USD'),
  })
  .describe('Charge breakdown of a top-up');
export type TopUpCharge = z.infer<typeof TopUpChargeSchema>;

/** The same charge expressed in the currency the provider actually collects (VND, EUR, ZAR …). */
export const LocalChargeSchema = z
  .object({
    amount: MinorUnitsSchema.describe('Total to pay in minor units of `currency` (VND has none, so whole dong)'),
    currency: CurrencyCodeSchema,
    exchangeRate: DecimalStringSchema.describe('Units of `currency` per 1 USD used for the conversion'),
  })
  .describe('Total charge in the collecting currency');
export type LocalCharge = z.infer<typeof LocalChargeSchema>;

/** The minimal top-up answer: result, breakdown and the wallet transaction it created. */
export const TopUpResultSchema = z
  .object({
    status: PaymentResultSchema.describe('Result of the payment attempt so far'),
    charge: TopUpChargeSchema,
    transaction: BalanceTransactionSchema.describe('The add_fund_user_balance transaction the top-up created'),
  })
  .describe('Top-up result');

/** An unfinished hosted-checkout top-up that can be continued (Tazapay, LianLian). */
export const PendingRedirectPaymentSchema = z
  .object({
    transactionId: IdSchema.describe('Id of the wallet transaction (same as transaction.id)'),
    continueUrl: UrlSchema.describe('Hosted checkout page to continue the payment'),
    charge: TopUpChargeSchema,
    createdAt: IsoDateTimeSchema,
    expiresAt: IsoDateTimeSchema.nullable().describe('When the provider checkout expires, if known'),
    transaction: BalanceTransactionSchema,
  })
  .describe('In-progress hosted-checkout payment');
export type PendingRedirectPayment = z.infer<typeof PendingRedirectPaymentSchema>;
