import { z } from 'zod';
import {
  BillingCycleSchema,
  BillingStatusSchema,
  PlanIdSchema,
  SubscriptionStatusSchema,
} from '../common/enums.schema';
import { pagedListSchema, PageQuerySchema } from '../common/paging.schema';
import {
  IdSchema,
  IsoDateSchema,
  IsoDateTimeSchema,
  NonNegativeMinorUnitsSchema,
  UrlSchema,
} from '../common/primitives.schema';
import { StripeClientSecretSchema, StripePaymentMethodIdSchema } from '../payments/stripe.schema';

/** Subscription plan (spec section 3, "Subscription and plan"). */
export const PlanSchema = z
  .object({
    id: PlanIdSchema,
    name: z.string().min(1).describe('Display name of the plan package'),
    priceId: z.string().min(1).describe('Card-provider price id (price_…)'),
    price: NonNegativeMinorUnitsSchema.describe('Price per cycle in USD cents'),
    currency: z.literal('USD'),
    cycle: BillingCycleSchema,
    trialDays: z.number().int().nonnegative().describe('Free trial length of the plan (configurable, 14 by default)'),
    adAccountLimit: z
      .number()
      .int()
      .nonnegative()
      .nullable()
      .describe('Ad accounts the plan allows; null when unlimited'),
    features: z.array(z.string().min(1)).describe('Feature lines shown on the pricing card'),
  })
  .describe('Subscription plan');
export type Plan = z.infer<typeof PlanSchema>;

export const PlanListSchema = z.array(PlanSchema);
export type PlanList = z.infer<typeof PlanListSchema>;

export const ValidPriceSchema = PlanSchema.extend({
  trialAvailable: z
    .boolean()
    .describe('True when choosing this plan now starts a free trial (false once the trial was used or lost)'),
  isCurrent: z.boolean().describe("True for the user's current plan"),
}).describe('A plan the user may choose now');
export type ValidPrice = z.infer<typeof ValidPriceSchema>;

export const ValidPriceListSchema = z.array(ValidPriceSchema).describe('Empty when no plan is available now');
export type ValidPriceList = z.infer<typeof ValidPriceListSchema>;

export const SubscriptionSchema = z
  .object({
    id: IdSchema,
    plan: PlanSchema,
    status: SubscriptionStatusSchema,
    trialEnd: IsoDateTimeSchema.nullable().describe('End of the free trial; null when not trialling'),
    currentPeriodEnd: IsoDateTimeSchema.nullable().describe('End of the paid period; the next charge is then'),
    cancelRequestedAt: IsoDateTimeSchema.nullable().describe('When the user asked to cancel; null when not asked'),
    cancellationExpectedBy: IsoDateSchema.nullable().describe(
      'While a cancellation is being processed: the last day it is expected (2 to 3 working days after the request); null otherwise. No plan can be chosen until it is processed',
    ),
    paymentMethodId: StripePaymentMethodIdSchema.nullable().describe('Card the subscription is charged to'),
    createdAt: IsoDateTimeSchema,
  })
  .describe('Subscription');
export type Subscription = z.infer<typeof SubscriptionSchema>;

export const MySubscriptionSchema = z
  .object({
    subscription: SubscriptionSchema.nullable().describe('Null when the user never subscribed'),
  })
  .describe("The user's subscription");
export type MySubscription = z.infer<typeof MySubscriptionSchema>;

export const SubscribeBodySchema = z
  .object({
    planId: PlanIdSchema,
    paymentMethodId: StripePaymentMethodIdSchema.describe('Saved card to charge'),
  })
  .describe('Subscribe or change plan. Changing plan during the trial ends the trial');
export type SubscribeBody = z.infer<typeof SubscribeBodySchema>;

/** The purchase success summary: plan package, price, cycle, total. */
export const PurchaseSummarySchema = z
  .object({
    planPackage: z.string().min(1).describe('Name of the plan bought'),
    planId: PlanIdSchema,
    price: NonNegativeMinorUnitsSchema.describe('Price per cycle in USD cents'),
    cycle: BillingCycleSchema,
    tax: NonNegativeMinorUnitsSchema.describe('Tax charged now, in USD cents'),
    total: NonNegativeMinorUnitsSchema.describe('Charged now, in USD cents (0 when a trial starts)'),
    trialDays: z.number().int().nonnegative().describe('Trial days granted by this purchase; 0 when none'),
    trialForfeited: z.boolean().describe('True when a running trial ended because the plan changed'),
    subscription: SubscriptionSchema,
    requiresAction: z.boolean().describe('True when the first charge needs 3-D Secure in the browser'),
    clientSecret: StripeClientSecretSchema.nullable().describe(
      'Present when requiresAction: confirm with Stripe.js; the subscription turns active afterwards',
    ),
  })
  .describe('Purchase summary');
export type PurchaseSummary = z.infer<typeof PurchaseSummarySchema>;

export const CancelSubscriptionBodySchema = z
  .object({
    reason: z.string().trim().max(500).optional().describe('Why the user cancels, free text'),
  })
  .describe('Ask to cancel the subscription');
export type CancelSubscriptionBody = z.infer<typeof CancelSubscriptionBodySchema>;

export const PendingCancellationSchema = z
  .object({
    status: BillingStatusSchema.describe('pending until an admin processes it, then done or rejected'),
    requestedAt: IsoDateTimeSchema,
    expectedBy: IsoDateSchema.describe('Processed within 2 to 3 working days; the last expected day'),
    reason: z.string().nullable(),
    subscription: SubscriptionSchema.describe('The subscription, with cancelRequestedAt set'),
  })
  .describe('Pending cancellation');
export type PendingCancellation = z.infer<typeof PendingCancellationSchema>;

export const SubscriptionTransitionSchema = z
  .object({
    id: IdSchema,
    from: SubscriptionStatusSchema.nullable().describe('Status before; null for the first subscription'),
    to: SubscriptionStatusSchema,
    planId: PlanIdSchema.nullable().describe('Plan after the change'),
    changedAt: IsoDateTimeSchema,
  })
  .describe('Subscription status change');
export type SubscriptionTransition = z.infer<typeof SubscriptionTransitionSchema>;

export const SubscriptionTransitionQuerySchema = PageQuerySchema;
export type SubscriptionTransitionQuery = z.infer<typeof SubscriptionTransitionQuerySchema>;

export const SubscriptionTransitionListSchema = pagedListSchema(SubscriptionTransitionSchema);
export type SubscriptionTransitionList = z.infer<typeof SubscriptionTransitionListSchema>;

/** One line of the billing history. */
export const InvoiceSchema = z
  .object({
    id: IdSchema,
    number: z.string().min(1).describe('Invoice number shown to the user'),
    description: z.string(),
    planId: PlanIdSchema.nullable(),
    subtotal: NonNegativeMinorUnitsSchema.describe('USD cents before tax'),
    tax: NonNegativeMinorUnitsSchema.describe('USD cents'),
    total: NonNegativeMinorUnitsSchema.describe('USD cents charged'),
    currency: z.literal('USD'),
    status: BillingStatusSchema.describe('pending, done (shown as paid) or rejected'),
    periodStart: IsoDateTimeSchema.nullable(),
    periodEnd: IsoDateTimeSchema.nullable(),
    issuedAt: IsoDateTimeSchema,
    paidAt: IsoDateTimeSchema.nullable(),
    downloadUrl: UrlSchema.nullable().describe('PDF of the invoice, when available'),
  })
  .describe('Billing history entry');
export type Invoice = z.infer<typeof InvoiceSchema>;

export const InvoiceListQuerySchema = PageQuerySchema.extend({
  status: BillingStatusSchema.optional(),
});
export type InvoiceListQuery = z.infer<typeof InvoiceListQuerySchema>;

export const InvoiceListSchema = pagedListSchema(InvoiceSchema);
export type InvoiceList = z.infer<typeof InvoiceListSchema>;
