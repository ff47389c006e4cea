import { EmailSchema, IdSchema, IdempotencyKeySchema, IsoDateTimeSchema } from '@contract';
import { ConfigurationSchema } from '@contract/configuration/configuration.schema';
import { NotificationSchema } from '@contract/notifications/notifications.schema';
import { BalanceTransactionSchema } from '@contract/transactions/balance-transaction.schema';
import { UserSchema } from '@contract/users/users.schema';
import { Collection } from '@msw/data';
import { z } from 'zod';
import {
  AdAccountRecordSchema,
  AdAccountRequestRecordSchema,
  AdSpendRecordSchema,
  BusinessCentreRecordSchema,
  ProductLinkRecordSchema,
} from './factories/ad-account';
import { RefundRequestRecordSchema, TicketRecordSchema, VerificationRecordSchema } from './factories/ticket';
import { GiftCodeRecordSchema, GiftCodeRedemptionRecordSchema } from './factories/gift-code';
import {
  CardRecordSchema,
  ExternalReferenceRecordSchema,
  PaymentRecordSchema,
  PayoneerAccountRecordSchema,
  SetupIntentRecordSchema,
} from './factories/payment';
import { InvoiceRecordSchema, SubscriptionRecordSchema, SubscriptionTransitionRecordSchema } from './factories/plan';
import { PixelRecordSchema } from './factories/pixel';
import { TopUpInvoiceRecordSchema } from './factories/top-up-invoice';
import {
  MemberContactReviewRecordSchema,
  PartnerSettingsRecordSchema,
  ReferralClickRecordSchema,
  ReferralPayoutRecordSchema,
} from './factories/member';

/*
 * The mock backend's tables. Each record schema is the contract's own schema,
 * extended with what only the server knows (passwords, owners, codes).
 */

const TextSchema = z.object({ title: z.string(), body: z.string() });

/**
 * What is held and available is derived from the tickets (mocks/rules/ledger.ts `walletOf`), and
 * whether the setup cost applies from the account's age (`setupCostRequiredOf`): never stored.
 */
const UserRecordSchema = UserSchema.omit({
  heldBalance: true,
  availableBalance: true,
  setupCostRequired: true,
}).extend({
  password: z.string().min(1),
  /** Set by forgot-password; the mock reset token resets the latest requester. */
  passwordResetRequestedAt: IsoDateTimeSchema.nullable(),
  /** A pending re-verification (request-verify-email) of an account that is not verified yet. */
  emailVerification: z.object({ code: z.string(), expiresAt: IsoDateTimeSchema }).nullable(),
});
export type UserRecord = z.infer<typeof UserRecordSchema>;

const SessionRecordSchema = z.object({
  token: z.string().min(1),
  userId: IdSchema,
  createdAt: IsoDateTimeSchema,
  expiresAt: IsoDateTimeSchema,
});
export type SessionRecord = z.infer<typeof SessionRecordSchema>;

/** What a notification is about: every one the mock shows names a record that exists. */
const NotificationSubjectSchema = z.object({
  kind: z.enum(['user', 'transaction', 'ticket', 'adAccount', 'productLink', 'verification', 'subscriptionTransition']),
  id: IdSchema,
});
export type NotificationSubject = z.infer<typeof NotificationSubjectSchema>;

const NotificationRecordSchema = NotificationSchema.extend({
  userId: IdSchema,
  subject: NotificationSubjectSchema,
  /** Vietnamese text, served when the call asks for lang=vi. */
  vi: TextSchema.nullable(),
});
export type NotificationRecord = z.infer<typeof NotificationRecordSchema>;

const PendingRegistrationSchema = z.object({
  email: EmailSchema,
  name: z.string(),
  phone: z.string(),
  telegram: z.string(),
  referralCode: z.string().nullable(),
  password: z.string().min(1),
  code: z.string(),
  createdAt: IsoDateTimeSchema,
  expiresAt: IsoDateTimeSchema,
});

const LoginThrottleSchema = z.object({
  email: EmailSchema,
  failures: z.number().int().nonnegative(),
  lastFailureAt: IsoDateTimeSchema.nullable(),
  lockedUntil: IsoDateTimeSchema.nullable(),
});

const ConfigurationRecordSchema = ConfigurationSchema;

/**
 * One wallet ledger entry (mocks/rules/ledger.ts). Every cent of a user's balance
 * comes from these: the settled (PAID) entries of a user sum to `users.balance`.
 */
const BalanceTransactionRecordSchema = BalanceTransactionSchema.extend({
  userId: IdSchema,
  /** Order of posting per user (1, 2, …): settles ties between entries of the same instant. */
  sequence: z.number().int().positive(),
});
export type BalanceTransactionRecord = z.infer<typeof BalanceTransactionRecordSchema>;

/**
 * An Idempotency-Key a user sent to a money route (mocks/idempotency.ts): the request it
 * came with and, once that request succeeded, the answer to replay.
 */
const IdempotencyRecordSchema = z.object({
  userId: IdSchema,
  key: IdempotencyKeySchema,
  /** Canonical JSON of the route, path params, query and parsed body: the same request has the same one. */
  fingerprint: z.string().min(1),
  /** The status of the latest completed attempt; only a 2xx answer is replayed. */
  status: z.number().int().min(200).max(599),
  /** The JSON text of a 2xx answer, sent again as is; null while the attempts failed. */
  body: z.string().nullable(),
  /** The latest completed attempt: the key is remembered 24 hours of the mock clock after it. */
  recordedAt: IsoDateTimeSchema,
});

export const createDb = () => ({
  configuration: new Collection({ schema: ConfigurationRecordSchema }),
  users: new Collection({ schema: UserRecordSchema }),
  sessions: new Collection({ schema: SessionRecordSchema }),
  notifications: new Collection({ schema: NotificationRecordSchema }),
  pendingRegistrations: new Collection({ schema: PendingRegistrationSchema }),
  loginThrottle: new Collection({ schema: LoginThrottleSchema }),
  balanceTransactions: new Collection({ schema: BalanceTransactionRecordSchema }),
  subscriptions: new Collection({ schema: SubscriptionRecordSchema }),
  subscriptionTransitions: new Collection({ schema: SubscriptionTransitionRecordSchema }),
  invoices: new Collection({ schema: InvoiceRecordSchema }),
  topUpInvoices: new Collection({ schema: TopUpInvoiceRecordSchema }),
  giftCodes: new Collection({ schema: GiftCodeRecordSchema }),
  giftCodeRedemptions: new Collection({ schema: GiftCodeRedemptionRecordSchema }),
  productLinks: new Collection({ schema: ProductLinkRecordSchema }),
  businessCentres: new Collection({ schema: BusinessCentreRecordSchema }),
  adAccounts: new Collection({ schema: AdAccountRecordSchema }),
  adSpend: new Collection({ schema: AdSpendRecordSchema }),
  adAccountRequests: new Collection({ schema: AdAccountRequestRecordSchema }),
  tickets: new Collection({ schema: TicketRecordSchema }),
  refundRequests: new Collection({ schema: RefundRequestRecordSchema }),
  verifications: new Collection({ schema: VerificationRecordSchema }),
  cards: new Collection({ schema: CardRecordSchema }),
  setupIntents: new Collection({ schema: SetupIntentRecordSchema }),
  payments: new Collection({ schema: PaymentRecordSchema }),
  payoneerAccounts: new Collection({ schema: PayoneerAccountRecordSchema }),
  pixels: new Collection({ schema: PixelRecordSchema }),
  referralClicks: new Collection({ schema: ReferralClickRecordSchema }),
  partnerSettings: new Collection({ schema: PartnerSettingsRecordSchema }),
  memberContactReviews: new Collection({ schema: MemberContactReviewRecordSchema }),
  referralPayouts: new Collection({ schema: ReferralPayoutRecordSchema }),
  externalReferences: new Collection({ schema: ExternalReferenceRecordSchema }),
  idempotencyKeys: new Collection({ schema: IdempotencyRecordSchema }),
});
export type MockDb = ReturnType<typeof createDb>;

/** Every record of the db as plain data, in a shape `DbSnapshotSchema` checks on the way back. */
export const DbSnapshotSchema = z.object({
  configuration: z.array(ConfigurationRecordSchema),
  users: z.array(UserRecordSchema),
  sessions: z.array(SessionRecordSchema),
  notifications: z.array(NotificationRecordSchema),
  pendingRegistrations: z.array(PendingRegistrationSchema),
  loginThrottle: z.array(LoginThrottleSchema),
  balanceTransactions: z.array(BalanceTransactionRecordSchema),
  subscriptions: z.array(SubscriptionRecordSchema),
  subscriptionTransitions: z.array(SubscriptionTransitionRecordSchema),
  invoices: z.array(InvoiceRecordSchema),
  topUpInvoices: z.array(TopUpInvoiceRecordSchema),
  giftCodes: z.array(GiftCodeRecordSchema),
  giftCodeRedemptions: z.array(GiftCodeRedemptionRecordSchema),
  productLinks: z.array(ProductLinkRecordSchema),
  businessCentres: z.array(BusinessCentreRecordSchema),
  adAccounts: z.array(AdAccountRecordSchema),
  adSpend: z.array(AdSpendRecordSchema),
  adAccountRequests: z.array(AdAccountRequestRecordSchema),
  tickets: z.array(TicketRecordSchema),
  refundRequests: z.array(RefundRequestRecordSchema),
  verifications: z.array(VerificationRecordSchema),
  cards: z.array(CardRecordSchema),
  setupIntents: z.array(SetupIntentRecordSchema),
  payments: z.array(PaymentRecordSchema),
  payoneerAccounts: z.array(PayoneerAccountRecordSchema),
  pixels: z.array(PixelRecordSchema),
  referralClicks: z.array(ReferralClickRecordSchema),
  partnerSettings: z.array(PartnerSettingsRecordSchema),
  memberContactReviews: z.array(MemberContactReviewRecordSchema),
  referralPayouts: z.array(ReferralPayoutRecordSchema),
  externalReferences: z.array(ExternalReferenceRecordSchema),
  idempotencyKeys: z.array(IdempotencyRecordSchema),
});
export type DbSnapshot = z.infer<typeof DbSnapshotSchema>;

// Spreading drops the collection's internal symbols, leaving the plain record.
const plain = <T extends object>(records: readonly T[]): T[] => records.map((record) => ({ ...record }));

export const snapshotDb = (db: MockDb): DbSnapshot => ({
  configuration: plain(db.configuration.all()),
  users: plain(db.users.all()),
  sessions: plain(db.sessions.all()),
  notifications: plain(db.notifications.all()),
  pendingRegistrations: plain(db.pendingRegistrations.all()),
  loginThrottle: plain(db.loginThrottle.all()),
  balanceTransactions: plain(db.balanceTransactions.all()),
  subscriptions: plain(db.subscriptions.all()),
  subscriptionTransitions: plain(db.subscriptionTransitions.all()),
  invoices: plain(db.invoices.all()),
  topUpInvoices: plain(db.topUpInvoices.all()),
  giftCodes: plain(db.giftCodes.all()),
  giftCodeRedemptions: plain(db.giftCodeRedemptions.all()),
  productLinks: plain(db.productLinks.all()),
  businessCentres: plain(db.businessCentres.all()),
  adAccounts: plain(db.adAccounts.all()),
  adSpend: plain(db.adSpend.all()),
  adAccountRequests: plain(db.adAccountRequests.all()),
  tickets: plain(db.tickets.all()),
  refundRequests: plain(db.refundRequests.all()),
  verifications: plain(db.verifications.all()),
  cards: plain(db.cards.all()),
  setupIntents: plain(db.setupIntents.all()),
  payments: plain(db.payments.all()),
  payoneerAccounts: plain(db.payoneerAccounts.all()),
  pixels: plain(db.pixels.all()),
  referralClicks: plain(db.referralClicks.all()),
  partnerSettings: plain(db.partnerSettings.all()),
  memberContactReviews: plain(db.memberContactReviews.all()),
  referralPayouts: plain(db.referralPayouts.all()),
  externalReferences: plain(db.externalReferences.all()),
  idempotencyKeys: plain(db.idempotencyKeys.all()),
});

/** A restore gives the page back its main thread this often, so no single task blocks input for long. */
const RESTORE_SLICE_MS = 25;

/** A stored snapshot before its records are checked: each collection checks its own on `create`. */
export type UncheckedSnapshot = Record<keyof DbSnapshot, readonly unknown[]>;

const createAll = async <TRecord>(
  collection: { create: (record: TRecord) => Promise<unknown> },
  records: readonly unknown[],
  pause: () => Promise<void>,
): Promise<void> => {
  for (const record of records) {
    // The collection validates the record against its schema and throws when it does not fit.
    await collection.create(record as TRecord);
    await pause();
  }
};

/**
 * Recreates a stored demo, each record checked by its collection (a record that does not fit
 * throws), in slices of about 25 ms: a partner's 2,000 members took one task of a third of a
 * second in the browser, which the page could not answer input during (issue 27).
 */
export const restoreDb = async (db: MockDb, snapshot: UncheckedSnapshot): Promise<void> => {
  let sliceStart = performance.now();
  const pause = async (): Promise<void> => {
    if (performance.now() - sliceStart < RESTORE_SLICE_MS) return;
    await new Promise((resolve) => setTimeout(resolve, 0));
    sliceStart = performance.now();
  };
  await createAll(db.configuration, snapshot.configuration, pause);
  await createAll(db.users, snapshot.users, pause);
  await createAll(db.sessions, snapshot.sessions, pause);
  await createAll(db.notifications, snapshot.notifications, pause);
  await createAll(db.pendingRegistrations, snapshot.pendingRegistrations, pause);
  await createAll(db.loginThrottle, snapshot.loginThrottle, pause);
  await createAll(db.balanceTransactions, snapshot.balanceTransactions, pause);
  await createAll(db.subscriptions, snapshot.subscriptions, pause);
  await createAll(db.subscriptionTransitions, snapshot.subscriptionTransitions, pause);
  await createAll(db.invoices, snapshot.invoices, pause);
  await createAll(db.topUpInvoices, snapshot.topUpInvoices, pause);
  await createAll(db.giftCodes, snapshot.giftCodes, pause);
  await createAll(db.giftCodeRedemptions, snapshot.giftCodeRedemptions, pause);
  await createAll(db.productLinks, snapshot.productLinks, pause);
  await createAll(db.businessCentres, snapshot.businessCentres, pause);
  await createAll(db.adAccounts, snapshot.adAccounts, pause);
  await createAll(db.adSpend, snapshot.adSpend, pause);
  await createAll(db.adAccountRequests, snapshot.adAccountRequests, pause);
  await createAll(db.tickets, snapshot.tickets, pause);
  await createAll(db.refundRequests, snapshot.refundRequests, pause);
  await createAll(db.verifications, snapshot.verifications, pause);
  await createAll(db.cards, snapshot.cards, pause);
  await createAll(db.setupIntents, snapshot.setupIntents, pause);
  await createAll(db.payments, snapshot.payments, pause);
  await createAll(db.payoneerAccounts, snapshot.payoneerAccounts, pause);
  await createAll(db.pixels, snapshot.pixels, pause);
  await createAll(db.referralClicks, snapshot.referralClicks, pause);
  await createAll(db.partnerSettings, snapshot.partnerSettings, pause);
  await createAll(db.memberContactReviews, snapshot.memberContactReviews, pause);
  await createAll(db.referralPayouts, snapshot.referralPayouts, pause);
  await createAll(db.externalReferences, snapshot.externalReferences, pause);
  await createAll(db.idempotencyKeys, snapshot.idempotencyKeys, pause);
};

/** Calls `onChange` whenever any collection creates, updates or deletes a record. */
export const watchDb = (db: MockDb, onChange: () => void): void => {
  for (const collection of Object.values(db)) {
    collection.hooks.on('create', onChange);
    collection.hooks.on('update', onChange);
    collection.hooks.on('delete', onChange);
  }
};

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
