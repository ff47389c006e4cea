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
  /** When a paid plan's pending cancellation takes effect (2 working days after the request); null when none. */
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

export const InvoiceRecordSchema = InvoiceSchema.extend({ userId: IdSchema });
export type InvoiceRecord = z.infer<typeof InvoiceRecordSchema>;

/* ---------- The plan catalogue ---------- */

interface CatalogueEntry {
  /** USD cents per month. */
  price: number;
  adAccountLimit: number | null;
  /** Agency-grade plans are checked by an admin before they apply (`plans.needToBeReviewed`). */
  needsReview: boolean;
}

/*
 * Ad-account limits agree with PLAN_AD_ACCOUNT_LIMITS (contract/ad-accounts/ad-account-creation.ts),
 * which the mock enforces (a test checks the two); the overall cap there is 20 per seller. Names are
 * the screens' (common:planNames), in the reader's language.
 */
const CATALOGUE: Record<PlanId, CatalogueEntry> = {
  regular_1: { price: 2_900, adAccountLimit: 1, needsReview: false },
  regular_2: { price: 4_900, adAccountLimit: 2, needsReview: false },
  regular_3: { price: 9_900, adAccountLimit: 3, needsReview: false },
  regular_4: { price: 19_900, adAccountLimit: 4, needsReview: false },
  regular_5: { price: 29_900, adAccountLimit: 5, needsReview: false },
  enterprise: { price: 49_900, adAccountLimit: 10, needsReview: true },
  black_agency: { price: 99_900, adAccountLimit: 20, needsReview: true },
  white_agency: { price: 199_900, adAccountLimit: 20, needsReview: true },
};

export const planNeedsReview = (id: PlanId): boolean => CATALOGUE[id].needsReview;

/** A plan of the catalogue; `trialDays` is the build setting (14 by default). */
export const planOf = (id: PlanId, trialDays: number = DEFAULT_BUSINESS_SETTINGS.trialDays): Plan => {
  const entry = CATALOGUE[id];
  return {
    id,
    priceId: `price_${id}_monthly`,
    price: entry.price,
    currency: 'USD',
    cycle: 'monthly',
    trialDays,
    adAccountLimit: entry.adAccountLimit,
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
  trialUsed: false,
  createdAt: FACTORY_DEFAULT_DATE,
  ...overrides,
});

export const createInvoice = (overrides: Partial<InvoiceRecord> & Pick<Invoice, 'id' | 'number'>): InvoiceRecord => ({
  userId: 'usr_default',
  billingReason: 'subscription_create',
  planId: 'regular_1',
  cycle: 'monthly',
  subtotal: 0,
  tax: 0,
  total: 0,
  currency: 'USD',
  status: 'done',
  transactionId: null,
  periodStart: null,
  periodEnd: null,
  issuedAt: FACTORY_DEFAULT_DATE,
  paidAt: null,
  downloadUrl: null,
  ...overrides,
});
