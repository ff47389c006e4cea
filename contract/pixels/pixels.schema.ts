import { z } from 'zod';
import { TEXT_LIMITS } from '../common/constants';
import { pagedListSchema } from '../common/paging.schema';
import { plainNameSchema } from '../common/plain-text';
import { IdSchema, IsoDateTimeSchema } from '../common/primitives.schema';
import { ShopDomainSchema } from '../shopify/shopify.schema';
import { PixelStatusSchema } from './pixel-list-query.schema';

export * from './pixel-list-query.schema';

/** Standard events the pixel can report. */
const PixelEventSchema = z.enum([
  'PageView',
  'ViewContent',
  'AddToCart',
  'InitiateCheckout',
  'AddPaymentInfo',
  'PlaceAnOrder',
  'CompletePayment',
  'Search',
]);

export const PixelCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Z0-9]{10,40}$/)
  .describe('Pixel code (pixel id) on the short-video platform');

const PixelSettingsSchema = z
  .object({
    trackedEvents: z.array(PixelEventSchema).describe('Events sent from the store'),
    advancedMatching: z.boolean().describe('Send hashed e-mail and phone for better matching'),
    firstPartyCookie: z.boolean(),
  })
  .describe('Pixel settings');
export type PixelSettings = z.infer<typeof PixelSettingsSchema>;

const PixelStoreSchema = z
  .object({
    platform: z.literal('shopify'),
    shop: ShopDomainSchema,
    themeEmbedEnabled: z.boolean().describe('The app embed that loads the pixel is on'),
    connectedAt: IsoDateTimeSchema,
  })
  .describe('Store the pixel is installed in');

/** Pixel (spec section 3). */
export const PixelSchema = z
  .object({
    id: IdSchema,
    pixelName: z.string().describe('Name of the pixel on the short-video platform'),
    adsAccountId: IdSchema.describe('Ad account that owns the pixel'),
    name: z.string().describe('Label of the pixel in this dashboard'),
    code: PixelCodeSchema,
    store: PixelStoreSchema.nullable().describe('Null until a store is attached'),
    settings: PixelSettingsSchema,
    status: PixelStatusSchema,
    detail: z.string().nullable().describe('Status detail from the platform, e.g. why the pixel is inactive'),
    createdAt: IsoDateTimeSchema,
    updatedAt: IsoDateTimeSchema,
  })
  .describe('Pixel');
export type Pixel = z.infer<typeof PixelSchema>;

export const PixelListSchema = pagedListSchema(PixelSchema);
export type PixelList = z.infer<typeof PixelListSchema>;

/** Look up an existing platform pixel by its code. */
export const QueryPixelNameBodySchema = z.object({
  code: PixelCodeSchema,
});

/** Pixel query result (spec section 3): name, adsAccountId, error. */
export const PixelNameResultSchema = z
  .object({
    name: z.string().nullable().describe('Pixel name on the platform; null when not found'),
    adsAccountId: IdSchema.nullable().describe('Ad account that owns the pixel; null when not found'),
    error: z.string().nullable().describe('Server message to show when the pixel cannot be used; null on success'),
  })
  .describe('Pixel query result');
export type PixelNameResult = z.infer<typeof PixelNameResultSchema>;

export const AttachPixelStoreBodySchema = z.object({
  pixelId: IdSchema,
  shop: ShopDomainSchema,
});
export type AttachPixelStoreBody = z.infer<typeof AttachPixelStoreBodySchema>;

/** Store-add result (spec section 3). */
export const AttachPixelStoreResultSchema = z
  .object({
    redirectUrl: z.url().describe('Where the browser goes to connect the store and install the pixel'),
  })
  .describe('Store-add result');

/** Create a pixel on the platform (or register an existing one by code) and get its code. */
export const GeneratePixelBodySchema = z.object({
  name: plainNameSchema({ min: TEXT_LIMITS.nameMin, max: TEXT_LIMITS.nameMax }).describe('Label in this dashboard'),
  pixelName: plainNameSchema({ min: 1, max: TEXT_LIMITS.nameMax }).describe('Name of the pixel on the platform'),
  adsAccountId: IdSchema.describe('An approved ad account of the seller'),
  code: PixelCodeSchema.optional().describe(
    'Existing pixel code (checked with POST /api/pixels/name); omit to create one',
  ),
  settings: PixelSettingsSchema.optional().describe('Defaults: all events, advanced matching on'),
});
export type GeneratePixelBody = z.infer<typeof GeneratePixelBodySchema>;

export const UpdatePixelStatusBodySchema = z.object({
  status: PixelStatusSchema,
});

/** GET /api/pixels/:id/settings: settings plus what is needed to install the pixel by hand. */
export const PixelSettingsViewSchema = z
  .object({
    pixelId: IdSchema,
    code: PixelCodeSchema,
    settings: PixelSettingsSchema,
    baseCode: z.string().describe('JavaScript snippet that installs the pixel manually'),
    store: PixelStoreSchema.nullable(),
  })
  .describe('Pixel settings view');
export type PixelSettingsView = z.infer<typeof PixelSettingsViewSchema>;
