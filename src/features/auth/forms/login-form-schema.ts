import { LoginBodySchema } from '@contract/users/users.schema';
import { z } from 'zod';
import { currentPasswordField, emailField } from '@/lib/validation';

/** The login body with translated field rules. */
export const LoginFormSchema = LoginBodySchema.extend({
  email: emailField(),
  password: currentPasswordField(),
  rememberMe: z.boolean(),
});
export type LoginFormValues = z.input<typeof LoginFormSchema>;

export const loginFormDefaults = (email = ''): LoginFormValues => ({ email, password: '', rememberMe: false });
