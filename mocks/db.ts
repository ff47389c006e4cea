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

/** What a table's Standard Schema check answers, as zod's own check does. */
type CheckResult<Output> = Awaited<ReturnType<z.ZodType<Output>['~standard']['validate']>>;

/** The Standard Schema @msw/data checks a table's records with; `types` give its records their types. */
interface TableSchema<Input, Output> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => CheckResult<Output> | Promise<CheckResult<Output>>;
    readonly types?: { readonly input: Input; readonly output: Output };
  };
}

const RESTORED = Symbol('restored');
/** What `Table.restore` hands `create` in place of the record: nothing for @msw/data to copy. */
interface RestoredMarker {
  readonly [RESTORED]: true;
}
const RESTORED_MARKER: RestoredMarker = { [RESTORED]: true };

/**
 * A table: a @msw/data collection whose records are checked by the record's zod schema on every
 * create and update. `create` also copies each record field by field before checking it, which
 * for 20,000 stored records took most of a reopened demo's start (issue 43); `restore` parses a
 * stored record once and hands the result to `create` directly, so it is neither copied nor
 * checked twice.
 */
class Table<S extends z.ZodType> extends Collection<TableSchema<z.input<S> | RestoredMarker, z.output<S>>> {
  readonly #schema: S;
  readonly #parsed: { record?: z.output<S> };

  constructor(schema: S) {
    // Set by `restore` just before its `create`, which checks its record synchronously.
    const parsed: { record?: z.output<S> } = {};
    super({
      schema: {
        '~standard': {
          version: 1,
          vendor: 'mock-db',
          validate: (value) => {
            const { record } = parsed;
            if (record === undefined) return schema['~standard'].validate(value);
            parsed.record = undefined;
            return { value: record };
          },
        },
      },
    });
    this.#schema = schema;
    this.#parsed = parsed;
  }

  /** Adds a stored record; one that no longer fits the table's schema throws (a ZodError). */
  async restore(stored: unknown): Promise<void> {
    this.#parsed.record = this.#schema.parse(stored);
    const created = this.create(RESTORED_MARKER);
    if (this.#parsed.record !== undefined) throw new Error('@msw/data no longer checks a record as it creates it');
    await created;
  }
}

export const createDb = () => ({
  configuration: new Table(ConfigurationRecordSchema),
  users: new Table(UserRecordSchema),
  sessions: new Table(SessionRecordSchema),
  notifications: new Table(NotificationRecordSchema),
  pendingRegistrations: new Table(PendingRegistrationSchema),
  loginThrottle: new Table(LoginThrottleSchema),
  balanceTransactions: new Table(BalanceTransactionRecordSchema),
  subscriptions: new Table(SubscriptionRecordSchema),
  subscriptionTransitions: new Table(SubscriptionTransitionRecordSchema),
  invoices: new Table(InvoiceRecordSchema),
  topUpInvoices: new Table(TopUpInvoiceRecordSchema),
  giftCodes: new Table(GiftCodeRecordSchema),
  giftCodeRedemptions: new Table(GiftCodeRedemptionRecordSchema),
  productLinks: new Table(ProductLinkRecordSchema),
  businessCentres: new Table(BusinessCentreRecordSchema),
  adAccounts: new Table(AdAccountRecordSchema),
  adSpend: new Table(AdSpendRecordSchema),
  adAccountRequests: new Table(AdAccountRequestRecordSchema),
  tickets: new Table(TicketRecordSchema),
  refundRequests: new Table(RefundRequestRecordSchema),
  verifications: new Table(VerificationRecordSchema),
  cards: new Table(CardRecordSchema),
  setupIntents: new Table(SetupIntentRecordSchema),
  payments: new Table(PaymentRecordSchema),
  payoneerAccounts: new Table(PayoneerAccountRecordSchema),
  pixels: new Table(PixelRecordSchema),
  referralClicks: new Table(ReferralClickRecordSchema),
  partnerSettings: new Table(PartnerSettingsRecordSchema),
  memberContactReviews: new Table(MemberContactReviewRecordSchema),
  referralPayouts: new Table(ReferralPayoutRecordSchema),
  externalReferences: new Table(ExternalReferenceRecordSchema),
  idempotencyKeys: new Table(IdempotencyRecordSchema),
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

/** A stored snapshot before its records are checked: each table parses its own as it restores them. */
export type UncheckedSnapshot = Record<keyof DbSnapshot, readonly unknown[]>;

const restoreAll = async (
  table: { restore: (record: unknown) => Promise<void> },
  records: readonly unknown[],
  pause: () => Promise<void>,
): Promise<void> => {
  for (const record of records) {
    await table.restore(record);
    await pause();
  }
};

/**
 * Gives the page its main thread back for a moment. A message rather than `setTimeout(0)`, which
 * browsers hold for at least 4 ms once timeouts nest: a partner restore pauses 20 to 30 times.
 */
const yieldToPage = (): Promise<void> =>
  new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });

/**
 * Recreates a stored demo, each record parsed by its table's schema (a record that does not fit
 * throws), in slices of about 25 ms: a partner's 2,000 members took one task of a third of a
 * second in the browser, which the page could not answer input during (issue 27).
 */
export const restoreDb = async (db: MockDb, snapshot: UncheckedSnapshot): Promise<void> => {
  let sliceStart = performance.now();
  const pause = async (): Promise<void> => {
    if (performance.now() - sliceStart < RESTORE_SLICE_MS) return;
    await yieldToPage();
    sliceStart = performance.now();
  };
  await restoreAll(db.configuration, snapshot.configuration, pause);
  await restoreAll(db.users, snapshot.users, pause);
  await restoreAll(db.sessions, snapshot.sessions, pause);
  await restoreAll(db.notifications, snapshot.notifications, pause);
  await restoreAll(db.pendingRegistrations, snapshot.pendingRegistrations, pause);
  await restoreAll(db.loginThrottle, snapshot.loginThrottle, pause);
  await restoreAll(db.balanceTransactions, snapshot.balanceTransactions, pause);
  await restoreAll(db.subscriptions, snapshot.subscriptions, pause);
  await restoreAll(db.subscriptionTransitions, snapshot.subscriptionTransitions, pause);
  await restoreAll(db.invoices, snapshot.invoices, pause);
  await restoreAll(db.topUpInvoices, snapshot.topUpInvoices, pause);
  await restoreAll(db.giftCodes, snapshot.giftCodes, pause);
  await restoreAll(db.giftCodeRedemptions, snapshot.giftCodeRedemptions, pause);
  await restoreAll(db.productLinks, snapshot.productLinks, pause);
  await restoreAll(db.businessCentres, snapshot.businessCentres, pause);
  await restoreAll(db.adAccounts, snapshot.adAccounts, pause);
  await restoreAll(db.adSpend, snapshot.adSpend, pause);
  await restoreAll(db.adAccountRequests, snapshot.adAccountRequests, pause);
  await restoreAll(db.tickets, snapshot.tickets, pause);
  await restoreAll(db.refundRequests, snapshot.refundRequests, pause);
  await restoreAll(db.verifications, snapshot.verifications, pause);
  await restoreAll(db.cards, snapshot.cards, pause);
  await restoreAll(db.setupIntents, snapshot.setupIntents, pause);
  await restoreAll(db.payments, snapshot.payments, pause);
  await restoreAll(db.payoneerAccounts, snapshot.payoneerAccounts, pause);
  await restoreAll(db.pixels, snapshot.pixels, pause);
  await restoreAll(db.referralClicks, snapshot.referralClicks, pause);
  await restoreAll(db.partnerSettings, snapshot.partnerSettings, pause);
  await restoreAll(db.memberContactReviews, snapshot.memberContactReviews, pause);
  await restoreAll(db.referralPayouts, snapshot.referralPayouts, pause);
  await restoreAll(db.externalReferences, snapshot.externalReferences, pause);
  await restoreAll(db.idempotencyKeys, snapshot.idempotencyKeys, pause);
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
