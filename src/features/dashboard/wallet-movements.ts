import type { BalanceTransaction } from '@contract/transactions/balance-transaction.schema';
import dayjs from 'dayjs';
import { calendarDayIn, type IsoDate } from '@/lib/dates';

/** The chart covers this many days, today included (the API's `last_30_days` preset). */
const MOVEMENT_DAYS = 30;

export interface DailyMovement {
  date: IsoDate;
  /** Cents that reached the wallet that day. */
  moneyIn: number;
  /** Cents that left the wallet that day (a positive number). */
  moneyOut: number;
}

/**
 * The wallet's moves of the last days, summed per calendar day of the configured timezone,
 * with zero for days without any (spec section 4, "Charts"). Only settled (PAID) moves count:
 * a pending top-up has not moved the balance yet.
 */
export const dailyWalletMovements = (
  transactions: readonly Pick<BalanceTransaction, 'amount' | 'status' | 'createdAt'>[],
  { now, timezone, days = MOVEMENT_DAYS }: { now: Date; timezone: string; days?: number },
): DailyMovement[] => {
  const today = dayjs(calendarDayIn(now, timezone));
  const byDay = new Map<IsoDate, DailyMovement>();
  for (let back = days - 1; back >= 0; back -= 1) {
    const date = today.subtract(back, 'day').format('YYYY-MM-DD');
    byDay.set(date, { date, moneyIn: 0, moneyOut: 0 });
  }
  for (const transaction of transactions) {
    if (transaction.status !== 'PAID') continue;
    const day = byDay.get(calendarDayIn(new Date(transaction.createdAt), timezone));
    if (!day) continue;
    if (transaction.amount >= 0) day.moneyIn += transaction.amount;
    else day.moneyOut -= transaction.amount;
  }
  return [...byDay.values()];
};
