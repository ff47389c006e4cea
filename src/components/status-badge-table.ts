import {
  AdAccountDisplayStatusSchema,
  AdAccountRequestStatusSchema,
  BillingStatusSchema,
  CardStatusSchema,
  GiftCodeStatusSchema,
  MemberInformationDecisionSchema,
  MemberStatusSchema,
  PaymentResultSchema,
  PaymentStatusSchema,
  ProductLinkStatusSchema,
  ProviderAvailabilitySchema,
  RefundStatusSchema,
  SubscriptionStatusSchema,
  TicketStatusSchema,
  UserStatusSchema,
  VerificationStatusSchema,
  VideoStatusSchema,
} from '@contract/common/enums.schema';
import type { z } from 'zod';
import type { AppResources } from '@/lib/i18n/resources';

/** Every state list of spec section 4, by the name a `StatusBadge` is given. */
export const STATUS_SCHEMAS = {
  adAccountDisplay: AdAccountDisplayStatusSchema,
  adAccountRequest: AdAccountRequestStatusSchema,
  refund: RefundStatusSchema,
  paymentStatus: PaymentStatusSchema,
  paymentResult: PaymentResultSchema,
  user: UserStatusSchema,
  member: MemberStatusSchema,
  subscription: SubscriptionStatusSchema,
  verification: VerificationStatusSchema,
  productLink: ProductLinkStatusSchema,
  memberInformation: MemberInformationDecisionSchema,
  giftCode: GiftCodeStatusSchema,
  providerAvailability: ProviderAvailabilitySchema,
  ticket: TicketStatusSchema,
  billing: BillingStatusSchema,
  card: CardStatusSchema,
  video: VideoStatusSchema,
} as const;

export type StatusKind = keyof typeof STATUS_SCHEMAS;

/** The contract values of one kind: `StatusValue<'ticket'>` is `'pending' | 'processing' | …`. */
export type StatusValue<K extends StatusKind> = z.infer<(typeof STATUS_SCHEMAS)[K]>;

export const STATUS_KINDS = Object.keys(STATUS_SCHEMAS) as StatusKind[];

/**
 * What a state means to the reader, which decides its colour:
 * done/approved, waiting on someone, refused or blocked, closed or neutral, running now.
 */
export type StatusTone = 'success' | 'waiting' | 'refused' | 'neutral' | 'progress';

type StatusLabels = AppResources['common']['status'];

/** A status label's key, namespace included: `common:status.<group>.<value>`. */
export type StatusLabelKey = {
  [G in keyof StatusLabels & string]: `common:status.${G}.${keyof StatusLabels[G] & string}`;
}[keyof StatusLabels & string];

interface StatusEntry {
  tone: StatusTone;
  /** Only where a value borrows another kind's label. */
  label?: StatusLabelKey;
}

type StatusTable = { [K in StatusKind]: Record<StatusValue<K>, StatusEntry> };

const success: StatusEntry = { tone: 'success' };
const waiting: StatusEntry = { tone: 'waiting' };
const refused: StatusEntry = { tone: 'refused' };
const neutral: StatusEntry = { tone: 'neutral' };
const progress: StatusEntry = { tone: 'progress' };

/** The one table of every status value: its tone, and its label when not the default key. */
const STATUS_TABLE: StatusTable = {
  adAccountDisplay: {
    SHOW_ACCOUNT_STATUS_APPROVED: success,
    SHOW_ACCOUNT_STATUS_NOT_APPROVED: refused,
    SHOW_ACCOUNT_STATUS_IN_REVIEW: waiting,
    SHOW_ACCOUNT_STATUS_PUNISHED: refused,
    // Approved but waiting for the contract's start date.
    CONTRACT_NOT_YET_EFFECTIVE: waiting,
    CLOSED: neutral,
  },
  adAccountRequest: { opening: progress, approved: success, rejected: refused, pending: waiting, closed: neutral },
  refund: { pending: waiting, done: success, rejected: refused },
  paymentStatus: { PAID: success, UNPAID: waiting, PROCESSING: progress, REJECTED: refused, CANCELED: neutral },
  paymentResult: { paid: success, failed: refused, unpaid: waiting, processing: progress },
  user: { active: success, blocked: refused },
  member: { activated: success, blocked: refused, punished: refused },
  subscription: { incomplete: waiting, trialing: progress, active: success, past_due: refused, canceled: neutral },
  verification: { approved: success, reviewing: waiting, rejected: refused, not_found: neutral },
  // Paused by the system is not the seller's refusal: the link is simply not running.
  productLink: { approved: success, reviewing: waiting, rejected: refused, not_found: neutral, system_paused: neutral },
  memberInformation: { approved: success, rejected: refused },
  // A saved code is running: the bonus comes once the minimum spend is reached.
  giftCode: {
    saved: progress,
    paid: success,
    expired: neutral,
    active: success,
    deactivate: neutral,
    fully_redeemed: neutral,
  },
  providerAvailability: { available: success, disabled: neutral, maintenance: waiting },
  ticket: { pending: waiting, processing: progress, done: success, rejected: refused, skipped: neutral },
  /**
   * Spec labels for billing and payouts are "paid, pending, Rejected, Refunded": pending → Pending,
   * done → Paid (the payment's own "Paid" label), rejected → Rejected; "Refunded" has no billing
   * value, it is what a done refund ticket (`refund`) means.
   */
  billing: {
    pending: waiting,
    done: { tone: 'success', label: 'common:status.paymentStatus.PAID' },
    rejected: refused,
  },
  card: { Verified: success, Pending: waiting, Active: success },
  video: { approved: success, reviewing: waiting, rejected: refused, not_found: neutral },
};

const entryOf = <K extends StatusKind>(kind: K, value: StatusValue<K>): StatusEntry =>
  (STATUS_TABLE[kind] as Record<string, StatusEntry>)[value] ?? neutral;

/**
 * The translation key of a status label, namespace included, so any `t` can look it up
 * (CSV exports need the text without a badge).
 */
export const statusLabelKey = <K extends StatusKind>(kind: K, value: StatusValue<K>): StatusLabelKey =>
  // Every default key exists: the kit's status test checks each value of each enum in both languages.
  entryOf(kind, value).label ?? (`common:status.${kind}.${value}` as StatusLabelKey);

export const statusTone = <K extends StatusKind>(kind: K, value: StatusValue<K>): StatusTone =>
  entryOf(kind, value).tone;

/** The Mantine palette of each tone: green success, orange waiting, red refused, gray neutral, blue progress. */
export const TONE_COLORS = {
  success: 'green',
  waiting: 'orange',
  refused: 'red',
  neutral: 'gray',
  progress: 'blue',
} as const satisfies Record<StatusTone, string>;
