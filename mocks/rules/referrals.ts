import { AFFILIATE_TERMS, PAYOUT } from '@contract';
import type {
  RecordReferralClickBody,
  ReferralClickResult,
  ReferralRewards,
  ReferralRewardsQuery,
} from '@contract/referrals/referrals.schema';
import { Effect } from 'effect';
import type { MockDb } from '../db';
import type { StoredUser } from '../http';
import { applyBasisPoints } from './ledger';
import { fromDb, nowIso } from './effect-runtime';
import { newId } from './ids';
import { paged } from './partnership';

/*
 * Referral links and rewards (spec sections 3 and 9). Earnings are computed from the
 * shared tables with the standard affiliate terms; payouts go to PayPal, outside the wallet.
 */

/** Codes are matched case-insensitively (registration stores them upper-cased). */
const sameCode = (a: string, b: string): boolean => a.toUpperCase() === b.toUpperCase();

/** Counts the click only when some user holds the code. */
export const recordReferralClick = (db: MockDb, body: RecordReferralClickBody): Effect.Effect<ReferralClickResult> =>
  Effect.gen(function* () {
    const owner = db.users.all().find((user) => sameCode(user.referralCode, body.referralCode));
    if (!owner) return { referralCode: body.referralCode, valid: false };
    const createdAt = yield* nowIso;
    yield* fromDb(() =>
      db.referralClicks.create({
        id: newId('rfc'),
        referralCode: owner.referralCode,
        landingUrl: body.landingUrl ?? null,
        createdAt,
      }),
    );
    return { referralCode: owner.referralCode, valid: true };
  });

/**
 * Standard terms: the maximum bonus per referral who has topped up at least once, a share of
 * their paid plan invoices and a share of their settled top-ups.
 */
export const referralRewards = (db: MockDb, user: StoredUser, query: ReferralRewardsQuery): ReferralRewards => {
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
  const active = new Set(deposits.map((entry) => entry.userId));
  const invoices = db.invoices.all().filter((invoice) => invoice.status === 'done' && referred.has(invoice.userId));
  const bonusEarnings = active.size * terms.maxBonusCents;
  const subscriptionEarnings = applyBasisPoints(
    invoices.reduce((sum, invoice) => sum + invoice.total, 0),
    terms.subscriptionShareBasisPoints,
  );
  const spendEarnings = applyBasisPoints(
    deposits.reduce((sum, entry) => sum + entry.amount, 0),
    terms.depositShareBasisPoints,
  );
  const totalEarnings = bonusEarnings + subscriptionEarnings + spendEarnings;
  const payouts = db.referralPayouts
    .all()
    .filter((payout) => payout.userId === user.id)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const sumOf = (status: 'done' | 'pending') =>
    payouts.filter((payout) => payout.status === status).reduce((sum, payout) => sum + payout.amount, 0);
  const paidOut = sumOf('done');
  const pendingPayout = sumOf('pending');
  return {
    statistics: {
      referralCode: user.referralCode,
      clicks: db.referralClicks.all().filter((click) => sameCode(click.referralCode, user.referralCode)).length,
      signups: referred.size,
      activeReferrals: active.size,
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
    payouts: paged(
      payouts.filter((payout) => !query.status || payout.status === query.status),
      query,
    ),
  };
};
