import type { ReactNode } from 'react';
import { viResources, type AppResources } from '@/lib/i18n/resources';

/** A key of `locales/<lng>/validation.json`. */
export type ValidationMessageKey = keyof AppResources['validation'];

/** Values interpolated into a validation message, e.g. `{ min: 3, max: 100 }`. */
export type ValidationParams = Readonly<Record<string, string | number>>;

export interface ValidationMessage {
  key: ValidationMessageKey;
  params: ValidationParams;
}

/** Looks up a key of the validation namespace; `useValidationTranslator()` gives the app's. */
export type ValidationTranslator = (key: ValidationMessageKey, params: ValidationParams) => string;

const PREFIX = 'validation:';
const PARAMS_SEPARATOR = '|';

const isValidationKey = (key: string): key is ValidationMessageKey => Object.hasOwn(viResources.validation, key);

const isParams = (value: unknown): value is ValidationParams =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((item) => typeof item === 'string' || typeof item === 'number');

/**
 * The message a zod schema carries: the translation key and its values, not the text.
 * Schemas are built once at import, before any language is chosen, so the text is
 * looked up only when an error is shown (and again after a language switch).
 */
export const validationMessage = (key: ValidationMessageKey, params?: ValidationParams): string =>
  params ? `${PREFIX}${key}${PARAMS_SEPARATOR}${JSON.stringify(params)}` : `${PREFIX}${key}`;

/** Reads back what `validationMessage` wrote; null for any other text. */
export const parseValidationMessage = (message: string): ValidationMessage | null => {
  if (!message.startsWith(PREFIX)) return null;
  const body = message.slice(PREFIX.length);
  const separator = body.indexOf(PARAMS_SEPARATOR);
  const key = separator === -1 ? body : body.slice(0, separator);
  if (!isValidationKey(key)) return null;
  if (separator === -1) return { key, params: {} };
  try {
    const params: unknown = JSON.parse(body.slice(separator + 1));
    return isParams(params) ? { key, params } : null;
  } catch {
    return null;
  }
};

/**
 * The text to show for a validation message. Anything that is not one of ours (a
 * server's field message, say) is already text for the user and is shown as it is.
 */
export const translateValidationMessage = (t: ValidationTranslator, message: string): string => {
  const parsed = parseValidationMessage(message);
  return parsed ? t(parsed.key, parsed.params) : message;
};

/** Same, for what Mantine keeps as a field error (a ReactNode, usually our string). */
export const translateFieldError = (t: ValidationTranslator, error: ReactNode): ReactNode =>
  typeof error === 'string' ? translateValidationMessage(t, error) : error;
