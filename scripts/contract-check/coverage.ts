/** How much of the contract a run checked, and the exit code that follows from it. */

export type CheckOutcome = 'ok-2xx' | 'ok-error' | 'mismatch' | 'unreachable' | 'not-checked';

/** The operation's own call, or one of the extra checks made around it. */
type CheckKind = 'call' | 'invalid body' | 'replay' | 'no idempotency key';

export interface CheckResult {
  /** Dotted contract key, e.g. "users.getMe". */
  key: string;
  check: CheckKind;
  /** What the extra check sent, e.g. "missing amount" for an invalid body. */
  detail?: string;
  method: string;
  /** The contract's path template, e.g. "/api/pixels/:id". */
  path: string;
  /** Who called: "seller", "partner", "token" (--token), or "public". */
  caller?: string;
  /** The URL actually called (absent when nothing was sent). */
  url?: string;
  result: CheckOutcome;
  /** HTTP status received; null when there was no answer. */
  statusCode: number | null;
  /** "path: message" per problem (mismatch), one line of why (unreachable, not-checked), or the error code (ok-error). */
  issues: string[];
}

export interface Coverage {
  operations: number;
  /** Operations answered as the contract says: `with2xx + withError`. */
  checked: number;
  with2xx: number;
  withError: number;
  notChecked: number;
  mismatch: number;
  unreachable: number;
  /** `checked` of `operations`, in percent. */
  percent: number;
}

export const EXIT_CODES = {
  ok: 0,
  mismatch: 1,
  /** No request got an answer (or the options were malformed). */
  nothingReachable: 2,
  belowMinimumCoverage: 3,
} as const;

/** Counts the operations by their own call's outcome; the extra checks count in the exit code, not here. */
export const coverageOf = (results: readonly CheckResult[]): Coverage => {
  const calls = results.filter((result) => result.check === 'call');
  const count = (outcome: CheckOutcome): number => calls.filter((result) => result.result === outcome).length;
  const with2xx = count('ok-2xx');
  const withError = count('ok-error');
  const checked = with2xx + withError;
  return {
    operations: calls.length,
    checked,
    with2xx,
    withError,
    notChecked: count('not-checked'),
    mismatch: count('mismatch'),
    unreachable: count('unreachable'),
    percent: calls.length === 0 ? 0 : (checked / calls.length) * 100,
  };
};

/** "coverage: 108 of 116 operations checked (80 with a 2xx answer, 28 with an error answer), 8 not checked (93.1%)". */
export const formatCoverage = (coverage: Coverage): string => {
  const failed = [
    coverage.mismatch > 0 ? `${coverage.mismatch} mismatch` : '',
    coverage.unreachable > 0 ? `${coverage.unreachable} unreachable` : '',
  ].filter(Boolean);
  return (
    `coverage: ${coverage.checked} of ${coverage.operations} operations checked ` +
    `(${coverage.with2xx} with a 2xx answer, ${coverage.withError} with an error answer), ` +
    `${[`${coverage.notChecked} not checked`, ...failed].join(', ')} (${coverage.percent.toFixed(1)}%)`
  );
};

/** 1 on any mismatch (extra checks included), 2 when nothing answered, 3 below the minimum coverage, else 0. */
export const exitCodeOf = (results: readonly CheckResult[], minCoveragePercent?: number): number => {
  if (results.some((result) => result.result === 'mismatch')) return EXIT_CODES.mismatch;
  if (!results.some((result) => result.statusCode !== null)) return EXIT_CODES.nothingReachable;
  if (minCoveragePercent !== undefined && coverageOf(results).percent < minCoveragePercent)
    return EXIT_CODES.belowMinimumCoverage;
  return EXIT_CODES.ok;
};
