import { Effect } from 'effect';
import { DAY_MS, type MockClock } from '../clock';
import type { MockDb, NotificationRecord, NotificationSubject } from '../db';
import { createNotification, type NotificationTemplateId } from '../factories/notification';
import { fromDb, nowIso } from './effect-runtime';

/*
 * Notifications come from events: the rule that changes something (a credited top-up, an auto
 * top-up, an approved ad account, a refund paid) tells the seller, naming the record it is
 * about. Seeds run the same rules, so a seeded notification has its record too.
 */

/** One per template and subject (and instant, for events that may repeat on the same record). */
const notificationId = (template: NotificationTemplateId, subject: NotificationSubject, at: string): string =>
  `ntf_${template}_${subject.id}_${Date.parse(at).toString(36)}`;

/** Tells the user about an event, dated at the Clock's now. */
export const notify = (
  db: MockDb,
  input: { userId: string; template: NotificationTemplateId; subject: NotificationSubject },
): Effect.Effect<NotificationRecord> =>
  Effect.gen(function* () {
    const createdAt = yield* nowIso;
    const id = notificationId(input.template, input.subject, createdAt);
    const existing = db.notifications.findFirst((q) => q.where({ id }));
    if (existing) return existing;
    return yield* fromDb(() =>
      db.notifications.create(
        createNotification({
          id,
          userId: input.userId,
          template: input.template,
          subject: input.subject,
          createdAt,
        }),
      ),
    );
  });

/** A new account is welcomed and shown its first two steps (the account itself is their subject). */
export const welcomeNewAccount = (db: MockDb, userId: string): Effect.Effect<void> =>
  Effect.forEach(
    ['welcome', 'completeBusinessInfo', 'connectPlatform'] as const,
    (template) => notify(db, { userId, template, subject: { kind: 'user', id: userId } }),
    { discard: true },
  );

/** Whether the record a notification names still exists (the simulation's invariant). */
export const subjectExists = (db: MockDb, subject: NotificationSubject): boolean => {
  const { id } = subject;
  switch (subject.kind) {
    case 'user':
      return db.users.findFirst((q) => q.where({ id })) !== undefined;
    case 'transaction':
      return db.balanceTransactions.findFirst((q) => q.where({ id })) !== undefined;
    case 'ticket':
      return db.tickets.findFirst((q) => q.where({ id })) !== undefined;
    case 'adAccount':
      return db.adAccounts.findFirst((q) => q.where({ id })) !== undefined;
    case 'productLink':
      return db.productLinks.findFirst((q) => q.where({ id })) !== undefined;
    case 'verification':
      return db.verifications.findFirst((q) => q.where({ id })) !== undefined;
    case 'subscriptionTransition':
      return db.subscriptionTransitions.findFirst((q) => q.where({ id })) !== undefined;
  }
};

/** Seeds: a seller has read what happened more than a week ago; the newer ones wait. */
export const markSeenBeforeLastWeek = (db: MockDb, userId: string, clock: MockClock): Promise<void> =>
  markOlderRead(db, userId, clock.now() - 7 * DAY_MS);

/** Seeds: what happened before `before` (epoch ms) has been read. */
export const markOlderRead = async (db: MockDb, userId: string, before: number): Promise<void> => {
  await db.notifications.updateMany((q) => q.where({ userId, read: false }), {
    data(draft) {
      if (Date.parse(draft.createdAt) < before) draft.read = true;
    },
  });
};
