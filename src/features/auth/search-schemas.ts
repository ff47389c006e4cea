import { EmailSchema } from '@contract/common/primitives.schema';
import { RegisterBodySchema } from '@contract/users/users.schema';
import { z } from 'zod';

/**
 * The URL parameters the sign-in pages read. A value that does not fit is dropped
 * (`catch`) rather than failing the page: these links are typed by hand or come
 * from e-mails.
 */

// NOTE: the router parses search values as JSON, so `?code=123456` arrives as a number.
const searchText = z.union([z.string(), z.number()]).transform(String);

const dropIfInvalid = <Schema extends z.ZodType>(schema: Schema) => schema.optional().catch(undefined);

export const LoginSearchSchema = z.object({
  /** Where to go after login; only `safeRedirectPath` turns it into a destination. */
  redirect: dropIfInvalid(z.string()),
  /** Prefills the e-mail after sign-up or verification. */
  email: dropIfInvalid(EmailSchema),
});

export const RegisterSearchSchema = z.object({
  ref: dropIfInvalid(
    searchText.pipe(
      z
        .string()
        .trim()
        .max(RegisterBodySchema.shape.referralCode.unwrap().maxLength ?? 64),
    ),
  ),
});

export const ResetPasswordSearchSchema = z.object({
  token: dropIfInvalid(searchText.pipe(z.string().min(1))),
});

export const VerifyEmailSearchSchema = z.object({
  email: dropIfInvalid(EmailSchema),
  code: dropIfInvalid(searchText.pipe(z.string().min(1))),
});
