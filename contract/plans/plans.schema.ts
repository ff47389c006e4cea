import { z } from 'zod';
import {
  BillingCycleSchema,
  BillingStatusSchema,
  PlanIdSchema,
  SubscriptionStatusSchema,
} from '../common/enums.schema';
import { pagedListSchema, PageQuerySchema } from '../common/paging.schema';
import { plainTextSchema } from '../common/plain-text';
import {
  IdSchema,
  IsoDateSchema,
  IsoDateTimeSchema,
  NonNegativeMinorUnitsSchema,
  UrlSchema,
} from '../common/primitives.schema';

export * from './invoice-list-query.schema';

/**
 * Subscription plan (spec section 3, "Subscription and plan"). The card provider hosts the
 * catalogue; its name is the plan id, which the screens show in the reader's language.
 */
const PlanSchema = z
  .object({
    id: PlanIdSchema.describe('The plan package; screens translate it into its name'),
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
  })
  .describe('Subscription plan');
export type Plan = z.infer<typeof PlanSchema>;

export const PlanListSchema = z.array(PlanSchema);
export type PlanList = z.infer<typeof PlanListSchema>;

const ValidPriceSchema = PlanSchema.extend({
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
    createdAt: IsoDateTimeSchema,
  })
  .describe("Subscription; its price is taken from the wallet's available balance each cycle");
export type Subscription = z.infer<typeof SubscriptionSchema>;

export const MySubscriptionSchema = z
  .object({
    subscription: SubscriptionSchema.nullable().describe('Null when the user never subscribed'),
  })
  .describe("The user's subscription");

export const SubscribeBodySchema = z
  .object({
    planId: PlanIdSchema,
  })
  .describe(
    "Subscribe or change plan. The price is taken from the wallet's available balance (no card). Changing plan during the trial ends the trial",
  );
export type SubscribeBody = z.infer<typeof SubscribeBodySchema>;

/** Why an invoice was issued (the card provider's billing reasons). */
const InvoiceBillingReasonSchema = z
  .enum(['subscription_create', 'subscription_cycle', 'subscription_update'])
  .describe(
    'subscription_create: a plan bought; subscription_cycle: a monthly renewal; subscription_update: a change of plan',
  );
export type InvoiceBillingReason = z.infer<typeof InvoiceBillingReasonSchema>;

/** One line of the billing history: a plan charge, paid from the wallet by one ledger entry. */
export const InvoiceSchema = z
  .object({
    id: IdSchema,
    number: z
      .string()
      .min(1)
      .describe('Invoice number shown to the user; the ledger entry that paid it carries it as its note'),
    billingReason: InvoiceBillingReasonSchema,
    planId: PlanIdSchema,
    cycle: BillingCycleSchema,
    subtotal: NonNegativeMinorUnitsSchema.describe('USD cents before tax'),
    tax: NonNegativeMinorUnitsSchema.describe('USD cents'),
    total: NonNegativeMinorUnitsSchema.describe('USD cents charged'),
    currency: z.literal('USD'),
    status: BillingStatusSchema.describe('pending, done (shown as paid) or rejected'),
    transactionId: IdSchema.nullable().describe(
      'The stripe_subscription ledger entry that took the total from the wallet, dated like the invoice; null while unpaid',
    ),
    periodStart: IsoDateTimeSchema.nullable(),
    periodEnd: IsoDateTimeSchema.nullable(),
    issuedAt: IsoDateTimeSchema,
    paidAt: IsoDateTimeSchema.nullable(),
    downloadUrl: UrlSchema.nullable().describe('PDF of the invoice, when available'),
  })
  .describe('Billing history entry');
export type Invoice = z.infer<typeof InvoiceSchema>;

/** The purchase success summary: plan package, price, cycle, total. */
export const PurchaseSummarySchema = z
  .object({
    planId: PlanIdSchema.describe('The plan package bought'),
    price: NonNegativeMinorUnitsSchema.describe('Price per cycle in USD cents'),
    cycle: BillingCycleSchema,
    tax: NonNegativeMinorUnitsSchema.describe('Tax charged now, in USD cents'),
    total: NonNegativeMinorUnitsSchema.describe('Taken from the wallet now, in USD cents (0 when a trial starts)'),
    trialDays: z.number().int().nonnegative().describe('Trial days granted by this purchase; 0 when none'),
    trialForfeited: z.boolean().describe('True when a running trial ended because the plan changed'),
    subscription: SubscriptionSchema,
    invoice: InvoiceSchema.nullable().describe('The invoice of what was taken now; null when a trial starts'),
  })
  .describe('Purchase summary');
export type PurchaseSummary = z.infer<typeof PurchaseSummarySchema>;

export const CancelSubscriptionBodySchema = z
  .object({
    reason: plainTextSchema({ max: 500, multiline: true }).optional().describe('Why the user cancels, free text'),
  })
  .describe('Ask to cancel the subscription');

export const PendingCancellationSchema = z
  .object({
    status: BillingStatusSchema.describe(
      'pending until an admin processes it (a paid plan), then done or rejected; done at once when nothing paid was running (a trial, a past-due plan)',
    ),
    requestedAt: IsoDateTimeSchema,
    expectedBy: IsoDateSchema.describe(
      'A paid plan: processed within 2 to 3 working days, the last expected day. Done at once: the day of the request',
    ),
    reason: z.string().nullable(),
    subscription: SubscriptionSchema.describe('The subscription, with cancelRequestedAt set'),
  })
  .describe('Cancellation: pending for a paid plan, done at once otherwise');
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

export const InvoiceListSchema = pagedListSchema(InvoiceSchema);
export type InvoiceList = z.infer<typeof InvoiceListSchema>;
