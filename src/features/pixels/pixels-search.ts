import { IdSchema } from '@contract/common/primitives.schema';
import { PixelListQuerySchema } from '@contract/pixels/pixel-list-query.schema';
import { listSearchSchema } from '@/lib/list-search';

/**
 * /pixel's URL: the list's search, status filter, page and page size (the contract's query
 * fields), and the pixel whose settings are open, so the store connect can come back to it.
 */
export const PixelsSearchSchema = listSearchSchema(
  PixelListQuerySchema.pick({ search: true, status: true, page: true, limit: true }),
).extend({ pixel: IdSchema.optional().catch(undefined) });
