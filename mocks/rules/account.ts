import type { Locale } from '@contract';
import type { Notification } from '@contract/notifications/notifications.schema';
import type { UpdateUserBody, UserReport } from '@contract/users/users.schema';
import type { MockDb, NotificationRecord, UserRecord } from '../db';
import { configurationOf, setupCostRequiredOf } from '../factories/configuration';
import type { StoredUser } from '../http';
import { spendOf, spendOnDay } from './ad-spend';
import { walletOf } from './ledger';
import { newestFirst, paged } from './list';
import { calendarDay } from './ledger/history';
import { referralEarnings } from './referrals';

/**
 * The account info (GET and PATCH /api/users): the stored account with what is derived and never
 * stored, the wallet's held and available money and whether the setup cost applies.
 */
export const accountInfo = (db: MockDb, user: UserRecord) => ({
  ...user,
  ...walletOf(db, user),
  setupCostRequired: setupCostRequiredOf(db, user),
});

export const updateAccount = async (db: MockDb, userId: string, changes: UpdateUserBody) =>
  db.users.update((q) => q.where({ id: userId }), {
    strict: true,
    data(draft) {
      Object.assign(draft, changes);
    },
  });

/**
 * The dashboard's figures, each one function of the records behind it (docs/decisions/money-and-ledger.md,
 * "Dashboard figures"): spend from the ad accounts' spend records, referral earnings as the
 * referral page counts them, and the ad accounts the seller has.
 */
export const accountReport = (
  db: MockDb,
  user: StoredUser,
  context: { now: number; timeZone: string },
): UserReport => ({
  todaySpend: spendOnDay(db, user.id, calendarDay(context.now, context.timeZone), context.timeZone),
  totalSpend: spendOf(db, { userId: user.id }),
  referralEarnings: referralEarnings(db, user),
  totalAdAccounts: db.adAccounts.findMany((q) => q.where({ userId: user.id })).length,
  exchangeRate: configurationOf(db).exchangeRate,
});

const localize = (record: NotificationRecord, lang: Locale): Notification => {
  const text = lang === 'vi' && record.vi ? record.vi : { title: record.title, body: record.body };
  return {
    id: record.id,
    title: text.title,
    body: text.body,
    link: record.link,
    read: record.read,
    createdAt: record.createdAt,
  };
};

/** The user's notifications, newest first, one page of them, in the caller's language. */
export const listNotifications = (db: MockDb, userId: string, page: { page: number; limit: number }, lang: Locale) => {
  const all = db.notifications
    .findMany((q) => q.where({ userId }))
    .sort(newestFirst((record) => [record.createdAt, record.id]));
  const { content, paging } = paged(all, page);
  return {
    content: content.map((record) => localize(record, lang)),
    paging,
    unreadCount: all.filter((record) => !record.read).length,
  };
};

export const readAllNotifications = async (db: MockDb, userId: string): Promise<void> => {
  await db.notifications.updateMany((q) => q.where({ userId, read: false }), {
    data(draft) {
      draft.read = true;
    },
  });
};
