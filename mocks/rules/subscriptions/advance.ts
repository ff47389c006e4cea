import { Effect } from 'effect';
import type { MockDb } from '../../db';
import type { SubscriptionRecord } from '../../factories/plan';
import { atInstant } from '../effect-runtime';
import type { RecordNotFound } from '../../errors';
import { newId } from '../ids';
import { notify } from '../notifications';
import {
  BILLING_PERIOD_MS,
  type SubscriptionIds,
  charge,
  iso,
  latestEntryAt,
  saveSubscription,
  subscriptionOf,
} from '../subscriptions';

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
