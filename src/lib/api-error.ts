import type { ErrorBody } from '@contract';
import { resolveErrorMessage, type ErrorTranslator } from './i18n';

const asErrorBody = (body: unknown): Partial<ErrorBody> | undefined => {
  if (typeof body !== 'object' || body === null) return undefined;
  return {
    code: 'code' in body && typeof body.code === 'string' ? body.code : undefined,
    messageCode: 'messageCode' in body && typeof body.messageCode === 'string' ? body.messageCode : undefined,
    message: 'message' in body && typeof body.message === 'string' ? body.message : undefined,
  };
};

/**
 * The text to show for a failed call: a network failure (fetch threw) or an
 * error response, whose own message wins (spec section 8).
 */
export const apiErrorMessage = (t: ErrorTranslator, error: Error | { body: unknown }): string =>
  error instanceof Error ? t('errors:network') : resolveErrorMessage(t, asErrorBody(error.body));
