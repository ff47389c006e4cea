import { ForgotPasswordBodySchema } from '@contract/users/users.schema';
import type { z } from 'zod';
import { checkedField, emailField } from '@/lib/validation';

export const ForgotPasswordFormSchema = ForgotPasswordBodySchema.extend({
  email: emailField(),
  robotCheck: checkedField('captchaRequired'),
});
export type ForgotPasswordFormValues = z.input<typeof ForgotPasswordFormSchema>;

export const forgotPasswordFormDefaults: ForgotPasswordFormValues = { email: '', robotCheck: false };
