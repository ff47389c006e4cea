import type { KnownErrorCode } from '@contract';
import { Cause, Clock, Data, Effect, Exit, Option } from 'effect';
import type { MockClock } from '../clock';
import { mockError, MockError, type ErrorStatus } from '../errors';
import type { ExternalReferenceKind } from '../factories/payment';

/*
 * The bridge between rules written with effect and the HTTP wrapper (mocks/http.ts).
 * Rules fail with the typed domain errors below and read time from effect's `Clock`;
 * `runRule` provides that Clock from the runtime's `MockClock` and turns a domain
 * error into the `MockError` the wrapper already answers with, so handlers stay plain
 * async functions.
 */

/* ---------- Domain errors ---------- */

/** An amount outside [min, max] cents ("amount invalid with min and max"). */
export class AmountInvalid extends Data.TaggedError('AmountInvalid')<{
  readonly field: 'amount' | 'tip';
  readonly min: number;
  readonly max: number;
}> {}

/** Cents on a path that takes whole dollars only ("Please enter a whole number"). */
export class AmountNotWholeNumber extends Data.TaggedError('AmountNotWholeNumber')<{
  readonly field: 'amount';
}> {}

/** The wallet (or the ad account, on a withdraw) holds less than the amount. */
export class InsufficientBalance extends Data.TaggedError('InsufficientBalance')<{
  readonly available: number;
  readonly requested: number;
}> {}

/** Transfer, withdraw and auto top-up are for approved ad accounts only (spec section 5). */
export class AdAccountNotApproved extends Data.TaggedError('AdAccountNotApproved')<{
  readonly adAccountId: string;
  readonly status: string;
}> {}

/** A record the rule needs is missing (an unknown user id). */
export class RecordNotFound extends Data.TaggedError('RecordNotFound')<{
  readonly entity: string;
  readonly id: string;
}> {}

/* Payment providers (mocks/rules/payments): refusals a provider or the payment's state gives. */

/** Another payment of the same provider is still in progress (Tazapay without replaceInProgress). */
export class PaymentInProgress extends Data.TaggedError('PaymentInProgress')<{ readonly transactionId: string }> {}

/** The card was declined for lack of funds (the mock's card ending in 0002). */
export class CardInsufficientFunds extends Data.TaggedError('CardInsufficientFunds')<{ readonly last4: string }> {}

/** The card cannot be used for this step (not verified yet, or already verified). */
export class CardUnavailable extends Data.TaggedError('CardUnavailable')<{ readonly paymentMethodId: string }> {}

/** The activation code of a card verification charge does not match. */
export class InvalidVerificationCode extends Data.TaggedError('InvalidVerificationCode')<{
  readonly paymentMethodId: string;
}> {}

/** The Payoneer balance holds less than the charge. */
export class PayoneerInsufficientFunds extends Data.TaggedError('PayoneerInsufficientFunds')<{
  readonly available: number;
  readonly requested: number;
}> {}

/** The payment is no longer open for this step (already paid, canceled, expired, not connected). */
export class PaymentNotOpen extends Data.TaggedError('PaymentNotOpen')<{
  readonly id: string;
  readonly reason: string;
}> {}

/** A transaction hash or provider payment id another top-up (of anyone, by any path) already claimed. */
export class ReferenceAlreadyUsed extends Data.TaggedError('ReferenceAlreadyUsed')<{
  readonly kind: ExternalReferenceKind;
  readonly reference: string;
}> {}

/** Too many wrong activation codes: the card's activation is locked for a while. */
export class CardActivationLocked extends Data.TaggedError('CardActivationLocked')<{
  readonly paymentMethodId: string;
  readonly retryAfterSeconds: number;
}> {}

type PaymentDomainError =
  | PaymentInProgress
  | CardInsufficientFunds
  | CardUnavailable
  | InvalidVerificationCode
  | PayoneerInsufficientFunds
  | PaymentNotOpen
  | ReferenceAlreadyUsed
  | CardActivationLocked;

/* Plans and gift codes (mocks/rules/subscriptions.ts, mocks/rules/gift-codes.ts). */

/** No plan can be chosen now: a cancellation is pending until it is processed. */
export class NoPlanAvailable extends Data.TaggedError('NoPlanAvailable')<{ readonly reason: 'cancellation_pending' }> {}

/** Nothing to cancel: no subscription, already canceled, or a cancellation already pending. */
export class CancelSubscriptionFailed extends Data.TaggedError('CancelSubscriptionFailed')<{
  readonly reason: 'no_subscription' | 'already_canceled' | 'cancellation_pending';
}> {}

/** The gift code does not exist, is expired, deactivated or fully redeemed. */
export class GiftCodeUnavailable extends Data.TaggedError('GiftCodeUnavailable')<{ readonly code: string }> {}

/** The user already holds a saved gift code (only one at a time). */
export class GiftCodeAlreadySaved extends Data.TaggedError('GiftCodeAlreadySaved')<{ readonly code: string }> {}

/** Saving a gift code needs the account's spend to have reached the code's minimum. */
export class GiftCodeMinSpendNotReached extends Data.TaggedError('GiftCodeMinSpendNotReached')<{
  readonly required: number;
  readonly spent: number;
}> {}

type BillingDomainError =
  NoPlanAvailable | CancelSubscriptionFailed | GiftCodeUnavailable | GiftCodeAlreadySaved | GiftCodeMinSpendNotReached;

/* Ad accounts, business centres and tickets (mocks/rules/ad-accounts.ts, mocks/rules/tickets.ts). */

/** No platform account is connected (GET/POST /api/bc). */
export class PlatformNotConnected extends Data.TaggedError('PlatformNotConnected')<{ readonly userId: string }> {}

/** At most MAX_BUSINESS_CENTRES business centres. */
export class BusinessCentreLimitReached extends Data.TaggedError('BusinessCentreLimitReached')<{
  readonly limit: number;
}> {}

/** A new ad account needs an approved product link of the seller. */
export class NoApprovedProductLink extends Data.TaggedError('NoApprovedProductLink')<{
  readonly productLinkId: string;
}> {}

/** A new ad account needs the wallet to hold the minimum top-up. */
export class MinimumBalanceRequired extends Data.TaggedError('MinimumBalanceRequired')<{
  readonly required: number;
  readonly available: number;
}> {}

/** A new ad account needs the one-time setup cost paid (or waived by an admin) first. */
export class SetupCostRequired extends Data.TaggedError('SetupCostRequired')<{ readonly userId: string }> {}

/** The plan's number of ad accounts is reached. */
export class PlanAdAccountLimitReached extends Data.TaggedError('PlanAdAccountLimitReached')<{
  readonly limit: number;
}> {}

/** The overall number of ad accounts per seller is reached. */
export class AdAccountLimitReached extends Data.TaggedError('AdAccountLimitReached')<{ readonly limit: number }> {}

/** A ticket of the same kind still waits for an admin (setup cost). */
export class TicketInProcess extends Data.TaggedError('TicketInProcess')<{ readonly ticketId: string }> {}

/** An admin decision on a ticket (or verification) that is already settled. */
export class TicketNotOpen extends Data.TaggedError('TicketNotOpen')<{
  readonly ticketId: string;
  readonly status: string;
}> {}

type AdAccountsDomainError =
  | PlatformNotConnected
  | BusinessCentreLimitReached
  | NoApprovedProductLink
  | MinimumBalanceRequired
  | SetupCostRequired
  | PlanAdAccountLimitReached
  | AdAccountLimitReached
  | TicketInProcess
  | TicketNotOpen;

/* Product links and pixels (mocks/rules/product-links.ts, mocks/rules/pixels.ts). */

/** A link the system paused (or not in a state the step needs) cannot be edited. */
export class ProductLinkLocked extends Data.TaggedError('ProductLinkLocked')<{
  readonly productLinkId: string;
  readonly status: string;
}> {}

/** An admin decision on a product link (or its video) that is not in review. */
export class ProductLinkNotInReview extends Data.TaggedError('ProductLinkNotInReview')<{
  readonly productLinkId: string;
  readonly status: string;
}> {}

/** The seller already has a link with this exact URL (www and non-www differ). */
export class DuplicateProductLink extends Data.TaggedError('DuplicateProductLink')<{ readonly url: string }> {}

/** The video URL is not a video the seller uploaded ("Product video required"). */
export class ProductVideoRequired extends Data.TaggedError('ProductVideoRequired')<{
  readonly productLinkId: string;
}> {}

/** No platform pixel with this code (on this ad account, when one is named). */
export class PixelCodeNotFound extends Data.TaggedError('PixelCodeNotFound')<{
  readonly code: string;
  readonly adsAccountId: string | null;
}> {}

/** The pixel is already in the seller's dashboard. */
export class PixelAlreadyAdded extends Data.TaggedError('PixelAlreadyAdded')<{ readonly code: string }> {}

/** No pixel of the seller is installed in this store. */
export class StoreNotConnected extends Data.TaggedError('StoreNotConnected')<{ readonly shop: string }> {}

/** The store address is not a myshopify.com domain or URL. */
export class InvalidShopUrl extends Data.TaggedError('InvalidShopUrl')<{ readonly shopUrl: string }> {}

type ProductLinksPixelsDomainError =
  | ProductLinkLocked
  | ProductLinkNotInReview
  | DuplicateProductLink
  | ProductVideoRequired
  | PixelCodeNotFound
  | PixelAlreadyAdded
  | StoreNotConnected
  | InvalidShopUrl;

export type DomainError =
  | AmountInvalid
  | AmountNotWholeNumber
  | InsufficientBalance
  | AdAccountNotApproved
  | RecordNotFound
  | PaymentDomainError
  | BillingDomainError
  | AdAccountsDomainError
  | ProductLinksPixelsDomainError;

/* ---------- The one table from domain error to catalogue code and status ---------- */

interface Mapped {
  code: KnownErrorCode;
  status: ErrorStatus;
  detail?: (error: never) => string;
}

const dollars = (cents: number): string => `$${(cents / 100).toFixed(2)}`;

/**
 * Field problems are 400 (like the schema's own validation); a well-formed request the
 * state refuses (wallet too low, ad account not approved) is 422; a missing record 404.
 */
export const DOMAIN_ERRORS = {
  AmountInvalid: {
    code: 'error.amount_invalid',
    status: 400,
    detail: (error: AmountInvalid) =>
      `The ${error.field} must be between ${dollars(error.min)} and ${dollars(error.max)}.`,
  },
  AmountNotWholeNumber: { code: 'error.amount_not_whole_number', status: 400 },
  InsufficientBalance: { code: 'error.insufficient_balance', status: 422 },
  AdAccountNotApproved: { code: 'error.ad_account_not_approved', status: 422 },
  RecordNotFound: { code: 'error.not_found', status: 404 },
  PaymentInProgress: { code: 'error.payment_in_progress', status: 409 },
  CardInsufficientFunds: { code: 'error.card_insufficient_funds', status: 422 },
  CardUnavailable: { code: 'error.card_unavailable', status: 422 },
  InvalidVerificationCode: { code: 'error.invalid_verification_code', status: 400 },
  PayoneerInsufficientFunds: { code: 'error.payoneer_insufficient_funds', status: 422 },
  PaymentNotOpen: { code: 'error.transaction_failed', status: 422 },
  // 409 like the other "already" refusals (a product link or pixel already added): the reference
  // conflicts with an existing top-up, whatever the state of the caller's own records.
  ReferenceAlreadyUsed: { code: 'error.reference_already_used', status: 409 },
  // 429 like the login lockout; the body says how long is left.
  CardActivationLocked: { code: 'error.too_many_activation_failures', status: 429 },
  NoPlanAvailable: { code: 'error.no_plan_available', status: 409 },
  CancelSubscriptionFailed: { code: 'error.cancel_subscription_failed', status: 409 },
  GiftCodeUnavailable: { code: 'error.gift_code_unavailable', status: 422 },
  GiftCodeAlreadySaved: { code: 'error.gift_code_already_saved', status: 409 },
  GiftCodeMinSpendNotReached: { code: 'error.gift_code_min_spend_not_reached', status: 422 },
  PlatformNotConnected: { code: 'error.user_not_grant_tiktok_permission_to_system', status: 403 },
  BusinessCentreLimitReached: { code: 'error.business_centre_limit_reached', status: 422 },
  NoApprovedProductLink: { code: 'error.no_approved_product_link', status: 422 },
  MinimumBalanceRequired: { code: 'error.minimum_balance_required', status: 422 },
  SetupCostRequired: { code: 'error.setup_cost_required', status: 422 },
  PlanAdAccountLimitReached: { code: 'error.plan_ad_account_limit_reached', status: 422 },
  AdAccountLimitReached: { code: 'error.ad_account_limit_reached', status: 422 },
  TicketInProcess: { code: 'error.ticket_in_process', status: 409 },
  TicketNotOpen: { code: 'error.validation', status: 409 },
  ProductLinkLocked: {
    code: 'error.validation',
    status: 409,
    detail: (error: ProductLinkLocked) =>
      error.status === 'system_paused'
        ? 'This product link was paused by the system and cannot be edited.'
        : `This product link is ${error.status} and cannot be changed now.`,
  },
  ProductLinkNotInReview: { code: 'error.validation', status: 409 },
  DuplicateProductLink: {
    code: 'error.validation',
    status: 409,
    detail: (error: DuplicateProductLink) => `You already added the product link ${error.url}.`,
  },
  ProductVideoRequired: { code: 'error.product_video_required', status: 400 },
  // Pixel and store refusals keep the server message (spec section 8): the detail is what the app shows.
  PixelCodeNotFound: {
    code: 'error.not_found',
    status: 404,
    detail: (error: PixelCodeNotFound) =>
      error.adsAccountId === null
        ? `No pixel with code ${error.code} was found.`
        : `No pixel with code ${error.code} was found on ad account ${error.adsAccountId}.`,
  },
  PixelAlreadyAdded: {
    code: 'error.validation',
    status: 409,
    detail: (error: PixelAlreadyAdded) => `The pixel ${error.code} is already in your dashboard.`,
  },
  StoreNotConnected: {
    code: 'error.not_found',
    status: 404,
    detail: (error: StoreNotConnected) => `The store ${error.shop} is not connected to any of your pixels.`,
  },
  InvalidShopUrl: {
    code: 'error.invalid_url',
    status: 400,
    detail: (error: InvalidShopUrl) => `${error.shopUrl} is not a myshopify.com store address.`,
  },
} as const satisfies { [Tag in DomainError['_tag']]: Mapped };

/** The `MockError` a domain error becomes: catalogue code, status and (for amounts) the min and max. */
export const toMockError = (error: DomainError): MockError => {
  switch (error._tag) {
    case 'AmountInvalid': {
      const mapped = DOMAIN_ERRORS.AmountInvalid;
      return mockError(mapped.code, mapped.status, mapped.detail(error));
    }
    case 'AmountNotWholeNumber':
      return mockError(DOMAIN_ERRORS.AmountNotWholeNumber.code, DOMAIN_ERRORS.AmountNotWholeNumber.status);
    case 'InsufficientBalance':
      return mockError(DOMAIN_ERRORS.InsufficientBalance.code, DOMAIN_ERRORS.InsufficientBalance.status);
    case 'AdAccountNotApproved':
      return mockError(DOMAIN_ERRORS.AdAccountNotApproved.code, DOMAIN_ERRORS.AdAccountNotApproved.status);
    case 'RecordNotFound':
      return mockError(DOMAIN_ERRORS.RecordNotFound.code, DOMAIN_ERRORS.RecordNotFound.status);
    case 'PaymentInProgress':
    case 'CardInsufficientFunds':
    case 'CardUnavailable':
    case 'InvalidVerificationCode':
    case 'PayoneerInsufficientFunds':
    case 'PaymentNotOpen':
    case 'ReferenceAlreadyUsed':
      return mockError(DOMAIN_ERRORS[error._tag].code, DOMAIN_ERRORS[error._tag].status);
    case 'CardActivationLocked':
      return new MockError({
        code: DOMAIN_ERRORS[error._tag].code,
        status: DOMAIN_ERRORS[error._tag].status,
        retryAfterSeconds: error.retryAfterSeconds,
      });
    case 'NoPlanAvailable':
    case 'CancelSubscriptionFailed':
    case 'GiftCodeUnavailable':
    case 'GiftCodeAlreadySaved':
    case 'GiftCodeMinSpendNotReached':
      return mockError(DOMAIN_ERRORS[error._tag].code, DOMAIN_ERRORS[error._tag].status);
    case 'PlatformNotConnected':
    case 'BusinessCentreLimitReached':
    case 'NoApprovedProductLink':
    case 'MinimumBalanceRequired':
    case 'SetupCostRequired':
    case 'PlanAdAccountLimitReached':
    case 'AdAccountLimitReached':
    case 'TicketInProcess':
    case 'TicketNotOpen':
      return mockError(DOMAIN_ERRORS[error._tag].code, DOMAIN_ERRORS[error._tag].status);
    case 'ProductLinkLocked':
      return mockError(
        DOMAIN_ERRORS[error._tag].code,
        DOMAIN_ERRORS[error._tag].status,
        DOMAIN_ERRORS[error._tag].detail(error),
      );
    case 'DuplicateProductLink':
      return mockError(
        DOMAIN_ERRORS[error._tag].code,
        DOMAIN_ERRORS[error._tag].status,
        DOMAIN_ERRORS[error._tag].detail(error),
      );
    case 'PixelCodeNotFound':
      return mockError(
        DOMAIN_ERRORS[error._tag].code,
        DOMAIN_ERRORS[error._tag].status,
        DOMAIN_ERRORS[error._tag].detail(error),
      );
    case 'PixelAlreadyAdded':
      return mockError(
        DOMAIN_ERRORS[error._tag].code,
        DOMAIN_ERRORS[error._tag].status,
        DOMAIN_ERRORS[error._tag].detail(error),
      );
    case 'StoreNotConnected':
      return mockError(
        DOMAIN_ERRORS[error._tag].code,
        DOMAIN_ERRORS[error._tag].status,
        DOMAIN_ERRORS[error._tag].detail(error),
      );
    case 'InvalidShopUrl':
      return mockError(
        DOMAIN_ERRORS[error._tag].code,
        DOMAIN_ERRORS[error._tag].status,
        DOMAIN_ERRORS[error._tag].detail(error),
      );
    case 'ProductLinkNotInReview':
    case 'ProductVideoRequired':
      return mockError(DOMAIN_ERRORS[error._tag].code, DOMAIN_ERRORS[error._tag].status);
  }
};

/* ---------- Time ---------- */

const NANOS_PER_MILLI = 1_000_000n;

/**
 * effect's `Clock` reading the mock's clock. Nothing in the rules sleeps; a sleep
 * would wait for a manual clock that never moves on its own, so it returns at once.
 */
export const clockFromMock = (mock: MockClock): Clock.Clock => ({
  currentTimeMillisUnsafe: () => mock.now(),
  currentTimeMillis: Effect.sync(() => mock.now()),
  currentTimeNanosUnsafe: () => BigInt(mock.now()) * NANOS_PER_MILLI,
  currentTimeNanos: Effect.sync(() => BigInt(mock.now()) * NANOS_PER_MILLI),
  monotonicTimeNanosUnsafe: () => BigInt(mock.now()) * NANOS_PER_MILLI,
  monotonicTimeNanos: Effect.sync(() => BigInt(mock.now()) * NANOS_PER_MILLI),
  sleep: () => Effect.void,
});

/** Runs a rule as if "now" were `millis`: a move the mock dates in the past (an auto top-up found by a spend sync). */
export const atInstant =
  (millis: number) =>
  <A, E>(rule: Effect.Effect<A, E>): Effect.Effect<A, E> =>
    Effect.provideService(rule, Clock.Clock, clockFromMock({ now: () => millis }));

/** "Now" for a rule, as an ISO date-time, from whichever Clock is provided. */
export const nowIso: Effect.Effect<string> = Effect.map(Clock.currentTimeMillis, (millis) =>
  new Date(millis).toISOString(),
);

/** A db write (msw/data returns promises) as an effect; a rejection is a defect, not a domain error. */
export const fromDb = <A>(write: () => PromiseLike<A>): Effect.Effect<A> => Effect.promise(write);

/* ---------- Running ---------- */

const isDomainError = (error: DomainError | MockError): error is DomainError => !(error instanceof MockError);

/**
 * Runs a rule with the mock's clock. A domain error is thrown as its `MockError`
 * (a `MockError` yielded by the rule passes through); a defect is rethrown as is,
 * which the wrapper answers as 500 error.internal.
 */
export const runRule = async <A>(
  rule: Effect.Effect<A, DomainError | MockError>,
  options: { clock: MockClock },
): Promise<A> => {
  const exit = await Effect.runPromiseExit(Effect.provideService(rule, Clock.Clock, clockFromMock(options.clock)));
  if (Exit.isSuccess(exit)) return exit.value;
  const failure = Cause.findErrorOption(exit.cause);
  if (Option.isSome(failure)) throw isDomainError(failure.value) ? toMockError(failure.value) : failure.value;
  throw Cause.squash(exit.cause);
};
