import { RegisterBodySchema, type RegisterBody } from '@contract/users/users.schema';
import type { z } from 'zod';
import {
  checkedField,
  emailField,
  fieldsMustMatch,
  optionalText,
  passwordField,
  personNameField,
  telegramHandleField,
} from '@/lib/validation';
import { phoneNumberField } from '@/lib/validation/phone';

const REFERRAL_CODE_MAX = RegisterBodySchema.shape.referralCode.unwrap().maxLength ?? 64;

/** The register body as the user fills it: plus the confirmation and the robot check; campaign data is added on send. */
export const RegisterFormSchema = RegisterBodySchema.omit({ utmSource: true, utmMedium: true })
  .extend({
    email: emailField(),
    name: personNameField(),
    // E.164 from the phone box (region picker + number), the one form every later form reads back.
    phone: phoneNumberField(),
    referralCode: optionalText(REFERRAL_CODE_MAX),
    telegram: telegramHandleField(),
    password: passwordField(),
    confirmPassword: passwordField(),
    acceptTerms: checkedField('termsRequired'),
    robotCheck: checkedField('captchaRequired'),
  })
  .superRefine(fieldsMustMatch('password', 'confirmPassword'));
export type RegisterFormValues = z.input<typeof RegisterFormSchema>;
export type RegisterFormOutput = z.output<typeof RegisterFormSchema>;

export const registerFormDefaults = (referralCode = ''): RegisterFormValues => ({
  email: '',
  name: '',
  phone: '',
  referralCode,
  telegram: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
  robotCheck: false,
});

/** What the API receives: no confirmation or robot check; an empty referral code is left out. */
export const toRegisterBody = (
  { confirmPassword: _confirm, robotCheck: _robot, referralCode, ...values }: RegisterFormOutput,
  utm: Pick<RegisterBody, 'utmSource' | 'utmMedium'>,
): RegisterBody => ({
  ...values,
  ...(referralCode !== '' && { referralCode }),
  ...utm,
});
