import {
  IdSchema,
  IsoDateTimeSchema,
  NonNegativeMinorUnitsSchema,
  TazapayMethodSchema,
  UsdtNetworkSchema,
} from '@contract';
import { AirwallexPaymentOptionsSchema } from '@contract/payments/airwallex.schema';
import { BankRedirectMethodSchema, DutchBankSchema } from '@contract/payments/bank-redirect.schema';
import { LocalChargeSchema, TopUpChargeSchema } from '@contract/payments/payment-common.schema';
import { PayoneerBalanceSchema, PayoneerNextActionSchema } from '@contract/payments/payoneer.schema';
import { SavedCardSchema } from '@contract/payments/stripe.schema';
import { UsdtDetectionSchema } from '@contract/payments/token.schema';
import { z } from 'zod';
import { FACTORY_DEFAULT_DATE } from './user';

/*
 * Continue URLs are not stored: they point into the app, whose origin is the request's.
 *
 * Payment tables (mocks/db.ts): saved cards, provider payments and Payoneer accounts.
 * A payment's id is the id of its wallet transaction (balanceTransactions), whose
 * status is the payment's status; the payment record keeps what the provider knows.
 */

export const CardRecordSchema = SavedCardSchema.extend({
  userId: IdSchema,
  /** Set by card-payment/init: the code on the statement of the $0.50 verification charge. */
  activationCode: z.string().nullable(),
  verificationIntentId: z.string().nullable(),
  /** Wrong activation codes since the last success or the end of the last lock. */
  activationFailures: z.number().int().nonnegative(),
  /** Set by the fifth wrong code: until then (mock clock) even the right code is refused. */
  activationLockedUntil: IsoDateTimeSchema.nullable(),
});
export type CardRecord = z.infer<typeof CardRecordSchema>;

/**
 * A setup intent the card form asked for (POST …/setup-intent): whose it is. A card is saved only
 * from a setup intent of the seller saving it (mocks/rules/payments/cards.ts).
 */
export const SetupIntentRecordSchema = z.object({
  setupIntentId: z.string().regex(/^seti_[A-Za-z0-9_]+$/),
  userId: IdSchema,
  createdAt: IsoDateTimeSchema,
});

/** An outside reference that can credit the wallet: a token transfer's hash, an Airwallex payment id. */
const ExternalReferenceKindSchema = z.enum(['transaction_hash', 'airwallex_payment']);
export type ExternalReferenceKind = z.infer<typeof ExternalReferenceKindSchema>;

/**
 * A claimed outside reference (mocks/rules/payments/references.ts): one row per reference,
 * naming the payment or automatic ticket that holds it, so no second path credits it.
 */
export const ExternalReferenceRecordSchema = z.object({
  kind: ExternalReferenceKindSchema,
  /** The canonical form: `normalizeTransactionHash`, or the payment id's `canonicalExternalReference`. */
  reference: z.string().min(1),
  claimant: z.enum(['payment', 'ticket']),
  /** The payment's (its wallet transaction's) or the ticket's id. */
  claimantId: IdSchema,
  userId: IdSchema,
  claimedAt: IsoDateTimeSchema,
});
export type ExternalReferenceRecord = z.infer<typeof ExternalReferenceRecordSchema>;

const UrlSchema = z.url();

const StripeDetailsSchema = z.object({
  provider: z.literal('stripe'),
  paymentIntentId: z.string().min(1),
  paymentMethodId: z.string().min(1),
});

const TazapayDetailsSchema = z.object({
  provider: z.literal('tazapay'),
  method: TazapayMethodSchema,
  checkoutId: IdSchema,
  expiresAt: IsoDateTimeSchema,
});

const LianlianDetailsSchema = z.object({
  provider: z.literal('lianlian'),
  expiresAt: IsoDateTimeSchema,
});

const TokenDetailsSchema = z.object({
  provider: z.literal('token'),
  network: UsdtNetworkSchema,
  walletAddress: z.string().min(1),
  amountToSend: NonNegativeMinorUnitsSchema,
  detection: UsdtDetectionSchema,
  transactionHash: z.string().nullable(),
  fromAddress: z.string().nullable(),
  expiresAt: IsoDateTimeSchema,
  submittedAt: IsoDateTimeSchema.nullable(),
  /** When the chain has the required confirmations (4–8 hours after the submission). */
  confirmAt: IsoDateTimeSchema.nullable(),
});

const VietqrDetailsSchema = z.object({
  provider: z.literal('vietqr'),
  bankBin: z.string(),
  /** The one code a transfer is matched by; a refresh replaces it. */
  transferContent: z.string().min(1),
  codeRefreshedAt: IsoDateTimeSchema.nullable(),
  transferAmount: LocalChargeSchema,
  expiresAt: IsoDateTimeSchema,
  /** When the matching transfer arrived (the credit notice). */
  paidAt: IsoDateTimeSchema.nullable(),
});

const PayoneerDetailsSchema = z.object({
  provider: z.literal('payoneer'),
  balanceId: IdSchema,
  nextAction: PayoneerNextActionSchema,
  challengeUrl: UrlSchema.nullable(),
  localCharge: LocalChargeSchema.nullable(),
  expiresAt: IsoDateTimeSchema.nullable(),
});

const AirwallexDetailsSchema = z.object({
  provider: z.literal('airwallex'),
  options: AirwallexPaymentOptionsSchema,
  localCharge: LocalChargeSchema.nullable(),
});

const PayfastDetailsSchema = z.object({
  provider: z.literal('payfast'),
  redirectUrl: UrlSchema,
  formFields: z.record(z.string(), z.string()),
  localCharge: LocalChargeSchema,
});

const BankRedirectDetailsSchema = z.object({
  provider: z.literal('bankRedirect'),
  method: BankRedirectMethodSchema,
  bank: DutchBankSchema.nullable(),
  redirectUrl: UrlSchema,
  localCharge: LocalChargeSchema,
});

const PaymentDetailsSchema = z.discriminatedUnion('provider', [
  StripeDetailsSchema,
  TazapayDetailsSchema,
  LianlianDetailsSchema,
  TokenDetailsSchema,
  VietqrDetailsSchema,
  PayoneerDetailsSchema,
  AirwallexDetailsSchema,
  PayfastDetailsSchema,
  BankRedirectDetailsSchema,
]);
export type PaymentDetails = z.infer<typeof PaymentDetailsSchema>;
export type PaymentProvider = PaymentDetails['provider'];
export type DetailsOf<P extends PaymentProvider> = Extract<PaymentDetails, { provider: P }>;

export const PaymentRecordSchema = z.object({
  /** The wallet transaction's id. */
  id: IdSchema,
  userId: IdSchema,
  /** Copied from details so the table can be queried by provider. */
  provider: z.enum([
    'stripe',
    'tazapay',
    'lianlian',
    'token',
    'vietqr',
    'payoneer',
    'airwallex',
    'payfast',
    'bankRedirect',
  ]),
  charge: TopUpChargeSchema,
  createdAt: IsoDateTimeSchema,
  details: PaymentDetailsSchema,
});
export type PaymentRecord = z.infer<typeof PaymentRecordSchema>;

export const PayoneerAccountRecordSchema = z.object({
  userId: IdSchema,
  connected: z.boolean(),
  email: z.email().nullable(),
  /** The OAuth state of the last connect; the callback finds the account by it. */
  state: z.string().nullable(),
  clientRedirectUrl: UrlSchema.nullable(),
  balances: z.array(PayoneerBalanceSchema),
});
export type PayoneerAccountRecord = z.infer<typeof PayoneerAccountRecordSchema>;

/** A saved Visa ending 4242, not verified yet. */
export const createCard = (overrides: Partial<CardRecord> = {}): CardRecord => ({
  paymentMethodId: 'pm_default',
  userId: 'usr_default',
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2030,
  cardholderName: null,
  cardholderEmail: null,
  isDefault: false,
  status: 'Active',
  createdAt: FACTORY_DEFAULT_DATE,
  verifiedAt: null,
  activationCode: null,
  verificationIntentId: null,
  activationFailures: 0,
  activationLockedUntil: null,
  ...overrides,
});

export const createPayment = <P extends PaymentProvider>(
  input: Omit<PaymentRecord, 'provider' | 'details'> & { details: DetailsOf<P> },
): PaymentRecord => ({ ...input, provider: input.details.provider });
