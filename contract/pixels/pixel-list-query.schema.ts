import { z } from 'zod';
import { PageQuerySchema } from '../common/paging.schema';
import { IdSchema } from '../common/primitives.schema';

/*
 * A list's query schema, apart from the answers' schemas: the screen's URL schema reads it
 * from the route tree, which every page loads (issue 27).
 */

export const PixelStatusSchema = z.enum(['active', 'inactive']);
export type PixelStatus = z.infer<typeof PixelStatusSchema>;

export const PixelListQuerySchema = PageQuerySchema.extend({
  search: z.string().trim().max(100).optional().describe('Matches name, pixelName or code'),
  status: PixelStatusSchema.optional(),
  adsAccountId: IdSchema.optional(),
});
export type PixelListQuery = z.infer<typeof PixelListQuerySchema>;
