import { z } from 'zod';
import { CurrencySchema, UrlSchema } from '../common/primitives.schema';
import { BalanceTransactionSchema } from '../transactions/balance-transaction.schema';
import { CurrencyCodeSchema, LocalChargeSchema, TopUpBodySchema, TopUpChargeSchema } from './payment-common.schema';

/**
 * The id of an Airwallex payment intent as a seller sends it back: `int_` and Airwallex's ASCII
 * letters, digits, `_` and `-`. Any other spelling (full-width, zero-width, a soft hyphen) is
 * refused before a rule compares it; the mock also compares ids in their canonical form.
 */
export const AirwallexPaymentIdSchema = z
  .string()
  .trim()
  .max(64)
  .regex(/^int_[A-Za-z0-9_-]+$/, 'An Airwallex payment id is int_ followed by letters, digits, _ or -')
  .describe('Airwallex payment intent id: int_ then ASCII letters, digits, _ or - (at most 64 characters)');

export const AirwallexTopUpBodySchema = TopUpBodySchema.extend({
  currency: CurrencySchema.default('USD').describe(
    'Currency of the hosted checkout; the wallet is always credited in USD',
  ),
}).describe('Top up through Airwallex');
export type AirwallexTopUpBody = z.infer<typeof AirwallexTopUpBodySchema>;

/** Airwallex payment options (spec section 3): what the hosted checkout redirect needs. */
export const AirwallexPaymentOptionsSchema = z
  .object({
    paymentId: z.string().min(1).describe('Airwallex payment intent id'),
    clientSecret: z.string().min(1).describe('Client secret of the payment intent'),
    currency: CurrencyCodeSchema,
    components: z
      .array(z.string().min(1))
      .describe('Checkout components to offer, e.g. "card", "googlepay", "applepay"'),
    successUrl: UrlSchema.describe('Where Airwallex sends the browser after payment (/payment/success)'),
    failUrl: UrlSchema.describe('Where Airwallex sends the browser on failure or cancel (/payment/failed)'),
    environment: z.enum(['demo', 'prod']).describe('Airwallex environment; the spec shows demo'),
    mode: z.literal('payment').describe('Airwallex checkout mode'),
  })
  .describe('Airwallex payment options');
export type AirwallexPaymentOptions = z.infer<typeof AirwallexPaymentOptionsSchema>;

export const AirwallexPaymentRequestSchema = z
  .object({
    options: AirwallexPaymentOptionsSchema,
    charge: TopUpChargeSchema,
    localCharge: LocalChargeSchema.nullable().describe('The total in the checkout currency when it is not USD'),
    transaction: BalanceTransactionSchema,
  })
  .describe('Airwallex top-up started');
export type AirwallexPaymentRequest = z.infer<typeof AirwallexPaymentRequestSchema>;
