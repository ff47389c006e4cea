import type { ErrorBody, KnownErrorCode, Locale } from '@contract';
import { Data } from 'effect';
import { errorMessage, textIn, type MockText } from './messages';

/** The error statuses every route of the contract declares (`commonErrorResponses`). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 422 | 429 | 500 | 503;

export interface FieldIssue {
  path: string;
  message: string;
}

/**
 * A domain failure with a catalogue code. Rules throw it (or yield it inside
 * `Effect.gen`); the shared wrapper turns it into the contract's error body.
 */
export class MockError extends Data.TaggedError('MockError')<{
  readonly code: KnownErrorCode;
  readonly status: ErrorStatus;
  /** Replaces the catalogue message, e.g. with the fields at fault; a pair is sent in the caller's language. */
  readonly detail?: string | MockText;
  readonly issues?: readonly FieldIssue[];
  /** A lockout's time left, sent as the body's `retryAfterSeconds`. */
  readonly retryAfterSeconds?: number;
}> {}

/** What an error answers: its catalogue code, status and what the body adds. */
export type Answer = ConstructorParameters<typeof MockError>[0];

/**
 * A rule's refusal: a tagged error, kept beside its domain's rules (`mocks/rules/<domain>/errors.ts`),
 * that says itself how it is answered. `toMockError` is the one place it becomes HTTP.
 */
export interface DomainError {
  readonly _tag: string;
  answer(): Answer;
}

export const toMockError = (error: DomainError): MockError => new MockError(error.answer());

/** A record the rule needs is missing (an unknown user id). */
export class RecordNotFound extends Data.TaggedError('RecordNotFound')<{
  readonly entity: string;
  readonly id: string;
}> {
  answer(): Answer {
    return { code: 'error.not_found', status: 404 };
  }
}

const issuesText = (issues: readonly FieldIssue[], lang: Locale): string =>
  issues.map((issue) => `${issue.path}: ${textIn(issue.message, lang)}`).join('; ');

/** Fields of the request at fault: 400 error.validation with an issue per field (`body.reason`). */
export class InvalidFields extends Data.TaggedError('InvalidFields')<{ readonly issues: readonly FieldIssue[] }> {
  answer(): Answer {
    return {
      code: 'error.validation',
      status: 400,
      detail: {
        en: `Invalid request: ${issuesText(this.issues, 'en')}`,
        vi: `Yêu cầu không hợp lệ: ${issuesText(this.issues, 'vi')}`,
      },
      issues: this.issues,
    };
  }
}

export const mockError = (code: KnownErrorCode, status: ErrorStatus, detail?: string): MockError =>
  new MockError(detail === undefined ? { code, status } : { code, status, detail });

export const errorBody = (error: MockError, lang: Locale): ErrorBody => {
  const body: ErrorBody = {
    code: error.code,
    messageCode: error.code,
    message: error.detail === undefined ? errorMessage(error.code, lang) : textIn(error.detail, lang),
  };
  if (error.issues) body.issues = error.issues.map((issue) => ({ ...issue, message: textIn(issue.message, lang) }));
  if (error.retryAfterSeconds !== undefined) body.retryAfterSeconds = error.retryAfterSeconds;
  return body;
};
