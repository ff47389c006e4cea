import { DEFAULT_BUSINESS_SETTINGS, IdSchema, IsoDateTimeSchema, PlanIdSchema, type PlanId } from '@contract';
import {
  InvoiceSchema,
  SubscriptionSchema,
  SubscriptionTransitionSchema,
  type Invoice,
  type Plan,
} from '@contract/plans/plans.schema';
import { z } from 'zod';
import { FACTORY_DEFAULT_DATE } from './user';

/* ---------- Stored records (tables in mocks/db.ts) ---------- */

/**
 * One subscription per user, updated in place. The plan is stored by id (the catalogue
 * below is fixed); the rest is what only the server knows about the cancellation and trial.
 */
export const SubscriptionRecordSchema = SubscriptionSchema.omit({ plan: true, cancellationExpectedBy: true }).extend({
  userId: IdSchema,
  planId: PlanIdSchema,
  /** When the pending cancellation takes effect (2 working days after the request); null when none. */
  cancelEffectiveAt: IsoDateTimeSchema.nullable(),
  cancelReason: z.string().nullable(),
  /** The free trial was used or lost (changing plan or cancelling during it): no second trial. */
  trialUsed: z.boolean(),
});
export type SubscriptionRecord = z.infer<typeof SubscriptionRecordSchema>;

export const SubscriptionTransitionRecordSchema = SubscriptionTransitionSchema.extend({
  userId: IdSchema,
  /** Order per user: settles ties between transitions of the same instant. */
  sequence: z.number().int().positive(),
});
export type SubscriptionTransitionRecord = z.infer<typeof SubscriptionTransitionRecordSchema>;

export const InvoiceRecordSchema = InvoiceSchema.extend({ userId: IdSchema });
export type InvoiceRecord = z.infer<typeof InvoiceRecordSchema>;

/* ---------- The plan catalogue ---------- */

interface CatalogueEntry {
  name: string;
  /** USD cents per month. */
  price: number;
  adAccountLimit: number | null;
  /** Agency-grade plans are checked by an admin before they apply (`plans.needToBeReviewed`). */
  needsReview: boolean;
  features: string[];
}

/*
 * Ad-account limits agree with PLAN_AD_ACCOUNT_LIMITS (contract/ad-accounts/ad-account-creation.ts),
 * which the mock enforces (a test checks the two); the overall cap there is 20 per seller.
 */
const CATALOGUE: Record<PlanId, CatalogueEntry> = {
  regular_1: { name: 'Starter', price: 2_900, adAccountLimit: 1, needsReview: false, features: ['1 ad account'] },
  regular_2: { name: 'Basic', price: 4_900, adAccountLimit: 2, needsReview: false, features: ['2 ad accounts'] },
  regular_3: {
    name: 'Growth',
    price: 9_900,
    adAccountLimit: 3,
    needsReview: false,
    features: ['3 ad accounts', 'Auto top-up'],
  },
  regular_4: {
    name: 'Pro',
    price: 19_900,
    adAccountLimit: 4,
    needsReview: false,
    features: ['4 ad accounts', 'Auto top-up', 'Priority support'],
  },
  regular_5: {
    name: 'Scale',
    price: 29_900,
    adAccountLimit: 5,
    needsReview: false,
    features: ['5 ad accounts', 'Auto top-up', 'Priority support'],
  },
  enterprise: {
    name: 'Enterprise',
    price: 49_900,
    adAccountLimit: 10,
    needsReview: true,
    features: ['10 ad accounts', 'Dedicated account manager'],
  },
  black_agency: {
    name: 'Black Agency',
    price: 99_900,
    adAccountLimit: 20,
    needsReview: true,
    features: ['20 ad accounts', 'Dedicated account manager', 'Agency credit line'],
  },
  white_agency: {
    name: 'White Agency',
    price: 199_900,
    adAccountLimit: 20,
    needsReview: true,
    features: ['20 ad accounts', 'White-label dashboard', 'Dedicated account manager'],
  },
};

export const planNeedsReview = (id: PlanId): boolean => CATALOGUE[id].needsReview;

/** A plan of the catalogue; `trialDays` is the build setting (14 by default). */
export const planOf = (id: PlanId, trialDays: number = DEFAULT_BUSINESS_SETTINGS.trialDays): Plan => {
  const entry = CATALOGUE[id];
  return {
    id,
    name: entry.name,
    priceId: `price_${id}_monthly`,
    price: entry.price,
    currency: 'USD',
    cycle: 'monthly',
    trialDays,
    adAccountLimit: entry.adAccountLimit,
    features: [...entry.features],
  };
};

/** Every plan, cheapest first. */
export const planCatalogue = (trialDays?: number): Plan[] =>
  PlanIdSchema.options.map((id) => planOf(id, trialDays)).sort((a, b) => a.price - b.price);

/* ---------- Record factories ---------- */

export const createSubscription = (overrides: Partial<SubscriptionRecord> = {}): SubscriptionRecord => ({
  id: 'sub_default',
  userId: 'usr_default',
  planId: 'regular_1',
  status: 'active',
  trialEnd: null,
  currentPeriodEnd: null,
  cancelRequestedAt: null,
  cancelEffectiveAt: null,
  cancelReason: null,
  paymentMethodId: null,
  trialUsed: false,
  createdAt: FACTORY_DEFAULT_DATE,
  ...overrides,
});

export const createInvoice = (overrides: Partial<InvoiceRecord> & Pick<Invoice, 'id' | 'number'>): InvoiceRecord => ({
  userId: 'usr_default',
  description: 'Subscription',
  planId: null,
  subtotal: 0,
  tax: 0,
  total: 0,
  currency: 'USD',
  status: 'done',
  periodStart: null,
  periodEnd: null,
  issuedAt: FACTORY_DEFAULT_DATE,
  paidAt: null,
  downloadUrl: null,
  ...overrides,
});
