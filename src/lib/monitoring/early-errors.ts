import type { ErrorContext } from './reporter';

export interface EarlyError {
  error: unknown;
  context?: ErrorContext;
}

/** Enough to see what went wrong at start; a page that throws in a loop must not grow it without end. */
const MAX_EARLY_ERRORS = 20;

/**
 * Holds the errors of a page until the reporter is there: it loads once the page is idle, and an
 * error thrown at start (a failed chunk, a bad answer, a render error) must reach it all the same.
 * Catches the page's uncaught errors and rejections too, until `drain` hands them over to Sentry's own.
 */
export const collectEarlyErrors = () => {
  const held: EarlyError[] = [];
  const hold = (entry: EarlyError) => {
    if (held.length < MAX_EARLY_ERRORS) held.push(entry);
  };
  const onError = (event: ErrorEvent) => hold({ error: event.error ?? event.message, context: { source: 'uncaught' } });
  const onRejection = (event: PromiseRejectionEvent) =>
    hold({ error: event.reason, context: { source: 'unhandled-rejection' } });
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return {
    hold,
    /** Stops listening and returns what was held, oldest first. */
    drain: (): EarlyError[] => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      return held.splice(0);
    },
  };
};
