import { BLOCKED_COUNTRY_CODES, TEXT_LIMITS } from '@contract/common/constants';
import { BusinessModelSchema } from '@contract/common/enums.schema';
import type { VerificationForm } from '@contract/tickets/tickets.schema';
import { z } from 'zod';
import {
  optionalText,
  personNameField,
  plainText,
  publicUrlField,
  requiredText,
  validationMessage as message,
} from '@/lib/validation';
import { contactFieldsShape, contactFormValues, refineContactFields, toContactInfo } from '@/lib/validation/contact';
import { normalizePhoneNumber } from '@/lib/validation/phone';

/* Limits of the contract's VerificationFormSchema (spec section 5: postal code at most 10). */
const SHORT_TEXT_MAX = 100;
const STREET_MAX = 300;
const REFERRAL_CODE_MAX = 64;

const blockedCountries: readonly string[] = BLOCKED_COUNTRY_CODES;

const choiceField = () => z.string().min(1, message('required'));

/**
 * The verification form (spec section 3's field list, section 5's rules), derived from the
 * contract's body schema with translated messages. Its output is the request body: the
 * screen never sends what the contract would refuse (a unit test checks).
 */
export const verificationFormSchema = ({ maxStoreScreenshots }: { maxStoreScreenshots: number }) =>
  z
    .object({
      fullName: personNameField(),
      businessModel: choiceField().pipe(BusinessModelSchema),
      businessType: choiceField(),
      country: choiceField().refine((code) => !blockedCountries.includes(code), message('countryNotSupported')),
      city: plainText(requiredText().max(SHORT_TEXT_MAX, message('maxLength', { max: SHORT_TEXT_MAX }))),
      streetAddress: plainText(requiredText().max(STREET_MAX, message('maxLength', { max: STREET_MAX }))),
      postalCode: plainText(
        requiredText().max(TEXT_LIMITS.postalCodeMax, message('maxLength', { max: TEXT_LIMITS.postalCodeMax })),
      ),
      ecommercePlatform: choiceField(),
      monthlyRevenue: choiceField(),
      hasRunAdsBefore: choiceField().pipe(z.enum(['yes', 'no'])),
      industry: choiceField(),
      productUrl: publicUrlField(),
      shopCode: plainText(optionalText(SHORT_TEXT_MAX)),
      dashboardScreenshotUrl: z
        .string()
        .nullable()
        .refine((url) => url !== null, message('dashboardScreenshotRequired')),
      storeScreenshotUrls: z
        .array(z.string())
        .max(maxStoreScreenshots, message('storeScreenshotsMax', { max: maxStoreScreenshots })),
      ...contactFieldsShape(),
      referralCode: optionalText(REFERRAL_CODE_MAX),
    })
    .superRefine((values, ctx) => {
      if (values.productUrl === '' && values.shopCode === '') {
        ctx.addIssue({ code: 'custom', path: ['productUrl'], message: message('productUrlOrShopCode') });
      }
      refineContactFields(values, ctx);
    })
    .transform(toVerificationBody);

type FormOutput = Omit<VerificationForm, 'hasRunAdsBefore' | 'dashboardScreenshotUrl'> & {
  hasRunAdsBefore: 'yes' | 'no';
  dashboardScreenshotUrl: string | null;
};

const ifGiven = (value: string | undefined): string | undefined => (value === '' ? undefined : value);

/** Empty optional fields are left out, as the API expects. */
const toVerificationBody = (values: FormOutput): VerificationForm => {
  const contact = toContactInfo({
    phone: values.phone,
    zalo: values.zalo ?? '',
    telegram: values.telegram ?? '',
    facebook: values.facebook ?? '',
    whatsApp: values.whatsApp ?? '',
    primaryContact: values.primaryContact,
  });
  return {
    fullName: values.fullName,
    businessModel: values.businessModel,
    businessType: values.businessType,
    country: values.country,
    city: values.city,
    streetAddress: values.streetAddress,
    postalCode: values.postalCode,
    ecommercePlatform: values.ecommercePlatform,
    monthlyRevenue: values.monthlyRevenue,
    hasRunAdsBefore: values.hasRunAdsBefore === 'yes',
    industry: values.industry,
    productUrl: ifGiven(values.productUrl),
    shopCode: ifGiven(values.shopCode),
    dashboardScreenshotUrl: values.dashboardScreenshotUrl ?? '',
    storeScreenshotUrls: values.storeScreenshotUrls,
    phone: contact.phone,
    zalo: contact.zalo ?? undefined,
    telegram: contact.telegram ?? undefined,
    facebook: contact.facebook ?? undefined,
    whatsApp: contact.whatsApp ?? undefined,
    primaryContact: contact.primaryContact,
    referralCode: ifGiven(values.referralCode),
  };
};

export type VerificationFormValues = z.input<ReturnType<typeof verificationFormSchema>>;

/**
 * An empty form started with what sign-up already asked (name, phone, Telegram, referral code),
 * or the form last sent (a rejected verification reopens prefilled). The phone is put in the
 * normal form, so a prefilled value is valid as it stands.
 */
export const verificationFormValues = (
  sent: VerificationForm | null,
  defaults: { fullName: string; phone: string | null; telegram: string | null; referralCode: string | null },
): VerificationFormValues => ({
  fullName: sent?.fullName ?? defaults.fullName,
  businessModel: sent?.businessModel ?? '',
  businessType: sent?.businessType ?? '',
  country: sent?.country ?? '',
  city: sent?.city ?? '',
  streetAddress: sent?.streetAddress ?? '',
  postalCode: sent?.postalCode ?? '',
  ecommercePlatform: sent?.ecommercePlatform ?? '',
  monthlyRevenue: sent?.monthlyRevenue ?? '',
  hasRunAdsBefore: sent ? (sent.hasRunAdsBefore ? 'yes' : 'no') : '',
  industry: sent?.industry ?? '',
  productUrl: sent?.productUrl ?? '',
  shopCode: sent?.shopCode ?? '',
  dashboardScreenshotUrl: sent?.dashboardScreenshotUrl ?? null,
  storeScreenshotUrls: sent?.storeScreenshotUrls ?? [],
  ...contactFormValues(
    sent
      ? {
          phone: sent.phone,
          zalo: sent.zalo ?? null,
          telegram: sent.telegram ?? null,
          facebook: sent.facebook ?? null,
          whatsApp: sent.whatsApp ?? null,
          primaryContact: sent.primaryContact,
        }
      : null,
  ),
  ...(sent ? {} : { phone: normalizePhoneNumber(defaults.phone), telegram: defaults.telegram ?? '' }),
  referralCode: sent?.referralCode ?? defaults.referralCode ?? '',
});
