import type { UpdateUserBody, User } from '@contract/users/users.schema';
import { z } from 'zod';
import { contactFieldsShape, contactFormValues, refineContactFields, toContactInfo } from '@/lib/validation/contact';
import { normalizePhoneNumber } from '@/lib/validation/phone';

/**
 * The profile's contact information, with the verification form's rules (spec section 5):
 * phone required, Zalo, Telegram, Facebook and WhatsApp valid when given, at least one of
 * Facebook, Telegram and WhatsApp, the primary contact filled. Its output is the body of
 * PATCH /api/users: the contact info, and the account's phone kept equal to its phone.
 */
export const contactFormSchema = z
  .object(contactFieldsShape())
  .superRefine(refineContactFields)
  .transform((values) => ({ contactInfo: toContactInfo(values), phone: values.phone })) satisfies z.ZodType<
  Required<Pick<UpdateUserBody, 'contactInfo' | 'phone'>>,
  unknown
>;

export type ContactFormValues = z.input<typeof contactFormSchema>;

/**
 * The stored contact info to edit; without one, the sign-up phone (in the normal form, so valid
 * as it stands) and Telegram handle start the form.
 */
export const contactFormInitialValues = (
  user: Pick<User, 'contactInfo' | 'phone' | 'telegram'>,
): ContactFormValues => ({
  ...contactFormValues(user.contactInfo),
  ...(user.contactInfo ? {} : { phone: normalizePhoneNumber(user.phone), telegram: user.telegram ?? '' }),
});
