import { apiErrorStatus } from './api-error';
import { sessionEventOf } from './api-fetcher';

/** The one retry waits this long: long enough for a blip to pass, short enough that nobody waits for it. */
export const QUERY_RETRY_DELAY_MS = 300;

/**
 * Whether a failed read is asked again (the one retry policy of the app, set on the query
 * client): a 4xx is the API's answer and asking again only repeats it; a 5xx or a call that got
 * no answer is asked once more. An answer that moves the app elsewhere (maintenance, a blocked
 * account) is never retried, and neither is our own bug (anything else thrown). Mutations are
 * never retried: an action is repeated only by the user.
 */
export const shouldRetryQuery = (failureCount: number, error: unknown): boolean => {
  if (failureCount >= 1) return false;
  const status = apiErrorStatus(error);
  // fetch() rejects with a TypeError when no answer came; an abort or a bug is something else.
  if (status === null) return error instanceof TypeError;
  const body = typeof error === 'object' && error !== null && 'body' in error ? error.body : undefined;
  return status >= 500 && sessionEventOf(status, body, false) === null;
};
