import { z } from 'zod';
import { CARD_VERIFICATION_CREDIT_CENTS } from '../common/constants';
import { CardStatusSchema, PaymentMethodIdSchema, ProviderAvailabilitySchema } from '../common/enums.schema';
import { EmailSchema, IsoDateTimeSchema } from '../common/primitives.schema';
import { BalanceTransactionSchema } from '../transactions/balance-transaction.schema';
import { BasisPointsSchema, CurrencyCodeSchema, TopUpBodySchema, TopUpResultSchema } from './payment-common.schema';

const StripePaymentMethodIdSchema = z
  .string()
  .regex(/^pm_[A-Za-z0-9_]+$/)
  .describe('Stripe PaymentMethod id (pm_…)');

const StripePaymentIntentIdSchema = z
  .string()
  .regex(/^pi_[A-Za-z0-9_]+$/)
  .describe('Stripe PaymentIntent id (pi_…)');

const StripeClientSecretSchema = z
  .string()
  .min(1)
  .describe('Client secret handed to Stripe.js; never stored by the dashboard');

export const CardPathParamsSchema = z.object({
  id: StripePaymentMethodIdSchema.describe('paymentMethodId of the saved card'),
});

/** Saved card (spec section 3). */
export const SavedCardSchema = z
  .object({
    paymentMethodId: StripePaymentMethodIdSchema,
    brand: z.string().min(1).describe('Card brand as reported by Stripe, e.g. "visa", "mastercard", "amex"'),
    last4: z
      .string()
      .regex(/^\d{4}$/)
      .describe('Last four digits of the card number'),
    expMonth: z.number().int().min(1).max(12).describe('Expiry month (1–12)'),
    expYear: z.number().int().min(2000).max(2100).describe('Expiry year, four digits'),
    cardholderName: z.string().nullable(),
    cardholderEmail: EmailSchema.nullable(),
    isDefault: z.boolean().describe('The one card used by default; only one card is default'),
    status: CardStatusSchema.describe(
      'Active: saved, verification not started; Pending: verification charge made, waiting for the activation code; Verified: activation code confirmed',
    ),
    createdAt: IsoDateTimeSchema,
    verifiedAt: IsoDateTimeSchema.nullable(),
  })
  .describe('Saved card');
export type SavedCard = z.infer<typeof SavedCardSchema>;

export const SavedCardListSchema = z.array(SavedCardSchema).describe('Saved cards, default first');
export type SavedCardList = z.infer<typeof SavedCardListSchema>;

export const SaveCardBodySchema = z
  .object({
    paymentMethodId: StripePaymentMethodIdSchema.describe('Payment method of a succeeded setup intent'),
    makeDefault: z.boolean().optional().describe('Make it the default card (the first saved card always is)'),
  })
  .describe('Save a card');
export type SaveCardBody = z.infer<typeof SaveCardBodySchema>;

export const SetDefaultCardBodySchema = z
  .object({
    isDefault: z.literal(true).describe('Only setting the default is supported; the previous default is cleared'),
  })
  .describe('Set the default card');

export const SetupIntentSchema = z
  .object({
    setupIntentId: z
      .string()
      .regex(/^seti_[A-Za-z0-9_]+$/)
      .describe('Stripe SetupIntent id (seti_…)'),
    clientSecret: StripeClientSecretSchema,
  })
  .describe('Stripe setup intent for the add-card form');
export type SetupIntent = z.infer<typeof SetupIntentSchema>;

export const InitCardVerificationBodySchema = z
  .object({ paymentMethodId: StripePaymentMethodIdSchema })
  .describe('Start the card verification charge');

export const CardVerificationSchema = z
  .object({
    card: SavedCardSchema.describe('The card, now Pending'),
    paymentIntentId: StripePaymentIntentIdSchema,
    chargeAmount: z
      .literal(CARD_VERIFICATION_CREDIT_CENTS)
      .describe('Verification charge in USD cents ($0.50); credited to the wallet once the card is activated'),
    requiresAction: z.boolean().describe('True when the charge needs 3-D Secure in the browser'),
    clientSecret: StripeClientSecretSchema.nullable().describe(
      'Present when requiresAction: confirm the charge with Stripe.js; the activation code then appears on the statement',
    ),
  })
  .describe('Card verification started');
export type CardVerification = z.infer<typeof CardVerificationSchema>;

export const ActivateCardBodySchema = z
  .object({
    paymentMethodId: StripePaymentMethodIdSchema,
    activationCode: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{4,8}$/)
      .describe('Code shown in the statement descriptor of the verification charge'),
  })
  .describe('Activate a card with its code');

export const CardActivationSchema = z
  .object({
    card: SavedCardSchema.describe('The card, now Verified'),
    transaction: BalanceTransactionSchema.describe('The $0.50 verification credit to the wallet'),
  })
  .describe('Card activated');
export type CardActivation = z.infer<typeof CardActivationSchema>;

export const FulfillCardPaymentBodySchema = z
  .object({
    paymentIntentId: StripePaymentIntentIdSchema.describe('Payment intent confirmed in the browser (3-D Secure)'),
  })
  .describe('Confirm a card top-up after 3-D Secure');

export const CardTopUpBodySchema = TopUpBodySchema.extend({
  paymentMethodId: StripePaymentMethodIdSchema.describe('A saved card of the user'),
}).describe('Top up with a saved card');
export type CardTopUpBody = z.infer<typeof CardTopUpBodySchema>;

export const CardTopUpResultSchema = TopUpResultSchema.extend({
  paymentIntentId: StripePaymentIntentIdSchema,
  requiresAction: z
    .boolean()
    .describe('True when the card needs 3-D Secure: confirm in Stripe.js, then call fulfill-payment'),
  clientSecret: StripeClientSecretSchema.nullable().describe('Present when requiresAction'),
}).describe('Card top-up result');
export type CardTopUpResult = z.infer<typeof CardTopUpResultSchema>;

/** The Stripe payment method types the dashboard offers (GET /stripe-payments/payment-methods). */
const StripePaymentMethodTypeSchema = z.enum(['card', 'ideal', 'bancontact']);

const StripePaymentMethodOptionSchema = z
  .object({
    type: StripePaymentMethodTypeSchema.describe('Stripe payment method type'),
    method: PaymentMethodIdSchema.describe('The dashboard payment method it backs: creditCard, ideal or bancontact'),
    availability: ProviderAvailabilitySchema,
    methodFeeBasisPoints: BasisPointsSchema.describe('Fee added to top-ups with this type, in basis points'),
    currencies: z.array(CurrencyCodeSchema).describe('Currencies this type charges in'),
    cardBrands: z.array(z.string().min(1)).describe('Accepted card brands; empty for non-card types'),
  })
  .describe('Card-provider payment method type');

export const StripePaymentMethodOptionListSchema = z.array(StripePaymentMethodOptionSchema);
export type StripePaymentMethodOptionList = z.infer<typeof StripePaymentMethodOptionListSchema>;
