import { PrimaryContactSchema } from '@contract/common/enums.schema';
import { contactChannelIssues, type ContactInfo } from '@contract/users/users.schema';
import { type z } from 'zod';
import { facebookUrlField, optionalTelegramField } from './fields';
import { validationMessage as message, type ValidationMessageKey } from './message';
import { phoneNumberField } from './phone';

/*
 * The seller's contact channels, as the verification form and the profile's contact tab both
 * ask for them (spec section 5): phone required; Zalo, Telegram, Facebook, WhatsApp valid
 * when given; at least one of Facebook, Telegram and WhatsApp; the primary contact filled.
 * Form chunks only: it brings the phone-number metadata.
 */

export const contactFieldsShape = () => ({
  phone: phoneNumberField(),
  zalo: phoneNumberField({ required: false, invalidKey: 'zaloInvalid' }),
  telegram: optionalTelegramField(),
  facebook: facebookUrlField(),
  whatsApp: phoneNumberField({ required: false, invalidKey: 'whatsAppInvalid' }),
  primaryContact: PrimaryContactSchema,
});

const ISSUE_MESSAGES: Record<'telegram' | 'primaryContact', ValidationMessageKey> = {
  telegram: 'oneContactRequired',
  primaryContact: 'primaryContactEmpty',
};

/** For `.superRefine` on a form holding the contact fields: the contract's one rule, our messages. */
export const refineContactFields = (
  values: Pick<ContactInfo, 'primaryContact'> & Partial<Record<'telegram' | 'facebook' | 'whatsApp', string>>,
  ctx: z.RefinementCtx,
): void => {
  for (const issue of contactChannelIssues(values)) {
    ctx.addIssue({ code: 'custom', path: [issue.path], message: message(ISSUE_MESSAGES[issue.path]) });
  }
};

const orNull = (value: string): string | null => (value === '' ? null : value);

/** The form's text values as the API's contact info (empty channels are null). */
export const toContactInfo = (values: {
  phone: string;
  zalo: string;
  telegram: string;
  facebook: string;
  whatsApp: string;
  primaryContact: ContactInfo['primaryContact'];
}): ContactInfo => ({
  phone: values.phone,
  zalo: orNull(values.zalo),
  telegram: orNull(values.telegram),
  facebook: orNull(values.facebook),
  whatsApp: orNull(values.whatsApp),
  primaryContact: values.primaryContact,
});

/** A stored contact info as form values. */
export const contactFormValues = (contact: ContactInfo | null) => ({
  phone: contact?.phone ?? '',
  zalo: contact?.zalo ?? '',
  telegram: contact?.telegram ?? '',
  facebook: contact?.facebook ?? '',
  whatsApp: contact?.whatsApp ?? '',
  primaryContact: contact?.primaryContact ?? ('telegram' as const),
});
