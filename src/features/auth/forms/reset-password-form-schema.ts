import { ResetPasswordBodySchema } from '@contract/users/users.schema';
import type { z } from 'zod';
import { fieldsMustMatch, passwordField } from '@/lib/validation';

/** The reset body without the token (it comes from the link) and with the confirmation. */
export const ResetPasswordFormSchema = ResetPasswordBodySchema.omit({ token: true })
  .extend({ password: passwordField(), confirmPassword: passwordField() })
  .superRefine(fieldsMustMatch('password', 'confirmPassword'));
export type ResetPasswordFormValues = z.input<typeof ResetPasswordFormSchema>;

export const resetPasswordFormDefaults: ResetPasswordFormValues = { password: '', confirmPassword: '' };
