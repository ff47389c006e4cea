import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { apiErrorStatus, type ApiError } from '@/lib/api-error';
import { errorMessageKey } from '@/lib/i18n';

/** A stored E.164 number as people read it ("+84 91 234 56 78"); anything unparseable as it is. */
export const formatPhone = (value: string): string => parsePhoneNumberFromString(value)?.formatInternational() ?? value;

const textOf = (body: object, key: 'message' | 'code' | 'messageCode'): string | undefined => {
  const value: unknown = Reflect.get(body, key);
  return typeof value === 'string' ? value : undefined;
};

/** Whether an error body carries a message of its own or a code of the catalogue. */
const saysSomething = (body: unknown): boolean =>
  typeof body === 'object' &&
  body !== null &&
  ((textOf(body, 'message')?.trim() ?? '') !== '' ||
    errorMessageKey(textOf(body, 'code')) !== null ||
    errorMessageKey(textOf(body, 'messageCode')) !== null);

/**
 * A failed call as the screen reports it: the server's message or known code as usual, but an
 * answer that says nothing we know reads as `fallbackCode` (the catalogue's "Change password
 * failed") rather than "something went wrong". A call that got no answer keeps its network message.
 */
export const withFallbackError = (error: ApiError | null, fallbackCode: string): ApiError | null => {
  if (error === null || error instanceof Error) return error;
  const status = apiErrorStatus(error);
  if (status === null || saysSomething(error.body)) return error;
  return { status, body: { code: fallbackCode, messageCode: fallbackCode, message: '' } };
};
