import type {
  InvoiceBillingReason,
  PendingCancellation,
  PurchaseSummary,
  SubscribeBody,
} from '@contract/plans/plans.schema';
import { addWorkingDays, businessDayOf } from '@contract/common/business-calendar';
import { Clock, Effect } from 'effect';
import { DAY_MS } from '../../clock';
import type { MockDb } from '../../db';
import { createSubscription, planOf, type InvoiceRecord, type SubscriptionRecord } from '../../factories/plan';
import { CancelSubscriptionFailed, NoPlanAvailable } from './errors';
import type { InsufficientBalance } from '../ledger/errors';
import type { RecordNotFound } from '../../errors';
import { newId } from '../ids';
import {
  BILLING_PERIOD_MS,
  DEFAULT_BILLING_SETTINGS,
  type SubscriptionOptions,
  CANCEL_EFFECTIVE_WORKING_DAYS,
  cancellationExpectedBy,
  charge,
  invoiceView,
  iso,
  saveSubscription,
  subscriptionOf,
  subscriptionView,
  trialAvailableFor,
} from '../subscriptions';
import { advanceSubscriptions } from './advance';

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
      expectedBy: paid ? cancellationExpectedBy(now) : businessDayOf(now),
      reason: trimmed,
      subscription: subscriptionView(record, settings),
    };
  });
