import { isTopUp } from '@contract/transactions/invoice-numbers';
import { BUSINESS_TIME_ZONE } from '@contract/common/business-calendar';
import { datePresetRange } from '@contract/common/date-range';
import { HISTORY_GROUP_OF } from '@contract/transactions/history-groups';
import type {
  TransactionList,
  TransactionListQuery,
  UsedPaymentMethod,
} from '@contract/transactions/transactions.schema';
import type { BalanceTransactionRecord, MockDb } from '../../db';
import { newestFirst, paged } from '../list';

/*
 * Reading the ledger: the transaction history (filters of GET /api/transactions) and
 * the payment methods a user has topped up with. Pure reads; "now" and the caller's
 * timezone are inputs.
 */

/** The app's own default (VITE_TIMEZONE) when the call sends no usable X-Timezone header. */
const DEFAULT_TIME_ZONE = BUSINESS_TIME_ZONE;

const formatters = new Map<string, Intl.DateTimeFormat>();
const dayFormatter = (timeZone: string): Intl.DateTimeFormat => {
  const existing = formatters.get(timeZone);
  if (existing) return existing;
  // en-CA writes dates as YYYY-MM-DD.
  const created = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  formatters.set(timeZone, created);
  return created;
};

const isTimeZone = (value: string): boolean => {
  try {
    dayFormatter(value);
    return true;
  } catch {
    return false;
  }
};

/** The X-Timezone header when it names a real IANA zone, otherwise the default. */
export const requestTimeZone = (request: Request): string => {
  const header = request.headers.get('X-Timezone');
  return header && isTimeZone(header) ? header : DEFAULT_TIME_ZONE;
};

/** The calendar day (YYYY-MM-DD) of an instant in a timezone. */
export const calendarDay = (instant: string | number, timeZone: string): string =>
  dayFormatter(timeZone).format(new Date(instant));

/** Newest first; the later posting first among entries of the same instant. */
const latestPostingFirst = newestFirst((entry: BalanceTransactionRecord) => [entry.createdAt, entry.sequence]);

export interface HistoryContext {
  /** Unix ms from the mock clock: resolves date presets. */
  now: number;
  timeZone: string;
}

/**
 * One page of a user's ledger, newest first. `from`/`to` are calendar days in the
 * caller's timezone, both included; `datePreset` applies only when neither is given.
 */
export const listTransactions = (
  db: MockDb,
  userId: string,
  query: TransactionListQuery,
  context: HistoryContext,
): TransactionList => {
  const preset =
    query.from === undefined && query.to === undefined && query.datePreset !== undefined
      ? datePresetRange(query.datePreset, calendarDay(context.now, context.timeZone))
      : undefined;
  const from = query.from ?? preset?.from;
  const to = query.to ?? preset?.to;
  const needle = query.search?.toLowerCase() ?? '';
  const matches = db.balanceTransactions
    .findMany((q) => q.where({ userId }))
    .filter((entry) => {
      if (query.type !== undefined && entry.type !== query.type) return false;
      if (query.group !== undefined && HISTORY_GROUP_OF[entry.type] !== query.group) return false;
      if (query.status !== undefined && entry.status !== query.status) return false;
      if (query.adAccountId !== undefined && entry.adAccountId !== query.adAccountId) return false;
      if (
        needle &&
        ![entry.id, entry.transferCode, entry.adAccountId].some((text) => text?.toLowerCase().includes(needle))
      )
        return false;
      if (from === undefined && to === undefined) return true;
      const day = calendarDay(entry.createdAt, context.timeZone);
      return (from === undefined || day >= from) && (to === undefined || day <= to);
    })
    .sort(latestPostingFirst);
  return paged(matches, query);
};

/** Methods of the user's settled top-ups, most recently used first. */
export const usedPaymentMethods = (db: MockDb, userId: string): UsedPaymentMethod[] => {
  const byMethod = new Map<string, UsedPaymentMethod>();
  const topUps = db.balanceTransactions
    .findMany((q) => q.where({ userId, status: 'PAID' }))
    .filter(isTopUp)
    .sort(latestPostingFirst);
  for (const entry of topUps) {
    if (entry.paymentMethod === null) continue;
    const seen = byMethod.get(entry.paymentMethod);
    if (seen) {
      seen.transactionCount += 1;
      seen.totalAmount += entry.amount;
    } else {
      byMethod.set(entry.paymentMethod, {
        paymentMethod: entry.paymentMethod,
        lastUsedAt: entry.createdAt,
        transactionCount: 1,
        totalAmount: entry.amount,
      });
    }
  }
  // Entries were visited newest first, so the map keeps most-recent-first order.
  return [...byMethod.values()];
};
