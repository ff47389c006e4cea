import { DEFAULT_BUSINESS_SETTINGS, DURATIONS, type PageQuery, type PlanId } from '@contract';
import type {
  Invoice,
  InvoiceBillingReason,
  InvoiceList,
  InvoiceListQuery,
  PendingCancellation,
  PlanList,
  PurchaseSummary,
  SubscribeBody,
  Subscription,
  SubscriptionTransitionList,
  ValidPriceList,
} from '@contract/plans/plans.schema';
import { Clock, Effect } from 'effect';
import { DAY_MS, HOUR_MS } from '../clock';
import type { MockDb } from '../db';
import {
  createInvoice,
  createSubscription,
  planCatalogue,
  planNeedsReview,
  planOf,
  type InvoiceRecord,
  type SubscriptionRecord,
} from '../factories/plan';
import {
  atInstant,
  CancelSubscriptionFailed,
  fromDb,
  type InsufficientBalance,
  NoPlanAvailable,
  type RecordNotFound,
} from './effect-runtime';
import { newId } from './ids';
import { postEntry } from './ledger';
import { newestFirst, paged, whereEqual } from './list';
import { notify } from './notifications';
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

/* ---------- Working days ---------- */

/** Working days are counted in Vietnam (UTC+7), where the business is. */
const VIETNAM_OFFSET_MS = 7 * HOUR_MS;

const isWeekend = (millis: number): boolean => {
  const weekday = new Date(millis + VIETNAM_OFFSET_MS).getUTCDay();
  return weekday === 0 || weekday === 6;
};

/** The same time of day `days` working days later: Saturdays and Sundays do not count. */
export const addWorkingDays = (fromMs: number, days: number): number => {
  let at = fromMs;
  let left = days;
  while (left > 0) {
    at += DAY_MS;
    if (!isWeekend(at)) left -= 1;
  }
  return at;
};

/** The calendar date (YYYY-MM-DD) of an instant in Vietnam. */
const vietnamDate = (millis: number): string => new Date(millis + VIETNAM_OFFSET_MS).toISOString().slice(0, 10);

/** Cancellation takes effect after 2 working days; users are told "2 to 3". */
const [CANCEL_EFFECTIVE_WORKING_DAYS, CANCEL_EXPECTED_WORKING_DAYS] = DURATIONS.cancellationWorkingDays;

/** The last day a cancellation asked at `requestedMs` is expected to be processed (the 3rd working day). */
const cancellationExpectedBy = (requestedMs: number): string =>
  vietnamDate(addWorkingDays(requestedMs, CANCEL_EXPECTED_WORKING_DAYS));

/* ---------- Reading ---------- */

const subscriptionOf = (db: MockDb, userId: string): SubscriptionRecord | undefined =>
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
const trialAvailableFor = (record: SubscriptionRecord | undefined, settings: BillingSettings): boolean =>
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

const invoiceView = ({ userId: _owner, ...invoice }: InvoiceRecord): Invoice => invoice;

export const listInvoices = (db: MockDb, userId: string, query: InvoiceListQuery): InvoiceList => {
  const all = db.invoices
    .findMany((q) => q.where({ userId }))
    .filter(whereEqual(query.status, (invoice) => invoice.status))
    .sort(newestFirst((invoice) => [invoice.issuedAt, invoice.number]))
    .map(invoiceView);
  return paged(all, query);
};

/* ---------- Writing ---------- */

const iso = (millis: number): string => new Date(millis).toISOString();

/**
 * Stores the subscription's new state. A change of status (or of plan) is a transition and a
 * user log; the user's plan fields always follow the subscription. Answers the transition's id
 * (null when nothing changed), for the notification that names it.
 */
const saveSubscription = (
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
const charge = (
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
const latestEntryAt = (db: MockDb, userId: string): number =>
  db.balanceTransactions
    .findMany((q) => q.where({ userId }))
    .reduce((latest, entry) => Math.max(latest, Date.parse(entry.createdAt)), 0);

/* ---------- Time passing ---------- */

type DueEvent = { kind: 'cancel' | 'trialEnd' | 'renewal'; at: number };

/** The subscription's next event, due or not: a processed cancellation, the trial's end, or a renewal. */
const nextEvent = (record: SubscriptionRecord): DueEvent | undefined => {
  const events: DueEvent[] = [];
  if (record.cancelEffectiveAt) events.push({ kind: 'cancel', at: Date.parse(record.cancelEffectiveAt) });
  if (record.status === 'trialing' && record.trialEnd)
    events.push({ kind: 'trialEnd', at: Date.parse(record.trialEnd) });
  // A plan whose cancellation is pending runs until it is processed, and is not renewed.
  if (record.status === 'active' && record.currentPeriodEnd && !record.cancelEffectiveAt) {
    events.push({ kind: 'renewal', at: Date.parse(record.currentPeriodEnd) });
  }
  return events.sort((a, b) => a.at - b.at)[0];
};

/** When the user's subscription changes next on its own (null when nothing is scheduled): seeds step to it. */
export const nextSubscriptionEventAt = (db: MockDb, userId: string): number | null => {
  const record = subscriptionOf(db, userId);
  return (record && nextEvent(record)?.at) ?? null;
};

const dueEvent = (record: SubscriptionRecord, now: number): DueEvent | undefined => {
  const event = nextEvent(record);
  return event && event.at <= now ? event : undefined;
};

const advanceOne = (
  db: MockDb,
  initial: SubscriptionRecord,
  now: number,
  ids: SubscriptionIds,
): Effect.Effect<SubscriptionRecord, RecordNotFound> =>
  Effect.gen(function* () {
    let record = initial;
    for (let event = dueEvent(record, now); event; event = dueEvent(record, now)) {
      switch (event.kind) {
        case 'cancel': {
          const next: SubscriptionRecord = {
            ...record,
            status: 'canceled',
            cancelEffectiveAt: null,
            trialEnd: null,
            currentPeriodEnd: null,
          };
          record = (yield* saveSubscription(db, record, next, event.at, ids)).record;
          break;
        }
        case 'trialEnd': {
          // The trial is over: past_due until a plan is chosen, and the seller is told.
          const next: SubscriptionRecord = { ...record, status: 'past_due', trialEnd: null };
          const saved = yield* saveSubscription(db, record, next, event.at, ids);
          record = saved.record;
          yield* notifyTransition(db, record.userId, 'trialEnded', saved.transitionId, event.at);
          break;
        }
        case 'renewal': {
          // Dated when it fell due, or after the wallet's latest entry if that came later.
          const at = Math.max(event.at, latestEntryAt(db, record.userId));
          const renewed = yield* Effect.result(
            atInstant(at)(
              charge(
                db,
                { userId: record.userId, planId: record.planId, reason: 'subscription_cycle', periodStart: event.at },
                ids,
              ),
            ),
          );
          if (renewed._tag === 'Success') {
            const next: SubscriptionRecord = { ...record, currentPeriodEnd: iso(event.at + BILLING_PERIOD_MS) };
            record = (yield* saveSubscription(db, record, next, at, ids)).record;
            yield* atInstant(at)(
              notify(db, {
                userId: record.userId,
                template: 'planRenewed',
                subject: { kind: 'transaction', id: renewed.success.entryId },
              }),
            );
            break;
          }
          if (renewed.failure._tag === 'RecordNotFound') return yield* Effect.fail(renewed.failure);
          // The available balance could not pay the month: past_due until the seller pays again.
          const saved = yield* saveSubscription(db, record, { ...record, status: 'past_due' }, at, ids);
          record = saved.record;
          yield* notifyTransition(db, record.userId, 'planPaymentFailed', saved.transitionId, at);
          break;
        }
      }
    }
    return record;
  });

const notifyTransition = (
  db: MockDb,
  userId: string,
  template: 'trialEnded' | 'planPaymentFailed',
  transitionId: string | null,
  at: number,
): Effect.Effect<void> =>
  transitionId === null
    ? Effect.void
    : Effect.asVoid(
        atInstant(at)(notify(db, { userId, template, subject: { kind: 'subscriptionTransition', id: transitionId } })),
      );

/**
 * Brings subscriptions up to `now` (all of them, or one user's): a processed cancellation
 * cancels, an ended trial becomes past_due, an ended paid month renews from the wallet (or
 * becomes past_due). Each change is dated when it fell due. For the clock's due work and the
 * simulation harness; the plan routes also run it for the caller first, and seeds step through it.
 */
export const advanceSubscriptions = (
  db: MockDb,
  now: number,
  options: { userId?: string; ids?: SubscriptionIds } = {},
): Effect.Effect<number, RecordNotFound> =>
  Effect.gen(function* () {
    const { userId, ids = newId } = options;
    const records =
      userId === undefined ? db.subscriptions.all() : db.subscriptions.findMany((q) => q.where({ userId }));
    let changed = 0;
    for (const record of records) {
      const after = yield* advanceOne(db, record, now, ids);
      if (after !== record) changed += 1;
    }
    return changed;
  });

/* ---------- Subscribe, change plan, cancel ---------- */

/** Why a charge is made now: a first paid plan (or one paid again), or a change of a running plan. */
const billingReasonOf = (current: SubscriptionRecord | undefined): InvoiceBillingReason =>
  current?.status === 'active' ? 'subscription_update' : 'subscription_create';

/**
 * Subscribes or changes plan. Whoever never had a trial starts one (nothing taken). Otherwise
 * the plan price is taken from the wallet's available balance now, with its invoice; changing
 * plan during the trial ends the trial (trialForfeited). Refused while a paid plan's
 * cancellation is pending.
 */
export const subscribe = (
  db: MockDb,
  userId: string,
  body: SubscribeBody,
  options: SubscriptionOptions = {},
): Effect.Effect<PurchaseSummary, NoPlanAvailable | InsufficientBalance | RecordNotFound> =>
  Effect.gen(function* () {
    const { settings = DEFAULT_BILLING_SETTINGS, ids = newId } = options;
    const now = yield* Clock.currentTimeMillis;
    yield* advanceSubscriptions(db, now, { userId, ids });
    const current = subscriptionOf(db, userId);
    if (current?.cancelEffectiveAt) return yield* Effect.fail(new NoPlanAvailable({ reason: 'cancellation_pending' }));
    const plan = planOf(body.planId, settings.trialDays);
    const startsTrial = trialAvailableFor(current, settings);
    const trialForfeited = current?.status === 'trialing';
    const base = current ?? createSubscription({ id: ids('sub'), userId, createdAt: iso(now) });
    const common = {
      ...base,
      planId: body.planId,
      cancelRequestedAt: null,
      cancelReason: null,
      trialUsed: true,
    };
    let next: SubscriptionRecord;
    let invoice: InvoiceRecord | null = null;
    if (startsTrial) {
      next = {
        ...common,
        status: 'trialing',
        trialEnd: iso(now + settings.trialDays * DAY_MS),
        currentPeriodEnd: null,
      };
    } else {
      ({ invoice } = yield* charge(
        db,
        { userId, planId: body.planId, reason: billingReasonOf(current), periodStart: now },
        ids,
      ));
      next = { ...common, status: 'active', trialEnd: null, currentPeriodEnd: iso(now + BILLING_PERIOD_MS) };
    }
    const { record } = yield* saveSubscription(db, current, next, now, ids);
    return {
      planId: plan.id,
      price: plan.price,
      cycle: plan.cycle,
      tax: 0,
      total: invoice?.total ?? 0,
      trialDays: startsTrial ? settings.trialDays : 0,
      trialForfeited,
      subscription: subscriptionView(record, settings),
      invoice: invoice && invoiceView(invoice),
    };
  });

/**
 * Asks to cancel. A paid plan is cancelled 2 working days after the request (told "2 to 3"):
 * it runs, without renewing, until then, and no plan can be chosen meanwhile. When nothing paid
 * is running (a trial, a past-due or incomplete plan) there is nothing to process: it is
 * cancelled at once, the trial is lost, and a plan can be chosen right away.
 */
export const cancelSubscription = (
  db: MockDb,
  userId: string,
  reason: string | undefined,
  options: SubscriptionOptions = {},
): Effect.Effect<PendingCancellation, CancelSubscriptionFailed | RecordNotFound> =>
  Effect.gen(function* () {
    const { settings = DEFAULT_BILLING_SETTINGS, ids = newId } = options;
    const now = yield* Clock.currentTimeMillis;
    yield* advanceSubscriptions(db, now, { userId, ids });
    const current = subscriptionOf(db, userId);
    if (!current) return yield* Effect.fail(new CancelSubscriptionFailed({ reason: 'no_subscription' }));
    if (current.status === 'canceled') {
      return yield* Effect.fail(new CancelSubscriptionFailed({ reason: 'already_canceled' }));
    }
    if (current.cancelEffectiveAt) {
      return yield* Effect.fail(new CancelSubscriptionFailed({ reason: 'cancellation_pending' }));
    }
    const trimmed = reason === undefined || reason === '' ? null : reason;
    const paid = current.status === 'active';
    const asked = { ...current, cancelRequestedAt: iso(now), cancelReason: trimmed, trialUsed: true };
    const next: SubscriptionRecord = paid
      ? { ...asked, cancelEffectiveAt: iso(addWorkingDays(now, CANCEL_EFFECTIVE_WORKING_DAYS)) }
      : { ...asked, status: 'canceled', trialEnd: null, currentPeriodEnd: null };
    const { record } = yield* saveSubscription(db, current, next, now, ids);
    return {
      status: paid ? 'pending' : 'done',
      requestedAt: iso(now),
      expectedBy: paid ? cancellationExpectedBy(now) : vietnamDate(now),
      reason: trimmed,
      subscription: subscriptionView(record, settings),
    };
  });
