import type { PageQuery } from '@contract';
import { giftCodeStatusAt } from '@contract/gift-codes/gift-code-status';
import type { GiftCodeQuantity, GiftCodeRedemption, RedeemHistory } from '@contract/gift-codes/gift-codes.schema';
import { Clock, Effect } from 'effect';
import { DAY_MS } from '../clock';
import type { MockDb } from '../db';
import type { GiftCodeRedemptionRecord } from '../factories/gift-code';
import { fromDb } from './effect-runtime';
import { GiftCodeAlreadySaved, GiftCodeMinSpendNotReached, GiftCodeUnavailable } from './gift-codes/errors';
import type { InsufficientBalance } from './ledger/errors';
import type { RecordNotFound } from '../errors';
import { newId } from './ids';
import { newestFirst, paged } from './list';
import { spendOf, syncUserAdSpend } from './ad-spend';
import { postEntry } from './ledger';
import { notify } from './notifications';

/*
 * Gift codes (spec sections 3, 4, 5). A seller saves one code at a time; the bonus (worth) is
 * credited to the wallet through the ledger (recharge_gift_code) once the spend since the
 * redemption reaches the code's minimum within timeOfUseDays + 1 day. Quantities always add
 * up: available + saved + paid = total (a redemption that runs out of time returns its unit).
 *
 * "Spend" is ad spend: what the seller's ad accounts spent on the platform (mocks/rules/ad-spend.ts),
 * synced up to now before it is counted. Moving money to an ad account and back spends nothing.
 */

const iso = (millis: number): string => new Date(millis).toISOString();

/** Cents the user's ad accounts spent between two instants (inclusive; a piece counts when it ends). */
const adSpendBetween = (db: MockDb, userId: string, fromMs: number, toMs: number): number =>
  spendOf(db, { userId, endsFrom: fromMs, endsTo: toMs });

/** The redemption's deadline: redeemedAt + timeOfUseDays + 1 day. */
const giftCodeDeadline = (redeemedAtMs: number, timeOfUseDays: number): number =>
  redeemedAtMs + (timeOfUseDays + 1) * DAY_MS;

const moveQuantity = (
  db: MockDb,
  codeId: string,
  change: (quantity: GiftCodeQuantity) => GiftCodeQuantity,
  now: number,
): Effect.Effect<void> =>
  Effect.gen(function* () {
    const code = db.giftCodes.findFirst((q) => q.where({ id: codeId }));
    if (!code) return;
    const quantity = change(code.quantity);
    const status = giftCodeStatusAt({ ...code, quantity }, now);
    yield* fromDb(() =>
      db.giftCodes.update((q) => q.where({ id: codeId }), {
        data(draft) {
          draft.quantity = quantity;
          draft.status = status;
        },
      }),
    );
  });

const redemptionView = ({
  userId: _user,
  giftCodeId: _code,
  transactionId: _entry,
  ...view
}: GiftCodeRedemptionRecord): GiftCodeRedemption => view;

/* ---------- Settling ---------- */

const settleOne = (
  db: MockDb,
  redemption: GiftCodeRedemptionRecord,
  now: number,
): Effect.Effect<void, InsufficientBalance | RecordNotFound> =>
  Effect.gen(function* () {
    const redeemedAt = Date.parse(redemption.redeemedAt);
    const deadline = Date.parse(redemption.deadline);
    const spend = adSpendBetween(db, redemption.userId, redeemedAt, Math.min(now, deadline));
    if (spend >= redemption.minimumRequiredSpend.minTotalSpend) {
      const entry = yield* postEntry(db, {
        userId: redemption.userId,
        type: 'recharge_gift_code',
        amount: redemption.worth,
        note: `Gift code ${redemption.code}`,
      });
      yield* notify(db, {
        userId: redemption.userId,
        template: 'giftCodePaid',
        subject: { kind: 'transaction', id: entry.id },
      });
      yield* fromDb(() =>
        db.giftCodeRedemptions.update((q) => q.where({ id: redemption.id }), {
          data(draft) {
            draft.status = 'paid';
            draft.currentSpend = spend;
            draft.paidAt = iso(now);
            draft.transactionId = entry.id;
          },
        }),
      );
      yield* moveQuantity(db, redemption.giftCodeId, (q) => ({ ...q, saved: q.saved - 1, paid: q.paid + 1 }), now);
    } else if (now > deadline) {
      yield* fromDb(() =>
        db.giftCodeRedemptions.update((q) => q.where({ id: redemption.id }), {
          data(draft) {
            draft.status = 'expired';
            draft.currentSpend = spend;
          },
        }),
      );
      yield* moveQuantity(
        db,
        redemption.giftCodeId,
        (q) => ({ ...q, saved: q.saved - 1, available: q.available + 1 }),
        now,
      );
    } else if (spend !== redemption.currentSpend) {
      yield* fromDb(() =>
        db.giftCodeRedemptions.update((q) => q.where({ id: redemption.id }), {
          data(draft) {
            draft.currentSpend = spend;
          },
        }),
      );
    }
  });

/**
 * Settles saved redemptions at `now` (all, or one user's): credits the bonus once the spend
 * since redemption (counted up to the deadline) reaches the minimum, expires those whose
 * deadline passed without it, and updates the spend counted so far. The bonus entry is
 * posted at the Clock's now. For the simulation harness; the gift-code routes run it first.
 */
export const settleGiftCodes = (
  db: MockDb,
  now: number,
  options: { userId?: string } = {},
): Effect.Effect<void, InsufficientBalance | RecordNotFound> =>
  Effect.gen(function* () {
    const saved = db.giftCodeRedemptions
      .findMany((q) => q.where({ status: 'saved' }))
      .filter((redemption) => options.userId === undefined || redemption.userId === options.userId);
    for (const redemption of saved) yield* settleOne(db, redemption, now);
  });

/** One user's saved codes settled against their ad spend synced up to now (the gift-code routes). */
export const settleUserGiftCodes = (
  db: MockDb,
  userId: string,
  now: number,
): Effect.Effect<void, InsufficientBalance | RecordNotFound> =>
  Effect.gen(function* () {
    yield* syncUserAdSpend(db, userId, now);
    yield* settleGiftCodes(db, now, { userId });
  });

/* ---------- Redeeming ---------- */

/**
 * Saves a code for the user. Refused when the user already holds a saved code, when the
 * code is unknown, deactivated, expired, sold out or already used by this user, and when
 * the account's lifetime spend has not reached the code's minimum (or is above its tier's
 * maximum, which makes the code not for this account).
 */
export const redeemGiftCode = (
  db: MockDb,
  userId: string,
  typed: string,
): Effect.Effect<
  GiftCodeRedemption,
  GiftCodeAlreadySaved | GiftCodeUnavailable | GiftCodeMinSpendNotReached | InsufficientBalance | RecordNotFound
> =>
  Effect.gen(function* () {
    const now = yield* Clock.currentTimeMillis;
    yield* settleUserGiftCodes(db, userId, now);
    const held = db.giftCodeRedemptions.findFirst((q) => q.where({ userId, status: 'saved' }));
    if (held) return yield* Effect.fail(new GiftCodeAlreadySaved({ code: held.code }));

    const wanted = typed.trim().toUpperCase();
    const code = db.giftCodes.all().find((candidate) => candidate.code.toUpperCase() === wanted);
    const usedBefore =
      code !== undefined && db.giftCodeRedemptions.findFirst((q) => q.where({ userId, giftCodeId: code.id }));
    if (!code || giftCodeStatusAt(code, now) !== 'active' || usedBefore) {
      return yield* Effect.fail(new GiftCodeUnavailable({ code: wanted }));
    }
    const { minTotalSpend, maxTotalSpend } = code.minimumRequiredSpend;
    const spent = adSpendBetween(db, userId, 0, now);
    if (maxTotalSpend !== null && spent > maxTotalSpend)
      return yield* Effect.fail(new GiftCodeUnavailable({ code: wanted }));
    if (spent < minTotalSpend) {
      return yield* Effect.fail(new GiftCodeMinSpendNotReached({ required: minTotalSpend, spent }));
    }

    const redemption = yield* fromDb(() =>
      db.giftCodeRedemptions.create({
        id: newId('gcr'),
        userId,
        giftCodeId: code.id,
        transactionId: null,
        code: code.code,
        worth: code.worth,
        minimumRequiredSpend: { start: iso(now), minTotalSpend, maxTotalSpend },
        timeOfUseDays: code.timeOfUseDays,
        currentSpend: 0,
        status: 'saved',
        redeemedAt: iso(now),
        deadline: iso(giftCodeDeadline(now, code.timeOfUseDays)),
        paidAt: null,
      }),
    );
    yield* moveQuantity(db, code.id, (q) => ({ ...q, available: q.available - 1, saved: q.saved + 1 }), now);
    return redemptionView(redemption);
  });

/** The user's redemptions, newest first. */
export const redeemHistory = (db: MockDb, userId: string, query: PageQuery): RedeemHistory => {
  const all = db.giftCodeRedemptions
    .findMany((q) => q.where({ userId }))
    .sort(newestFirst((redemption) => [redemption.redeemedAt, redemption.id]))
    .map(redemptionView);
  return paged(all, query);
};
