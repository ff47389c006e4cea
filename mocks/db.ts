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

export const restoreDb = async (db: MockDb, snapshot: DbSnapshot): Promise<void> => {
  for (const record of snapshot.configuration) await db.configuration.create(record);
  for (const record of snapshot.users) await db.users.create(record);
  for (const record of snapshot.sessions) await db.sessions.create(record);
  for (const record of snapshot.notifications) await db.notifications.create(record);
  for (const record of snapshot.pendingRegistrations) await db.pendingRegistrations.create(record);
  for (const record of snapshot.loginThrottle) await db.loginThrottle.create(record);
  for (const record of snapshot.balanceTransactions) await db.balanceTransactions.create(record);
  for (const record of snapshot.subscriptions) await db.subscriptions.create(record);
  for (const record of snapshot.subscriptionTransitions) await db.subscriptionTransitions.create(record);
  for (const record of snapshot.invoices) await db.invoices.create(record);
  for (const record of snapshot.topUpInvoices) await db.topUpInvoices.create(record);
  for (const record of snapshot.giftCodes) await db.giftCodes.create(record);
  for (const record of snapshot.giftCodeRedemptions) await db.giftCodeRedemptions.create(record);
  for (const record of snapshot.productLinks) await db.productLinks.create(record);
  for (const record of snapshot.businessCentres) await db.businessCentres.create(record);
  for (const record of snapshot.adAccounts) await db.adAccounts.create(record);
  for (const record of snapshot.adSpend) await db.adSpend.create(record);
  for (const record of snapshot.adAccountRequests) await db.adAccountRequests.create(record);
  for (const record of snapshot.tickets) await db.tickets.create(record);
  for (const record of snapshot.refundRequests) await db.refundRequests.create(record);
  for (const record of snapshot.verifications) await db.verifications.create(record);
  for (const record of snapshot.cards) await db.cards.create(record);
  for (const record of snapshot.payments) await db.payments.create(record);
  for (const record of snapshot.payoneerAccounts) await db.payoneerAccounts.create(record);
  for (const record of snapshot.pixels) await db.pixels.create(record);
  for (const record of snapshot.referralClicks) await db.referralClicks.create(record);
  for (const record of snapshot.partnerSettings) await db.partnerSettings.create(record);
  for (const record of snapshot.memberContactReviews) await db.memberContactReviews.create(record);
  for (const record of snapshot.referralPayouts) await db.referralPayouts.create(record);
  for (const record of snapshot.externalReferences) await db.externalReferences.create(record);
  for (const record of snapshot.idempotencyKeys) await db.idempotencyKeys.create(record);
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
