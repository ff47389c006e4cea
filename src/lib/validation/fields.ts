import { TEXT_LIMITS } from '@contract/common/constants';
import { isPlainName, isPlainText } from '@contract/common/plain-text';
import { EmailSchema } from '@contract/common/primitives.schema';
import { HttpUrlSchema, PublicLinkUrlSchema } from '@contract/product-links/product-links.schema';
import { FacebookUrlSchema, PasswordSchema, TELEGRAM_HANDLE_PATTERN } from '@contract/users/users.schema';
import { z } from 'zod';
import { validationMessage as message, type ValidationMessageKey } from './message';

/**
 * One field schema per concept, shared by every form (like epic-stack's user-validation).
 * Limits come from the contract (TEXT_LIMITS and its schemas), so a form never accepts
 * what the API refuses; messages are `validation:` keys, translated when shown.
 *
 * Checks are continuable (zod runs them all) and a form shows the first issue of a
 * field, so the order of checks is the order of messages: "required" before "invalid".
 */

/** Passes when the contract's own schema accepts the value: the rule has one source. */
const acceptedBy =
  (schema: z.ZodType) =>
  (value: string): boolean =>
    schema.safeParse(value).success;

const limitOf = (limit: number | null, fallback: number): number => limit ?? fallback;

const EMAIL_MAX = limitOf(EmailSchema.maxLength, 254);
export const PASSWORD_MIN = limitOf(PasswordSchema.minLength, TEXT_LIMITS.passwordMin);
const PASSWORD_MAX = limitOf(PasswordSchema.maxLength, 128);
const NAME_MIN = TEXT_LIMITS.nameMin;
export const NAME_MAX = TEXT_LIMITS.nameMax;
const TELEGRAM_MAX = TEXT_LIMITS.telegramMax;

/** Text that must not be blank; surrounding spaces are dropped. */
export const requiredText = (key: ValidationMessageKey = 'required') => z.string().trim().min(1, message(key));

/** Text with a maximum length that may be left empty. */
export const optionalText = (max: number) => z.string().trim().max(max, message('maxLength', { max }));

export const emailField = () =>
  requiredText()
    .max(EMAIL_MAX, message('maxLength', { max: EMAIL_MAX }))
    .refine(acceptedBy(EmailSchema), message('email'));

/** A new password (sign-up, reset, change). Not trimmed: spaces are part of a password. */
export const passwordField = () =>
  z
    .string()
    .min(1, message('required'))
    .min(PASSWORD_MIN, message('passwordMin', { min: PASSWORD_MIN }))
    .max(PASSWORD_MAX, message('maxLength', { max: PASSWORD_MAX }));

/** The password typed to sign in: only required, so old accounts are never judged by new rules. */
export const currentPasswordField = () => z.string().min(1, message('required'));

/**
 * A name field (a person, business, business centre, ad account, pixel, company, bank or account
 * holder) held to the contract's plain-name rule: one line, no markup, no control or invisible
 * character (direction marks, zero-width characters, Hangul fillers, soft hyphens…).
 */
export const plainName = (field: z.ZodString): z.ZodString => field.refine(isPlainName, message('nameNotPlainText'));

/**
 * A free-text field (an address, a note, a reason) held to the contract's plain-text rule: no
 * control or invisible character; line breaks only when `multiline`.
 */
export const plainText = (field: z.ZodString, { multiline = false }: { multiline?: boolean } = {}): z.ZodString =>
  field.refine((text) => isPlainText(text, { multiline }), message('textNotPlain'));

export const personNameField = () => {
  const length = message('nameLength', { min: NAME_MIN, max: NAME_MAX });
  return plainName(requiredText().min(NAME_MIN, length).max(NAME_MAX, length));
};

/** Telegram's own rule after the spec's two: `@`, then 5 to 32 letters, digits or underscores. */
const isTelegramHandle = (value: string): boolean => !value.startsWith('@') || TELEGRAM_HANDLE_PATTERN.test(value);

export const telegramHandleField = () =>
  requiredText()
    .refine((value) => value.startsWith('@'), message('telegramMustStartWithAt'))
    .max(TELEGRAM_MAX, message('maxLength', { max: TELEGRAM_MAX }))
    .refine(isTelegramHandle, message('telegramHandleInvalid'));

/** A code sent by e-mail or SMS: exactly `length` digits; spaces from a paste are dropped. */
export const digitCodeField = (length: number) =>
  z
    .string()
    .overwrite((value) => value.replace(/\s+/g, ''))
    .min(1, message('required'))
    .regex(/^[0-9]*$/, message('codeDigits'))
    .length(length, message('codeLength', { length }));

/**
 * A checkbox that must be ticked (terms, the robot check); its value is then `true`.
 * A refinement, not `z.literal(true)`: a literal mismatch would stop the form's
 * cross-field checks (password confirmation) until the box is ticked.
 */
export const checkedField = (key: ValidationMessageKey = 'checkboxRequired') =>
  z
    .boolean()
    .refine((checked) => checked, message(key))
    .transform((): true => true);

/**
 * For `.superRefine` on a form object: the confirmation field must equal the field it
 * confirms. The issue sits on the confirmation, where the user reads it.
 */
export const fieldsMustMatch =
  <Values extends Record<string, unknown>>(
    field: keyof Values & string,
    confirmation: keyof Values & string,
    key: ValidationMessageKey = 'passwordsMustMatch',
  ) =>
  (values: Values, ctx: z.RefinementCtx<Values>): void => {
    if (values[field] !== values[confirmation]) {
      ctx.addIssue({ code: 'custom', path: [confirmation], message: message(key) });
    }
  };

/** A whole number from a NumberInput (which gives '' when empty) within a range. */
export const wholeNumberField = (min: number, max: number) => {
  const outOfRange = message('wholeNumberRange', { min, max });
  return z.coerce.number<number | string>(outOfRange).int(outOfRange).min(min, outOfRange).max(max, outOfRange);
};

const isHttpUrl = (value: string): boolean => /^https?:\/\//i.test(value.trim());

/**
 * A link the seller may give (a product or store URL): optional, http(s), a valid URL, and
 * not on the shortener or messaging blocklist; the contract's own schema decides the last two.
 */
export const publicUrlField = () =>
  optionalText(2048)
    .refine((value) => value === '' || isHttpUrl(value), message('urlMustStartWithHttp'))
    .refine((value) => value === '' || !isHttpUrl(value) || acceptedBy(HttpUrlSchema)(value), message('urlInvalid'))
    .refine(
      (value) => value === '' || !acceptedBy(HttpUrlSchema)(value) || acceptedBy(PublicLinkUrlSchema)(value),
      message('urlBlocked'),
    );

/** An optional Facebook profile or page link. */
export const facebookUrlField = () =>
  optionalText(2048).refine(
    (value) => value === '' || acceptedBy(FacebookUrlSchema)(value),
    message('facebookUrlInvalid'),
  );

/** An optional Telegram handle: starts with @, at most 100 characters, then Telegram's rule. */
export const optionalTelegramField = () =>
  optionalText(TELEGRAM_MAX)
    .refine((value) => value === '' || value.startsWith('@'), message('telegramMustStartWithAt'))
    .refine((value) => value === '' || isTelegramHandle(value), message('telegramHandleInvalid'));
