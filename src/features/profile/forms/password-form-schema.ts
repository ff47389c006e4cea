import { ChangePasswordBodySchema } from '@contract/users/users.schema';
import { z } from 'zod';
import { currentPasswordField, fieldsMustMatch, passwordField, validationMessage as message } from '@/lib/validation';

/**
 * Change password (PATCH /api/users/change-password): the current password (only required,
 * the server judges it), a new one by the password rules (spec section 5: at least 6
 * characters) and its confirmation, which must match. Its output is the request body.
 */
export const changePasswordFormSchema = ChangePasswordBodySchema.extend({
  oldPassword: currentPasswordField(),
  newPassword: passwordField(),
  confirmPassword: z.string().min(1, message('required')),
})
  .superRefine(fieldsMustMatch('newPassword', 'confirmPassword'))
  .transform(({ oldPassword, newPassword }): z.infer<typeof ChangePasswordBodySchema> => ({
    oldPassword,
    newPassword,
  }));

export type ChangePasswordFormValues = z.input<typeof changePasswordFormSchema>;

export const EMPTY_CHANGE_PASSWORD_FORM: ChangePasswordFormValues = {
  oldPassword: '',
  newPassword: '',
  confirmPassword: '',
};
