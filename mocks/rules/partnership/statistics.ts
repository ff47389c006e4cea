import type {
  AdAccountStatistics,
  MemberStatistics,
  PlanChargedStatistics,
  SpendingDepositStatistics,
  StatisticsPeriodQuery,
} from '@contract/partnership/partnership.schema';
import { statisticsBuckets, type StatisticsBucket } from '@contract/partnership/statistics-series';
import type { StoredUser } from '../../http';
import type { MockDb } from '../../db';
import { businessDatePartsOf } from '@contract/common/business-calendar';
import { membersOf } from '../partnership';

/* ---------- Statistics (computed, zero-filled: spec section 4 "Charts") ---------- */

/** The bucket key of a moment, or null when it falls outside the asked period. */
const bucketKey = (query: StatisticsPeriodQuery, iso: string): string | null => {
  const parts = businessDatePartsOf(iso);
  if (parts.year !== query.year) return null;
  if (query.period === 'day') {
    if (parts.month !== query.month) return null;
    return query.limitDay !== undefined && parts.day > query.limitDay ? null : `${parts.month}-${parts.day}`;
  }
  return query.limitMonth !== undefined && parts.month > query.limitMonth ? null : `${parts.month}`;
};
const keyOf = (bucket: StatisticsBucket): string =>
  bucket.day === null ? `${bucket.month}` : `${bucket.month}-${bucket.day}`;

const sumBy = <T>(
  items: readonly T[],
  query: StatisticsPeriodQuery,
  at: (item: T) => string,
  value: (item: T) => number,
) => {
  const sums = new Map<string, number>();
  for (const item of items) {
    const key = bucketKey(query, at(item));
    if (key !== null) sums.set(key, (sums.get(key) ?? 0) + value(item));
  }
  return sums;
};

/** New members per bucket and account status (active or blocked). */
export const memberStatistics = (db: MockDb, partner: StoredUser, query: StatisticsPeriodQuery): MemberStatistics => {
  const members = membersOf(db, partner);
  const buckets = statisticsBuckets(query);
  const statisticsUser = (['active', 'blocked'] as const).flatMap((status) => {
    const sums = sumBy(
      members.filter((user) => user.status === status),
      query,
      (user) => user.createdAt,
      () => 1,
    );
    return buckets.map((bucket) => ({ status, ...bucket, total: sums.get(keyOf(bucket)) ?? 0 }));
  });
  return { statisticsUser, totalUsers: members.length };
};

export const adAccountStatistics = (
  db: MockDb,
  partner: StoredUser,
  query: StatisticsPeriodQuery,
): AdAccountStatistics => {
  const memberIds = new Set(membersOf(db, partner).map((user) => user.id));
  const accounts = db.adAccounts.all().filter((account) => memberIds.has(account.userId));
  const sums = sumBy(
    accounts,
    query,
    (account) => account.createdAt,
    () => 1,
  );
  const monthlyStatisticsAdsAccount = statisticsBuckets(query).map((bucket) => ({
    ...bucket,
    total: sums.get(keyOf(bucket)) ?? 0,
  }));
  return {
    adsAccounts: {
      totalAdsAccounts: accounts.length,
      monthlyTotalAdsAccount: monthlyStatisticsAdsAccount.reduce((sum, entry) => sum + entry.total, 0),
      monthlyStatisticsAdsAccount,
    },
  };
};

/**
 * Deposits are the members' settled top-ups; spending is what their ad accounts spent on the
 * platform (spend records, each in the bucket of the day it was spent, as the dashboard's today's spend).
 */
export const spendingDepositStatistics = (
  db: MockDb,
  partner: StoredUser,
  query: StatisticsPeriodQuery,
): SpendingDepositStatistics => {
  const memberIds = new Set(membersOf(db, partner).map((user) => user.id));
  const entries = db.balanceTransactions
    .all()
    .filter((entry) => entry.status === 'PAID' && memberIds.has(entry.userId));
  const deposits = sumBy(
    entries.filter((entry) => entry.type === 'add_fund_user_balance'),
    query,
    (entry) => entry.createdAt,
    (entry) => entry.amount,
  );
  const spending = sumBy(
    db.adSpend.all().filter((piece) => memberIds.has(piece.userId)),
    query,
    // A piece never crosses a midnight in Vietnam: its start names its day.
    (piece) => piece.from,
    (piece) => piece.amount,
  );
  const statistics = statisticsBuckets(query).map((bucket) => ({
    ...bucket,
    spending: spending.get(keyOf(bucket)) ?? 0,
    deposit: deposits.get(keyOf(bucket)) ?? 0,
  }));
  return {
    deposits: {
      totalSpending: statistics.reduce((sum, entry) => sum + entry.spending, 0),
      totalDeposit: statistics.reduce((sum, entry) => sum + entry.deposit, 0),
      statistics,
    },
  };
};

/** Paid plan invoices of members, per bucket and plan (only plans charged in a bucket are listed). */
export const planChargedStatistics = (
  db: MockDb,
  partner: StoredUser,
  query: StatisticsPeriodQuery,
): PlanChargedStatistics => {
  const memberIds = new Set(membersOf(db, partner).map((user) => user.id));
  const charged = db.invoices
    .all()
    .filter((invoice) => invoice.status === 'done' && memberIds.has(invoice.userId))
    .flatMap((invoice) => {
      const at = invoice.paidAt ?? invoice.issuedAt;
      const key = bucketKey(query, at);
      return key === null ? [] : [{ key, plan: invoice.planId, invoice }];
    });
  const planCharged = statisticsBuckets(query).flatMap((bucket) => {
    const inBucket = charged.filter((row) => row.key === keyOf(bucket));
    const plans = [...new Set(inBucket.map((row) => row.plan))].sort();
    return plans.map((plan) => {
      const rows = inBucket.filter((row) => row.plan === plan);
      return {
        ...bucket,
        plan,
        totalUser: new Set(rows.map((row) => row.invoice.userId)).size,
        totalAmount: rows.reduce((sum, row) => sum + row.invoice.total, 0),
      };
    });
  });
  return {
    planCharged,
    totalAmount: charged.reduce((sum, row) => sum + row.invoice.total, 0),
    totalUser: new Set(charged.map((row) => row.invoice.userId)).size,
  };
};
