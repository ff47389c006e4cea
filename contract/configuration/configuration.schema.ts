import { z } from 'zod';
import { PaymentMethodIdSchema, ProviderAvailabilitySchema, SystemVariantSchema } from '../common/enums.schema';
import {
  DecimalStringSchema,
  IsoDateSchema,
  IsoDateTimeSchema,
  NonNegativeMinorUnitsSchema,
} from '../common/primitives.schema';

/** General configuration (GET /api/configuration/value). */
export const ConfigurationSchema = z
  .object({
    system: SystemVariantSchema.describe('ADREACH switches the exclusive-partner variant on'),
    exchangeRate: DecimalStringSchema.describe('VND per 1 USD'),
    paymentMethods: z
      .array(
        z.object({
          id: PaymentMethodIdSchema,
          availability: ProviderAvailabilitySchema,
        }),
      )
      .describe('Availability of each payment method right now'),
    holiday: z
      .object({ from: IsoDateTimeSchema, to: IsoDateTimeSchema })
      .nullable()
      .describe('Support holiday window, if any'),
    setupCostCents: NonNegativeMinorUnitsSchema.describe(
      'The one-time setup cost in USD cents, paid from the wallet before the first ad account',
    ),
    olderAccountsBefore: IsoDateSchema.describe(
      'Accounts created before this day (in Vietnam) are older accounts: they are not asked for the setup cost',
    ),
    announcement: z
      .object({ id: z.string(), publishedAt: IsoDateTimeSchema })
      .nullable()
      .describe('The current shell announcement to show once'),
  })
  .describe('General configuration');
export type Configuration = z.infer<typeof ConfigurationSchema>;

export const CountryRegionSchema = z.object({
  countryCode: z.string().length(2),
  country: z.string(),
});
export type CountryRegion = z.infer<typeof CountryRegionSchema>;

export const PhoneRegionSchema = z.object({
  phone_region_calling_code: z.string().regex(/^\+\d{1,4}$/),
  phone_region_code: z.string().length(2),
  phone_region_name: z.string(),
});
export type PhoneRegion = z.infer<typeof PhoneRegionSchema>;

export const SecondaryIndustrySchema = z.object({
  industryName: z.string(),
  industryID: z.string(),
});
export type SecondaryIndustry = z.infer<typeof SecondaryIndustrySchema>;
