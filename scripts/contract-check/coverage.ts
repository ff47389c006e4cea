/** How much of the contract a run checked, and the exit code that follows from it. */

/** `server-error`: a 5xx, declared or not; the server failed, so the call checked nothing. */
export type CheckOutcome = 'ok-2xx' | 'ok-error' | 'mismatch' | 'server-error' | 'unreachable' | 'not-checked';

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
  /** Operations that did what they do (a 2xx): the coverage that counts. */
  with2xx: number;
  /** Operations that only got a declared error answer (a business rule refused the call). */
  withError: number;
  notChecked: number;
  mismatch: number;
  serverError: number;
  unreachable: number;
  /** `with2xx` of `operations`, in percent: what `--min-coverage` holds a run to. */
  percent: number;
  /** `checked` of `operations`, in percent. */
  checkedPercent: number;
}

export const EXIT_CODES = {
  ok: 0,
  mismatch: 1,
  /** No request got an answer (or the options were malformed). */
  nothingReachable: 2,
  belowMinimumCoverage: 3,
  /** An answer was a 5xx: the server failed. */
  serverError: 4,
} as const;

const percentOf = (part: number, whole: number): number => (whole === 0 ? 0 : (part / whole) * 100);

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
    serverError: count('server-error'),
    unreachable: count('unreachable'),
    percent: percentOf(with2xx, calls.length),
    checkedPercent: percentOf(checked, calls.length),
  };
};

/**
 * "coverage: 90 of 122 operations with a 2xx answer (73.8%); 103 with an answer the contract declares
 * (84.4%, 13 of them only an error answer); 19 not checked".
 */
export const formatCoverage = (coverage: Coverage): string => {
  const rest = [
    `${coverage.notChecked} not checked`,
    coverage.mismatch > 0 ? `${coverage.mismatch} mismatch` : '',
    coverage.serverError > 0 ? `${coverage.serverError} server error` : '',
    coverage.unreachable > 0 ? `${coverage.unreachable} unreachable` : '',
  ].filter(Boolean);
  return (
    `coverage: ${coverage.with2xx} of ${coverage.operations} operations with a 2xx answer (${coverage.percent.toFixed(1)}%); ` +
    `${coverage.checked} with an answer the contract declares (${coverage.checkedPercent.toFixed(1)}%, ` +
    `${coverage.withError} of them only an error answer); ${rest.join(', ')}`
  );
};

/**
 * 1 on any mismatch (extra checks included), 4 on a server error, 2 when nothing answered, 3 when
 * fewer operations than the minimum got a 2xx, else 0.
 */
export const exitCodeOf = (results: readonly CheckResult[], minCoveragePercent?: number): number => {
  if (results.some((result) => result.result === 'mismatch')) return EXIT_CODES.mismatch;
  if (results.some((result) => result.result === 'server-error')) return EXIT_CODES.serverError;
  if (!results.some((result) => result.statusCode !== null)) return EXIT_CODES.nothingReachable;
  if (minCoveragePercent !== undefined && coverageOf(results).percent < minCoveragePercent)
    return EXIT_CODES.belowMinimumCoverage;
  return EXIT_CODES.ok;
};
