import { BLOCKED_COUNTRY_CODES, TEXT_LIMITS } from '@contract/common/constants';
import {
  CreateBusinessCentreBodySchema,
  type CreateBusinessCentreBody,
} from '@contract/business-centres/business-centres.schema';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { z } from 'zod';
import { plainName, requiredText, validationMessage as message } from '@/lib/validation';
import { phoneNumberField } from '@/lib/validation/phone';
import { DEFAULT_TIME_ZONE } from '../time-zones';
import { ownWebsiteField } from './own-website-field';

const { shape } = CreateBusinessCentreBodySchema;
export const BUSINESS_NAME_MAX = shape.businessName.maxLength ?? 200;

const blockedCountries: readonly string[] = BLOCKED_COUNTRY_CODES;

const choiceField = () => z.string().min(1, message('required'));

/** The region and the number without its calling code, as the API takes them; null when they do not fit. */
export const splitPhoneNumber = (e164: string): { phoneRegionCode: string; phone: string } | null => {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed?.country) return null;
  const split = { phoneRegionCode: parsed.country, phone: parsed.nationalNumber };
  return shape.phoneRegionCode.safeParse(split.phoneRegionCode).success && shape.phone.safeParse(split.phone).success
    ? split
    : null;
};

/**
 * The create-business-centre form, derived from the contract's CreateBusinessCentreBodySchema
 * with translated messages. The phone is one E.164 value on screen (PhoneInput) and leaves as
 * the region and the number without its calling code; the output is the request body.
 */
export const businessCentreFormSchema = z
  .object({
    name: plainName(
      requiredText()
        .min(TEXT_LIMITS.nameMin, message('nameLength', { min: TEXT_LIMITS.nameMin, max: TEXT_LIMITS.nameMax }))
        .max(TEXT_LIMITS.nameMax, message('nameLength', { min: TEXT_LIMITS.nameMin, max: TEXT_LIMITS.nameMax })),
    ),
    timezone: choiceField().pipe(shape.timezone),
    region: choiceField().refine((code) => !blockedCountries.includes(code), message('countryNotSupported')),
    phone: phoneNumberField().refine(
      (value) => value === '' || splitPhoneNumber(value) !== null,
      message('phoneInvalid'),
    ),
    secondaryIndustryId: choiceField(),
    companyWebsite: ownWebsiteField(),
    businessName: plainName(requiredText().max(BUSINESS_NAME_MAX, message('maxLength', { max: BUSINESS_NAME_MAX }))),
  })
  .transform(({ phone, ...values }, ctx): CreateBusinessCentreBody => {
    const split = splitPhoneNumber(phone);
    if (!split) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: message('phoneInvalid') });
      return z.NEVER;
    }
    return { ...values, ...split };
  });

export type BusinessCentreFormValues = z.input<typeof businessCentreFormSchema>;

export const emptyBusinessCentreForm = (): BusinessCentreFormValues => ({
  name: '',
  timezone: DEFAULT_TIME_ZONE,
  region: '',
  phone: '',
  secondaryIndustryId: '',
  companyWebsite: '',
  businessName: '',
});
