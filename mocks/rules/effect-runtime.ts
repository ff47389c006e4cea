import { Cause, Clock, Effect, Exit, Option } from 'effect';
import type { MockClock } from '../clock';
import { toMockError, type DomainError } from '../errors';

/*
 * The bridge between rules written with effect and the HTTP wrapper (mocks/http.ts).
 * Rules fail with their domain's tagged errors and read time from effect's `Clock`;
 * `runRule` provides that Clock from the runtime's `MockClock` and turns a domain
 * error into the `MockError` the wrapper answers with. Handlers return the rule's
 * effect and the wrapper runs it; callers outside a handler (the demo session and panel,
 * the browser's social sign-in, the test server's sign-in, seeds, the simulation) call `runRule`.
 */

/* ---------- Time ---------- */

const NANOS_PER_MILLI = 1_000_000n;

/**
 * effect's `Clock` reading the mock's clock. Nothing in the rules sleeps; a sleep
 * would wait for a manual clock that never moves on its own, so it returns at once.
 */
const clockFromMock = (mock: MockClock): Clock.Clock => ({
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

/** "Now" shifted by an offset (an expiry), as an ISO date-time, from whichever Clock is provided. */
export const isoFromNow = (offsetMs: number): Effect.Effect<string> =>
  Effect.map(Clock.currentTimeMillis, (millis) => new Date(millis + offsetMs).toISOString());

/** "Now" for a rule, as an ISO date-time. */
export const nowIso: Effect.Effect<string> = isoFromNow(0);

/** A db write (msw/data returns promises) as an effect; a rejection is a defect, not a domain error. */
export const fromDb = <A>(write: () => PromiseLike<A>): Effect.Effect<A> => Effect.promise(write);

/* ---------- Running ---------- */

/**
 * Runs a rule with the mock's clock. A domain error is thrown as its `MockError`;
 * a defect is rethrown as is, which the wrapper answers as 500 error.internal.
 */
export const runRule = async <A>(rule: Effect.Effect<A, DomainError>, options: { clock: MockClock }): Promise<A> => {
  const exit = await Effect.runPromiseExit(Effect.provideService(rule, Clock.Clock, clockFromMock(options.clock)));
  if (Exit.isSuccess(exit)) return exit.value;
  const failure = Cause.findErrorOption(exit.cause);
  if (Option.isSome(failure)) throw toMockError(failure.value);
  throw Cause.squash(exit.cause);
};
