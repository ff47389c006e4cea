import { IdSchema } from '@contract';
import { PixelSchema, type PixelSettings } from '@contract/pixels/pixels.schema';
import { z } from 'zod';
import { FACTORY_DEFAULT_DATE } from './user';

/**
 * A pixel as the mock stores it: the contract's pixel plus its owner and whether it is
 * in the dashboard. A pixel lives on the platform (under an ad account) whether or not a
 * seller added it to the dashboard; removing it only takes it out of the dashboard, so it
 * can be added again by code (POST /api/pixels/name, then generate with `code`).
 */
export const PixelRecordSchema = PixelSchema.extend({
  userId: IdSchema.describe('Owner of the ad account the pixel belongs to'),
  inDashboard: z.boolean(),
});
export type PixelRecord = z.infer<typeof PixelRecordSchema>;

/** "Defaults: all events, advanced matching on" (GeneratePixelBodySchema). */
export const DEFAULT_PIXEL_SETTINGS: PixelSettings = {
  trackedEvents: [
    'PageView',
    'ViewContent',
    'AddToCart',
    'InitiateCheckout',
    'AddPaymentInfo',
    'PlaceAnOrder',
    'CompletePayment',
    'Search',
  ],
  advancedMatching: true,
  firstPartyCookie: true,
};

/** An active pixel in the dashboard, without a store. */
export const createPixel = (overrides: Partial<PixelRecord> = {}): PixelRecord => ({
  id: 'pxl_default',
  userId: 'usr_default',
  pixelName: 'Store pixel',
  adsAccountId: '7300000000000000001',
  name: 'Store pixel',
  code: 'C0DEFAULTPIXEL000001',
  store: null,
  settings: DEFAULT_PIXEL_SETTINGS,
  status: 'active',
  detail: null,
  inDashboard: true,
  createdAt: FACTORY_DEFAULT_DATE,
  updatedAt: FACTORY_DEFAULT_DATE,
  ...overrides,
});
