import { AFFILIATE_TERMS, PAYOUT } from '@contract';
import {
  REFERRAL_EARNING_MONTHS,
  type MonthlyReferralEarning,
  type RecordReferralClickBody,
  type ReferralClickResult,
  type ReferralRewards,
  type ReferralRewardsQuery,
} from '@contract/referrals/referrals.schema';
import { businessMonthOf, businessMonthsUpTo } from '@contract/common/business-calendar';
import { Effect } from 'effect';
import type { MockDb } from '../db';
import type { StoredUser } from '../http';
import { makeDbLock } from './db-lock';
import { applyBasisPoints } from './ledger';
import { fromDb, nowIso } from './effect-runtime';
import { newId } from './ids';
import { newestFirst, paged, whereEqual } from './list';
import { ClickIdReused } from './referrals/errors';

/*
 * Referral links and rewards (spec sections 3 and 9). Earnings are computed from the
 * shared tables with the standard affiliate terms; payouts go to PayPal, outside the wallet.
 */

/** Codes are matched case-insensitively (registration stores them upper-cased). */
const sameCode = (a: string, b: string): boolean => a.toUpperCase() === b.toUpperCase();

/** One permit per db around a click id's check and its click's creation: two sends of one id at once count once. */
const withClickLock = makeDbLock();

/**
 * Counts a click only when some user holds the code, and each click id once: a resend of a counted id
 * (its answer failed or was lost) answers as the first did and counts nothing. An id counted for another
 * code is refused (`ClickIdReused`). An unknown code stores nothing, so its resend answers `valid: false` again.
 */
export const recordReferralClick = (
  db: MockDb,
  body: RecordReferralClickBody,
): Effect.Effect<ReferralClickResult, ClickIdReused> =>
  withClickLock(
    db,
    Effect.gen(function* () {
      const counted = db.referralClicks.findFirst((q) => q.where({ clickId: body.clickId }));
      if (counted) {
        if (!sameCode(counted.referralCode, body.referralCode)) {
          return yield* Effect.fail(new ClickIdReused({ clickId: body.clickId, countedFor: counted.referralCode }));
        }
        return { referralCode: counted.referralCode, valid: true };
      }
      const owner = db.users.all().find((user) => sameCode(user.referralCode, body.referralCode));
      if (!owner) return { referralCode: body.referralCode, valid: false };
      const createdAt = yield* nowIso;
      yield* fromDb(() =>
        db.referralClicks.create({
          id: newId('rfc'),
          clickId: body.clickId,
          referralCode: owner.referralCode,
          landingUrl: body.landingUrl ?? null,
          createdAt,
        }),
      );
      return { referralCode: owner.referralCode, valid: true };
    }),
  );

/** The last `REFERRAL_EARNING_MONTHS` months of the business calendar up to `now`'s, oldest first. */
export const earningMonths = (now: number): string[] => businessMonthsUpTo(now, REFERRAL_EARNING_MONTHS);

interface DatedAmount {
  at: string;
  amount: number;
}

const sumByMonth = (items: readonly DatedAmount[]): Map<string, number> => {
  const sums = new Map<string, number>();
  for (const item of items) {
    const month = businessMonthOf(item.at);
    sums.set(month, (sums.get(month) ?? 0) + item.amount);
  }
  return sums;
};

/**
 * Each month's earnings: the bonus in the month of a referral's first settled top-up, the
 * shares on the month's paid invoices and settled top-ups (rounded per month, so twelve
 * months may differ by a cent from the all-time totals, which are rounded once).
 */
const monthlyEarnings = (
  input: { deposits: readonly DatedAmount[]; firstDeposits: readonly DatedAmount[]; invoices: readonly DatedAmount[] },
  terms: (typeof AFFILIATE_TERMS)[keyof typeof AFFILIATE_TERMS],
  now: number,
): MonthlyReferralEarning[] => {
  const bonus = sumByMonth(input.firstDeposits);
  const subscriptions = sumByMonth(input.invoices);
  const deposits = sumByMonth(input.deposits);
  return earningMonths(now).map((month) => ({
    month,
    bonusEarnings: bonus.get(month) ?? 0,
    subscriptionEarnings: applyBasisPoints(subscriptions.get(month) ?? 0, terms.subscriptionShareBasisPoints),
    spendEarnings: applyBasisPoints(deposits.get(month) ?? 0, terms.depositShareBasisPoints),
  }));
};

interface ReferralIncome {
  terms: (typeof AFFILIATE_TERMS)['standard'];
  referred: ReadonlySet<string>;
  deposits: ReturnType<MockDb['balanceTransactions']['all']>;
  invoices: ReturnType<MockDb['invoices']['all']>;
  activeReferrals: number;
  bonusEarnings: number;
  subscriptionEarnings: number;
  spendEarnings: number;
  totalEarnings: number;
}

/**
 * Standard terms: the maximum bonus per referral who has topped up at least once, a share of
 * their paid plan invoices and a share of their settled top-ups. The one source of the
 * referral page's totals and the dashboard's referral earnings.
 */
const referralIncome = (db: MockDb, user: StoredUser): ReferralIncome => {
  const terms = AFFILIATE_TERMS.standard;
  const referred = new Set(
    db.users
      .all()
      .filter((candidate) => candidate.referredBy !== null && sameCode(candidate.referredBy, user.referralCode))
      .map((candidate) => candidate.id),
  );
  const deposits = db.balanceTransactions
    .all()
    .filter((entry) => entry.status === 'PAID' && entry.type === 'add_fund_user_balance' && referred.has(entry.userId));
  const activeReferrals = new Set(deposits.map((entry) => entry.userId)).size;
  const invoices = db.invoices.all().filter((invoice) => invoice.status === 'done' && referred.has(invoice.userId));
  const bonusEarnings = activeReferrals * terms.maxBonusCents;
  const subscriptionEarnings = applyBasisPoints(
    invoices.reduce((sum, invoice) => sum + invoice.total, 0),
    terms.subscriptionShareBasisPoints,
  );
  const spendEarnings = applyBasisPoints(
    deposits.reduce((sum, entry) => sum + entry.amount, 0),
    terms.depositShareBasisPoints,
  );
  return {
    terms,
    referred,
    deposits,
    invoices,
    activeReferrals,
    bonusEarnings,
    subscriptionEarnings,
    spendEarnings,
    totalEarnings: bonusEarnings + subscriptionEarnings + spendEarnings,
  };
};

/** Everything the user has earned by referring (the dashboard's "referral earnings"). */
export const referralEarnings = (db: MockDb, user: StoredUser): number => referralIncome(db, user).totalEarnings;

export const referralRewards = (
  db: MockDb,
  user: StoredUser,
  query: ReferralRewardsQuery,
  now: number,
): ReferralRewards => {
  const { terms, referred, deposits, invoices, activeReferrals, bonusEarnings, subscriptionEarnings, spendEarnings } =
    referralIncome(db, user);
  const totalEarnings = bonusEarnings + subscriptionEarnings + spendEarnings;
  const payouts = db.referralPayouts
    .all()
    .filter((payout) => payout.userId === user.id)
    .sort(newestFirst((payout) => payout.createdAt));
  const sumOf = (status: 'done' | 'pending') =>
    payouts.filter((payout) => payout.status === status).reduce((sum, payout) => sum + payout.amount, 0);
  const paidOut = sumOf('done');
  const pendingPayout = sumOf('pending');
  const firstDeposits = new Map<string, string>();
  for (const entry of deposits) {
    const first = firstDeposits.get(entry.userId);
    if (first === undefined || entry.createdAt < first) firstDeposits.set(entry.userId, entry.createdAt);
  }
  return {
    monthlyEarnings: monthlyEarnings(
      {
        deposits: deposits.map((entry) => ({ at: entry.createdAt, amount: entry.amount })),
        firstDeposits: [...firstDeposits.values()].map((at) => ({ at, amount: terms.maxBonusCents })),
        invoices: invoices.flatMap((invoice) =>
          invoice.paidAt === null ? [] : [{ at: invoice.paidAt, amount: invoice.total }],
        ),
      },
      terms,
      now,
    ),
    statistics: {
      referralCode: user.referralCode,
      clicks: db.referralClicks.all().filter((click) => sameCode(click.referralCode, user.referralCode)).length,
      signups: referred.size,
      activeReferrals,
      bonusEarnings,
      subscriptionEarnings,
      spendEarnings,
      totalEarnings,
      paidOut,
      pendingPayout,
      unpaidBalance: Math.max(0, totalEarnings - paidOut - pendingPayout),
      payoutThreshold: PAYOUT.thresholdCents,
      terms: 'standard',
    },
    payouts: paged(payouts.filter(whereEqual(query.status, (payout) => payout.status)), query),
  };
};
