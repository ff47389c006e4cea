import type { KnownErrorCode } from '@contract';
import { Cause, Clock, Data, Effect, Exit, Option } from 'effect';
import type { MockClock } from '../clock';
import { mockError, MockError, type ErrorStatus } from '../errors';

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

export type DomainError =
  AmountInvalid | AmountNotWholeNumber | InsufficientBalance | AdAccountNotApproved | RecordNotFound;

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
