import type { MoneyIntentKind, MoneyIntentState } from './money-intents';

/** What became of a money request whose answer was lost, as far as the app knows. */
export type MoneyOutcomeState = Extract<MoneyIntentState, 'unknown' | 'done' | 'notDone'>;

/**
 * A money request whose answer never arrived (or was a server error). Never "try again": its outcome
 * was asked of the server and is kept under `key` in the money-intent store, which may learn it later.
 */
export class MoneyOutcomeError extends Error {
  override readonly name = 'MoneyOutcomeError';

  constructor(
    readonly key: string,
    readonly outcome: MoneyOutcomeState,
    readonly kind: MoneyIntentKind | null,
    readonly amountCents: number | null,
  ) {
    super(`The outcome of money request ${key} is ${outcome}`);
  }
}
