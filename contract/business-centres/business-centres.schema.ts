import { z } from 'zod';
import { TEXT_LIMITS } from '../common/constants';
import { PageQuerySchema } from '../common/paging.schema';
import { plainNameSchema } from '../common/plain-text';
import { IdSchema, IsoDateTimeSchema } from '../common/primitives.schema';
import { SecondaryIndustrySchema } from '../configuration/configuration.schema';
import { TimezoneSchema } from '../ad-accounts/ad-accounts.schema';
import { CountryCodeSchema, OwnWebsiteUrlSchema } from '../product-links/product-links.schema';
import { BusinessNameSchema, PhoneSchema } from '../users/users.schema';

/** Business centre (spec section 3); the platform calls it a business account. */
export const BusinessCentreSchema = z
  .object({
    id: IdSchema.describe('Business centre id on the short-video platform'),
    name: z.string(),
    timezone: TimezoneSchema,
    region: CountryCodeSchema.describe('Country or region of the business centre'),
    phone: PhoneSchema.describe('Phone number in international form, e.g. "+84 912345678"'),
    secondaryIndustry: SecondaryIndustrySchema,
    companyWebsite: z.url().nullable(),
    businessName: z.string().nullable(),
    createdAt: IsoDateTimeSchema,
  })
  .describe('Business centre');
export type BusinessCentre = z.infer<typeof BusinessCentreSchema>;

export const CreateBusinessCentreBodySchema = z.object({
  name: plainNameSchema({ min: TEXT_LIMITS.nameMin, max: TEXT_LIMITS.nameMax }),
  timezone: TimezoneSchema,
  region: CountryCodeSchema.describe('countryCode from GET /api/configuration/self-serve-ad-countries'),
  phoneRegionCode: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .describe('phone_region_code from GET /api/configuration/phone-region-codes'),
  phone: z
    .string()
    .trim()
    .regex(/^[0-9][0-9 ()-]{4,19}$/)
    .describe('Phone number without the calling code'),
  secondaryIndustryId: z.string().min(1).describe('industryID from GET /api/configuration/secondary-industries'),
  companyWebsite: OwnWebsiteUrlSchema,
  businessName: BusinessNameSchema,
});
export type CreateBusinessCentreBody = z.infer<typeof CreateBusinessCentreBodySchema>;

export const BusinessCentreListQuerySchema = PageQuerySchema;

/** Business-accounts list (spec section 3): list, page_info, message. */
export const BusinessAccountListSchema = z
  .object({
    list: z.array(BusinessCentreSchema),
    page_info: z.object({
      total_page: z.number().int().nonnegative(),
      page: z.number().int().min(1),
    }),
    message: z.string().describe('Server note about the list (empty when there is nothing to say)'),
  })
  .describe('Business-accounts list');
export type BusinessAccountList = z.infer<typeof BusinessAccountListSchema>;
