import { KNOWN_ERROR_CODES, type KnownErrorCode } from '@contract/common/error.schema';

const ERROR_PREFIX = 'error.';

type StripErrorPrefix<C> = C extends `error.${infer Rest}` ? Rest : never;

/** The `errors:` key of a known server code, e.g. `errors:too_many_login_failures`. */
export type ErrorMessageKey = `errors:${StripErrorPrefix<KnownErrorCode>}`;

/** Any translate function that accepts the error keys (i18next's `t`, `useTranslation().t`). */
export type ErrorTranslator = (
  key: ErrorMessageKey | 'errors:unknown' | 'errors:network' | 'errors:redirectRefused' | 'errors:moneyOutcomeUnknown',
) => string;

/** The parts of the error body (contract `ErrorBodySchema`) that decide what the user reads. */
export interface ErrorMessageSource {
  code?: string | undefined;
  messageCode?: string | undefined;
  message?: string | undefined;
}

const knownCodes: ReadonlySet<string> = new Set(KNOWN_ERROR_CODES);

const isKnownErrorCode = (code: string): code is KnownErrorCode => knownCodes.has(code);

const toKey = (code: KnownErrorCode): ErrorMessageKey =>
  // NOTE: TS cannot narrow `slice`; every known code starts with `error.` (checked in tests).
  `errors:${code.slice(ERROR_PREFIX.length)}` as ErrorMessageKey;

/** The translation key for a known server error code, or null for an unknown or missing one. */
export const errorMessageKey = (code: string | undefined): ErrorMessageKey | null =>
  code !== undefined && isKnownErrorCode(code) ? toKey(code) : null;

/**
 * The message to show for a failed call. The server's own message wins (spec section 8:
 * "the message shown is read from the response data message"); a known `code`, then a
 * known `messageCode`, falls back to our translation; anything else reads as unknown.
 */
export const resolveErrorMessage = (t: ErrorTranslator, body: ErrorMessageSource | undefined): string => {
  const serverMessage = body?.message?.trim();
  if (serverMessage) return serverMessage;
  const key = errorMessageKey(body?.code) ?? errorMessageKey(body?.messageCode);
  return t(key ?? 'errors:unknown');
};
