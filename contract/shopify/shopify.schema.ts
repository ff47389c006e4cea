import { z } from 'zod';
import { TEXT_LIMITS } from '../common/constants';
import { plainNameSchema } from '../common/plain-text';
import { IdSchema } from '../common/primitives.schema';

/** The store's permanent myshopify.com domain, as the store platform sends it. */
export const ShopDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9-]*\.myshopify\.com$/)
  .describe('The store\'s myshopify.com domain, e.g. "my-store.myshopify.com"');

/**
 * The myshopify.com domain of a store address as a seller types it ("https://My-Store.myshopify.com/admin"
 * or "my-store.myshopify.com" → "my-store.myshopify.com"); null when it is not one. The screen and
 * the server read a store address by this one rule.
 */
export const shopDomainOf = (shopUrl: string): string | null => {
  const trimmed = shopUrl.trim();
  let host: string;
  try {
    host = new URL(/^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`).hostname;
  } catch {
    return null;
  }
  const parsed = ShopDomainSchema.safeParse(host);
  return parsed.success ? parsed.data : null;
};

/** A store address as typed by the seller: a domain or a URL. */
const ShopUrlSchema = z
  .string()
  .trim()
  .min(3)
  .max(255)
  .describe('Store URL or domain, e.g. "https://my-store.myshopify.com" or "my-store.myshopify.com"');

export const ShopifyConnectQuerySchema = z.object({
  shop: ShopDomainSchema,
  pixelCode: z.string().trim().min(1).max(64).optional().describe('Pixel to install in the store after connecting'),
  // A link anyone can craft, shown on the connect pages: held to the name rule like the pixel it names.
  pixelName: plainNameSchema({ min: 1, max: TEXT_LIMITS.nameMax }).optional(),
  pixelAdsAccountId: IdSchema.optional().describe('Ad account that owns the pixel'),
});
export type ShopifyConnectQuery = z.infer<typeof ShopifyConnectQuerySchema>;

export const ShopifyConnectResultSchema = z
  .object({
    redirectUrl: z.url().describe('Where the browser goes to install the app in the store'),
  })
  .describe('Store connect start');

export const ShopUrlQuerySchema = z.object({ shopUrl: ShopUrlSchema });

export const ThemeEmbedStatusSchema = z
  .object({
    enabled: z.boolean().describe('True when the app embed (pixel extension) is on in the live theme'),
  })
  .describe('Theme app-embed status');

export const EnableExtensionResultSchema = z
  .object({
    enabled: z.boolean().describe('True when the app embed is already on; nothing more to do'),
    redirectUrl: z
      .url()
      .nullable()
      .describe('Theme editor link that turns the app embed on; null when already enabled'),
  })
  .describe('Enable theme extension');
