import { c, meta } from '../common/contract-builder';
import { IdempotentHeadersSchema } from '../common/primitives.schema';
import {
  CancelSubscriptionBodySchema,
  InvoiceListQuerySchema,
  InvoiceListSchema,
  MySubscriptionSchema,
  PendingCancellationSchema,
  PlanListSchema,
  PurchaseSummarySchema,
  SubscribeBodySchema,
  SubscriptionTransitionListSchema,
  SubscriptionTransitionQuerySchema,
  ValidPriceListSchema,
} from './plans.schema';

export const plansContract = c.router({
  listPlans: {
    method: 'GET',
    path: '/api/stripe-payment/products/prices',
    summary: 'Every subscription plan with its monthly price',
    responses: { 200: PlanListSchema },
    metadata: meta({ access: 'user' }),
  },
  listValidPrices: {
    method: 'GET',
    path: '/api/stripe-payment/valid-prices',
    summary: 'The plans this user may choose now',
    responses: { 200: ValidPriceListSchema },
    metadata: meta({ access: 'user' }),
  },
  getMySubscription: {
    method: 'GET',
    path: '/api/stripe-payment/subscriptions/my',
    summary: "The user's subscription, if any",
    responses: { 200: MySubscriptionSchema },
    metadata: meta({ access: 'user' }),
  },
  subscribePlan: {
    method: 'POST',
    path: '/api/stripe-payment/subscriptions',
    summary: 'Subscribe to a plan or change plan, paid from the wallet; answers the purchase summary',
    description:
      "The first plan starts the free trial (nothing taken). Otherwise the price is taken from the wallet's available balance at once (422 error.insufficient_balance when short) as a stripe_subscription ledger entry with its invoice. Changing plan during the trial ends the trial. While a paid plan's cancellation is pending the answer is 409 until it is processed.",
    body: SubscribeBodySchema,
    responses: { 201: PurchaseSummarySchema },
    headers: IdempotentHeadersSchema,
    metadata: meta({ access: 'user', idempotent: true, moneyAction: 'plan' }),
  },
  cancelMySubscription: {
    method: 'POST',
    path: '/api/stripe-payment/subscriptions/my/cancel',
    summary: 'Ask to cancel the subscription; a paid plan is cancelled in 2 to 3 working days',
    description:
      'A paid plan runs, and is not renewed, until the cancellation is processed 2 to 3 working days later; no plan can be chosen until then. Cancelling during the trial, or a past-due plan, is done at once: the trial ends and a plan can be chosen right away.',
    body: CancelSubscriptionBodySchema,
    responses: { 200: PendingCancellationSchema },
    metadata: meta({ access: 'user' }),
  },
  listSubscriptionTransitions: {
    method: 'GET',
    path: '/api/stripe-payment/subscriptions/my/transitions',
    summary: "Status changes of the user's subscription, newest first",
    query: SubscriptionTransitionQuerySchema,
    responses: { 200: SubscriptionTransitionListSchema },
    metadata: meta({ access: 'user' }),
  },
  listInvoices: {
    method: 'GET',
    path: '/api/stripe-payment/invoices',
    summary: 'Billing history of the user, newest first',
    query: InvoiceListQuerySchema,
    responses: { 200: InvoiceListSchema },
    metadata: meta({ access: 'user' }),
  },
});
