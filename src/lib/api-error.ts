import type { ErrorBody } from '@contract/common/error.schema';
import { resolveErrorMessage, type ErrorTranslator } from './i18n';
import { MoneyOutcomeError } from './money-outcome-error';
import { RedirectRefusedError } from './redirect-destination';

/** What a typed query or mutation fails with: an error response, or the fetch that threw. */
export type ApiError = Error | { status: number; body: unknown };

const asErrorBody = (body: unknown): Partial<ErrorBody> | undefined => {
  if (typeof body !== 'object' || body === null) return undefined;
  return {
    code: 'code' in body && typeof body.code === 'string' ? body.code : undefined,
    messageCode: 'messageCode' in body && typeof body.messageCode === 'string' ? body.messageCode : undefined,
    message: 'message' in body && typeof body.message === 'string' ? body.message : undefined,
  };
};

const isErrorResponse = (error: unknown): error is { status: number; body: unknown } =>
  typeof error === 'object' &&
  error !== null &&
  'status' in error &&
  typeof error.status === 'number' &&
  'body' in error;

/** The error code of a failed call's answer (`error.payment_in_progress` …), or null. */
export const apiErrorCode = (error: unknown): string | null =>
  isErrorResponse(error) ? (asErrorBody(error.body)?.code ?? null) : null;

/** A lockout's seconds left (the error body's `retryAfterSeconds`), or null when the answer has none. */
export const apiErrorRetryAfterSeconds = (error: unknown): number | null => {
  if (!isErrorResponse(error) || typeof error.body !== 'object' || error.body === null) return null;
  const seconds = 'retryAfterSeconds' in error.body ? error.body.retryAfterSeconds : undefined;
  return typeof seconds === 'number' && Number.isInteger(seconds) && seconds > 0 ? seconds : null;
};

/** The HTTP status of a failed call, or null when no answer came (network failure). */
export const apiErrorStatus = (error: unknown): number | null => (isErrorResponse(error) ? error.status : null);

/**
 * The text to show for a failed call: an error response, whose own message wins
 * (spec section 8), or a call that never got an answer.
 */
export const apiErrorMessage = (t: ErrorTranslator, error: ApiError | unknown): string => {
  if (isErrorResponse(error)) return resolveErrorMessage(t, asErrorBody(error.body));
  if (error instanceof RedirectRefusedError) return t('errors:redirectRefused');
  // Said in full, with what went through or not, by `ApiErrorAlert`; never "try again".
  if (error instanceof MoneyOutcomeError) return t('errors:moneyOutcomeUnknown');
  // fetch() rejects with a TypeError when no answer came; anything else is our own failure.
  return error instanceof TypeError ? t('errors:network') : t('errors:unknown');
};
