import { DEFAULT_BUSINESS_SETTINGS, DURATIONS, type PageQuery, type PlanId } from '@contract';
import type {
  Invoice,
  InvoiceBillingReason,
  InvoiceList,
  InvoiceListQuery,
  PlanList,
  Subscription,
  SubscriptionTransitionList,
  ValidPriceList,
} from '@contract/plans/plans.schema';
import { addWorkingDays, businessDayOf } from '@contract/common/business-calendar';
import { Effect } from 'effect';
import { DAY_MS } from '../clock';
import type { MockDb } from '../db';
import {
  createInvoice,
  planCatalogue,
  planNeedsReview,
  planOf,
  type InvoiceRecord,
  type SubscriptionRecord,
} from '../factories/plan';
import { fromDb } from './effect-runtime';
import type { InsufficientBalance } from './ledger/errors';
import type { RecordNotFound } from '../errors';
import { postEntry } from './ledger';
import { newestFirst, paged, whereEqual } from './list';
import { userOf } from './users';

/*
 * Plans and subscriptions (spec sections 3, 4, 9). One subscription per user, updated in
 * place; every status change is also a transition record and a user log, and the user's
 * plan fields (plans, planStatus, isInTrial) are rewritten from the subscription so
 * GET /api/users always agrees with it. A plan is paid from the wallet's available balance:
 * each purchase, renewal and change of plan is one stripe_subscription ledger entry and the
 * invoice that names it, with the same amount and date.
 */

/** The build settings the rules read (`BusinessSettings.trialDays`, 14 by default). */
export interface BillingSettings {
  trialDays: number;
}

export const DEFAULT_BILLING_SETTINGS: BillingSettings = { trialDays: DEFAULT_BUSINESS_SETTINGS.trialDays };

/** Where new records get their ids: fresh ones at run time, seeded ones in seeds (so a seed is identical every run). */
export type SubscriptionIds = (prefix: 'sub' | 'sbt' | 'inv' | 'txn') => string;

export interface SubscriptionOptions {
  settings?: BillingSettings;
  ids?: SubscriptionIds;
}

/** A monthly cycle is 30 days on the clock. */
export const BILLING_PERIOD_MS = 30 * DAY_MS;

/* ---------- Working days (the business calendar's) ---------- */

/** Cancellation takes effect after 2 working days; users are told "2 to 3". */
export const CANCEL_EFFECTIVE_WORKING_DAYS = DURATIONS.cancellationWorkingDays[0];
const CANCEL_EXPECTED_WORKING_DAYS = DURATIONS.cancellationWorkingDays[1];

/** The last day a cancellation asked at `requestedMs` is expected to be processed (the 3rd working day). */
export const cancellationExpectedBy = (requestedMs: number): string =>
  businessDayOf(addWorkingDays(requestedMs, CANCEL_EXPECTED_WORKING_DAYS));

/* ---------- Reading ---------- */

export const subscriptionOf = (db: MockDb, userId: string): SubscriptionRecord | undefined =>
  db.subscriptions.findFirst((q) => q.where({ userId }));

/** The contract's view of a stored subscription. */
export const subscriptionView = (record: SubscriptionRecord, settings = DEFAULT_BILLING_SETTINGS): Subscription => ({
  id: record.id,
  plan: planOf(record.planId, settings.trialDays),
  status: record.status,
  trialEnd: record.trialEnd,
  currentPeriodEnd: record.currentPeriodEnd,
  cancelRequestedAt: record.cancelRequestedAt,
  cancellationExpectedBy:
    record.cancelEffectiveAt && record.cancelRequestedAt
      ? cancellationExpectedBy(Date.parse(record.cancelRequestedAt))
      : null,
  createdAt: record.createdAt,
});

export const listPlans = (settings = DEFAULT_BILLING_SETTINGS): PlanList => planCatalogue(settings.trialDays);

export const mySubscription = (db: MockDb, userId: string, settings = DEFAULT_BILLING_SETTINGS) => {
  const record = subscriptionOf(db, userId);
  return { subscription: record ? subscriptionView(record, settings) : null };
};

/** A trial is offered to whoever never had one (it is used, or lost, for good). */
export const trialAvailableFor = (record: SubscriptionRecord | undefined, settings: BillingSettings): boolean =>
  settings.trialDays > 0 && !(record?.trialUsed ?? false);

/**
 * Empty while a paid plan's cancellation is pending: upgrading is possible again once it is
 * processed. Nothing else empties it, so a seller told to choose a plan always has one to choose.
 */
export const listValidPrices = (db: MockDb, userId: string, settings = DEFAULT_BILLING_SETTINGS): ValidPriceList => {
  const record = subscriptionOf(db, userId);
  if (record?.cancelEffectiveAt) return [];
  const trialAvailable = trialAvailableFor(record, settings);
  return planCatalogue(settings.trialDays).map((plan) => ({
    ...plan,
    trialAvailable,
    isCurrent: record !== undefined && record.status !== 'canceled' && record.planId === plan.id,
  }));
};

export const listTransitions = (db: MockDb, userId: string, query: PageQuery): SubscriptionTransitionList => {
  const all = db.subscriptionTransitions
    .findMany((q) => q.where({ userId }))
    .sort(newestFirst((transition) => [transition.changedAt, transition.sequence]))
    .map(({ id, from, to, planId, changedAt }) => ({ id, from, to, planId, changedAt }));
  return paged(all, query);
};

export const invoiceView = ({ userId: _owner, ...invoice }: InvoiceRecord): Invoice => invoice;

export const listInvoices = (db: MockDb, userId: string, query: InvoiceListQuery): InvoiceList => {
  const all = db.invoices
    .findMany((q) => q.where({ userId }))
    .filter(whereEqual(query.status, (invoice) => invoice.status))
    .sort(newestFirst((invoice) => [invoice.issuedAt, invoice.number]))
    .map(invoiceView);
  return paged(all, query);
};

/* ---------- Writing ---------- */

export const iso = (millis: number): string => new Date(millis).toISOString();

/**
 * Stores the subscription's new state. A change of status (or of plan) is a transition and a
 * user log; the user's plan fields always follow the subscription. Answers the transition's id
 * (null when nothing changed), for the notification that names it.
 */
export const saveSubscription = (
  db: MockDb,
  previous: SubscriptionRecord | undefined,
  next: SubscriptionRecord,
  at: number,
  ids: SubscriptionIds,
): Effect.Effect<{ record: SubscriptionRecord; transitionId: string | null }, RecordNotFound> =>
  Effect.gen(function* () {
    const user = yield* userOf(db, next.userId);
    const record = previous
      ? yield* fromDb(() =>
          db.subscriptions.update((q) => q.where({ id: previous.id }), {
            strict: true,
            data(draft) {
              Object.assign(draft, next);
            },
          }),
        )
      : yield* fromDb(() => db.subscriptions.create(next));
    let transitionId: string | null = null;
    if (previous?.status !== next.status || previous.planId !== next.planId) {
      const sequence = db.subscriptionTransitions.findMany((q) => q.where({ userId: next.userId })).length + 1;
      transitionId = ids('sbt');
      const id = transitionId;
      yield* fromDb(() =>
        db.subscriptionTransitions.create({
          id,
          userId: next.userId,
          sequence,
          from: previous?.status ?? null,
          to: next.status,
          planId: next.planId,
          changedAt: iso(at),
        }),
      );
    }
    yield* fromDb(() =>
      db.users.update(user, {
        data(draft) {
          draft.planStatus = next.status;
          draft.isInTrial = next.status === 'trialing';
          draft.plans = {
            type: next.planId,
            needToBeReviewed: planNeedsReview(next.planId),
            notRegisterPlans: false,
            subscription: { status: next.status },
          };
          if (previous?.status !== next.status) {
            draft.logs = [...draft.logs, { createdAt: iso(at), data: { subscription: { status: next.status } } }];
          }
        },
      }),
    );
    return { record, transitionId };
  });

/**
 * Takes one plan price from the wallet's available balance, at the Clock's now: a
 * stripe_subscription entry whose note is the invoice number, and the invoice that names the
 * entry, issued and paid at the entry's date. A short wallet refuses (InsufficientBalance) and
 * nothing is written.
 */
export const charge = (
  db: MockDb,
  input: { userId: string; planId: PlanId; reason: InvoiceBillingReason; periodStart: number },
  ids: SubscriptionIds,
): Effect.Effect<{ invoice: InvoiceRecord; entryId: string }, InsufficientBalance | RecordNotFound> =>
  Effect.gen(function* () {
    const { userId, planId, reason, periodStart } = input;
    const plan = planOf(planId);
    const number = `INV-${String(db.invoices.count() + 1).padStart(6, '0')}`;
    const entry = yield* postEntry(db, {
      id: ids('txn'),
      userId,
      type: 'stripe_subscription',
      amount: -plan.price,
      note: number,
    });
    const invoiceId = ids('inv');
    const invoice = yield* fromDb(() =>
      db.invoices.create(
        createInvoice({
          id: invoiceId,
          number,
          userId,
          billingReason: reason,
          planId,
          cycle: plan.cycle,
          subtotal: plan.price,
          total: plan.price,
          status: 'done',
          transactionId: entry.id,
          periodStart: iso(periodStart),
          periodEnd: iso(periodStart + BILLING_PERIOD_MS),
          issuedAt: entry.createdAt,
          paidAt: entry.createdAt,
        }),
      ),
    );
    return { invoice, entryId: entry.id };
  });

/** The date of the user's latest wallet entry: a charge dated earlier would break the ledger's order. */
export const latestEntryAt = (db: MockDb, userId: string): number =>
  db.balanceTransactions
    .findMany((q) => q.where({ userId }))
    .reduce((latest, entry) => Math.max(latest, Date.parse(entry.createdAt)), 0);
