import { DEFAULT_BUSINESS_SETTINGS, DURATIONS, type PageQuery, type PlanId } from '@contract';
import type {
  Invoice,
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
  type SubscriptionRecord,
} from '../factories/plan';
import {
  CancelSubscriptionFailed,
  fromDb,
  type InsufficientBalance,
  NoPlanAvailable,
  RecordNotFound,
} from './effect-runtime';
import { newId } from './ids';
import { postEntry } from './ledger';

/*
 * Plans and subscriptions (spec sections 3, 4, 9). One subscription per user, updated in
 * place; every status change is also a transition record and a user log, and the user's
 * plan fields (plans, planStatus, isInTrial) are rewritten from the subscription so
 * GET /api/users always agrees with it. Money leaves the wallet through the ledger only.
 */

/** The build settings the rules read (`BusinessSettings.trialDays`, 14 by default). */
export interface BillingSettings {
  trialDays: number;
}

export const DEFAULT_BILLING_SETTINGS: BillingSettings = { trialDays: DEFAULT_BUSINESS_SETTINGS.trialDays };

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
  paymentMethodId: record.paymentMethodId,
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

/** Empty while a cancellation is pending: upgrading is possible again once it is processed. */
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

const page = <T>(all: readonly T[], query: PageQuery) => {
  const start = (query.page - 1) * query.limit;
  return { content: all.slice(start, start + query.limit), paging: { total: all.length, ...query } };
};

export const listTransitions = (db: MockDb, userId: string, query: PageQuery): SubscriptionTransitionList => {
  const all = db.subscriptionTransitions
    .findMany((q) => q.where({ userId }))
    .sort((a, b) => b.changedAt.localeCompare(a.changedAt) || b.sequence - a.sequence)
    .map(({ id, from, to, planId, changedAt }) => ({ id, from, to, planId, changedAt }));
  return page(all, { page: query.page, limit: query.limit });
};

export const listInvoices = (db: MockDb, userId: string, query: InvoiceListQuery): InvoiceList => {
  const all = db.invoices
    .findMany((q) => q.where({ userId }))
    .filter((invoice) => query.status === undefined || invoice.status === query.status)
    .sort((a, b) => b.issuedAt.localeCompare(a.issuedAt) || b.number.localeCompare(a.number))
    .map(({ userId: _owner, ...invoice }): Invoice => invoice);
  return page(all, { page: query.page, limit: query.limit });
};

/* ---------- Writing ---------- */

const iso = (millis: number): string => new Date(millis).toISOString();

/**
 * Stores the subscription's new state. A change of status (or of plan) is a transition and a
 * user log; the user's plan fields always follow the subscription.
 */
const saveSubscription = (
  db: MockDb,
  previous: SubscriptionRecord | undefined,
  next: SubscriptionRecord,
  at: number,
  transitionId?: string,
): Effect.Effect<SubscriptionRecord, RecordNotFound> =>
  Effect.gen(function* () {
    const user = db.users.findFirst((q) => q.where({ id: next.userId }));
    if (!user) return yield* Effect.fail(new RecordNotFound({ entity: 'user', id: next.userId }));
    const saved = previous
      ? yield* fromDb(() =>
          db.subscriptions.update((q) => q.where({ id: previous.id }), {
            strict: true,
            data(draft) {
              Object.assign(draft, next);
            },
          }),
        )
      : yield* fromDb(() => db.subscriptions.create(next));
    const changed = previous?.status !== next.status || previous.planId !== next.planId;
    if (changed) {
      const sequence = db.subscriptionTransitions.findMany((q) => q.where({ userId: next.userId })).length + 1;
      yield* fromDb(() =>
        db.subscriptionTransitions.create({
          id: transitionId ?? newId('sbt'),
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
    return saved;
  });

/** Takes one plan price from the wallet (a stripe_subscription entry) and files the invoice. */
const charge = (
  db: MockDb,
  userId: string,
  planId: PlanId,
  periodStart: number,
): Effect.Effect<number, InsufficientBalance | RecordNotFound> =>
  Effect.gen(function* () {
    const plan = planOf(planId);
    const entry = yield* postEntry(db, {
      userId,
      type: 'stripe_subscription',
      amount: -plan.price,
      note: `${plan.name} plan, monthly`,
    });
    const number = `INV-${String(db.invoices.count() + 1).padStart(6, '0')}`;
    yield* fromDb(() =>
      db.invoices.create(
        createInvoice({
          id: newId('inv'),
          number,
          userId,
          description: `${plan.name} plan, monthly`,
          planId,
          subtotal: plan.price,
          total: plan.price,
          status: 'done',
          periodStart: iso(periodStart),
          periodEnd: iso(periodStart + BILLING_PERIOD_MS),
          issuedAt: entry.createdAt,
          paidAt: entry.createdAt,
        }),
      ),
    );
    return plan.price;
  });

/* ---------- Time passing ---------- */

type DueEvent = { kind: 'cancel' | 'trialEnd' | 'renewal'; at: number };

const nextDueEvent = (record: SubscriptionRecord, now: number): DueEvent | undefined => {
  const events: DueEvent[] = [];
  if (record.cancelEffectiveAt) events.push({ kind: 'cancel', at: Date.parse(record.cancelEffectiveAt) });
  if (record.status === 'trialing' && record.trialEnd)
    events.push({ kind: 'trialEnd', at: Date.parse(record.trialEnd) });
  if (record.status === 'active' && record.currentPeriodEnd) {
    events.push({ kind: 'renewal', at: Date.parse(record.currentPeriodEnd) });
  }
  return events.filter((event) => event.at <= now).sort((a, b) => a.at - b.at)[0];
};

const advanceOne = (
  db: MockDb,
  initial: SubscriptionRecord,
  now: number,
): Effect.Effect<SubscriptionRecord, RecordNotFound> =>
  Effect.gen(function* () {
    let record = initial;
    for (let event = nextDueEvent(record, now); event; event = nextDueEvent(record, now)) {
      let next: SubscriptionRecord;
      switch (event.kind) {
        case 'cancel':
          next = { ...record, status: 'canceled', cancelEffectiveAt: null, trialEnd: null, currentPeriodEnd: null };
          break;
        case 'trialEnd':
          // The trial is over: past_due until a plan is chosen.
          next = { ...record, status: 'past_due', trialEnd: null };
          break;
        case 'renewal': {
          // The wallet pays the next month; an empty wallet leaves the subscription past_due.
          const renewed = yield* Effect.result(charge(db, record.userId, record.planId, event.at));
          if (renewed._tag === 'Failure' && renewed.failure._tag === 'RecordNotFound') {
            return yield* Effect.fail(renewed.failure);
          }
          next =
            renewed._tag === 'Success'
              ? { ...record, currentPeriodEnd: iso(event.at + BILLING_PERIOD_MS) }
              : { ...record, status: 'past_due' };
          break;
        }
      }
      record = yield* saveSubscription(db, record, next, event.at);
    }
    return record;
  });

/**
 * Brings subscriptions up to `now` (all of them, or one user's): a processed cancellation
 * cancels, an ended trial becomes past_due, an ended paid month renews from the wallet (or
 * becomes past_due). Each change is dated when it fell due. For the simulation harness;
 * the plan routes also run it for the caller first.
 */
export const advanceSubscriptions = (
  db: MockDb,
  now: number,
  options: { userId?: string } = {},
): Effect.Effect<number, RecordNotFound> =>
  Effect.gen(function* () {
    const { userId } = options;
    const records =
      userId === undefined ? db.subscriptions.all() : db.subscriptions.findMany((q) => q.where({ userId }));
    let changed = 0;
    for (const record of records) {
      const after = yield* advanceOne(db, record, now);
      if (after !== record) changed += 1;
    }
    return changed;
  });

/* ---------- Subscribe, change plan, cancel ---------- */

/**
 * Subscribes or changes plan. Whoever never had a trial starts one (nothing charged). Otherwise
 * the wallet pays the plan price now; changing plan during the trial ends the trial
 * (trialForfeited). Refused while a cancellation is pending.
 */
export const subscribe = (
  db: MockDb,
  userId: string,
  body: SubscribeBody,
  settings = DEFAULT_BILLING_SETTINGS,
): Effect.Effect<PurchaseSummary, NoPlanAvailable | InsufficientBalance | RecordNotFound> =>
  Effect.gen(function* () {
    const now = yield* Clock.currentTimeMillis;
    yield* advanceSubscriptions(db, now, { userId });
    const current = subscriptionOf(db, userId);
    if (current?.cancelEffectiveAt) return yield* Effect.fail(new NoPlanAvailable({ reason: 'cancellation_pending' }));
    const plan = planOf(body.planId, settings.trialDays);
    const startsTrial = trialAvailableFor(current, settings);
    const trialForfeited = current?.status === 'trialing';
    const base = current ?? createSubscription({ id: newId('sub'), userId, createdAt: iso(now) });
    const common = {
      ...base,
      planId: body.planId,
      paymentMethodId: body.paymentMethodId,
      cancelRequestedAt: null,
      cancelReason: null,
      trialUsed: true,
    };
    let next: SubscriptionRecord;
    let total = 0;
    if (startsTrial) {
      next = {
        ...common,
        status: 'trialing',
        trialEnd: iso(now + settings.trialDays * DAY_MS),
        currentPeriodEnd: null,
      };
    } else {
      total = yield* charge(db, userId, body.planId, now);
      next = { ...common, status: 'active', trialEnd: null, currentPeriodEnd: iso(now + BILLING_PERIOD_MS) };
    }
    const saved = yield* saveSubscription(db, current, next, now);
    return {
      planPackage: plan.name,
      planId: plan.id,
      price: plan.price,
      cycle: plan.cycle,
      tax: 0,
      total,
      trialDays: startsTrial ? settings.trialDays : 0,
      trialForfeited,
      subscription: subscriptionView(saved, settings),
      requiresAction: false,
      clientSecret: null,
    };
  });

/**
 * Asks to cancel: the cancellation is processed 2 working days later (expected by the 3rd), and
 * a paid plan runs until then. Cancelling during the trial ends the trial at once (the contract's
 * rule): trialing → canceled now, no second trial; the request is still processed on the same
 * schedule, and no plan can be chosen until it is.
 */
export const cancelSubscription = (
  db: MockDb,
  userId: string,
  reason: string | undefined,
  settings = DEFAULT_BILLING_SETTINGS,
): Effect.Effect<PendingCancellation, CancelSubscriptionFailed | RecordNotFound> =>
  Effect.gen(function* () {
    const now = yield* Clock.currentTimeMillis;
    yield* advanceSubscriptions(db, now, { userId });
    const current = subscriptionOf(db, userId);
    if (!current) return yield* Effect.fail(new CancelSubscriptionFailed({ reason: 'no_subscription' }));
    if (current.status === 'canceled') {
      return yield* Effect.fail(new CancelSubscriptionFailed({ reason: 'already_canceled' }));
    }
    if (current.cancelEffectiveAt) {
      return yield* Effect.fail(new CancelSubscriptionFailed({ reason: 'cancellation_pending' }));
    }
    const trimmed = reason === undefined || reason === '' ? null : reason;
    const endsTrial = current.status === 'trialing';
    const next: SubscriptionRecord = {
      ...current,
      ...(endsTrial ? { status: 'canceled', trialEnd: null } : {}),
      cancelRequestedAt: iso(now),
      cancelEffectiveAt: iso(addWorkingDays(now, CANCEL_EFFECTIVE_WORKING_DAYS)),
      cancelReason: trimmed,
      trialUsed: true,
    };
    const saved = yield* saveSubscription(db, current, next, now);
    return {
      status: 'pending',
      requestedAt: iso(now),
      expectedBy: cancellationExpectedBy(now),
      reason: trimmed,
      subscription: subscriptionView(saved, settings),
    };
  });

/* ---------- Seeding ---------- */

export interface SeedSubscriptionStep {
  /** The subscription as it is after this step. */
  record: SubscriptionRecord;
  /** When the step happened (epoch ms). */
  at: number;
  /** A seeded id for the transition, so every run of a scenario is identical. */
  transitionId: string;
}

/**
 * Seeds a subscription's history, oldest step first, through the same writer the rules use:
 * transitions, user logs and the user's plan fields agree with the last step by construction.
 */
export const seedSubscription = async (db: MockDb, steps: readonly SeedSubscriptionStep[]): Promise<void> => {
  let previous: SubscriptionRecord | undefined;
  for (const step of steps) {
    previous = await Effect.runPromise(saveSubscription(db, previous, step.record, step.at, step.transitionId));
  }
};
