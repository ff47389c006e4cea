import { withApiOptions } from '@contract/common/api-router';
import { pixelsContract } from '@contract/pixels/pixels.contract';
import { PixelListQuerySchema, type PixelListQuery } from '@contract/pixels/pixels.schema';
import type { z } from 'zod';
import { createDomainApi } from '@/lib/api';

export const pixelsApi = createDomainApi(withApiOptions(pixelsContract));

export const pixelsKeys = {
  all: ['pixels'] as const,
  lists: () => [...pixelsKeys.all, 'list'] as const,
  list: (query: PixelListQuery) => [...pixelsKeys.lists(), query] as const,
  settings: (id: string) => [...pixelsKeys.all, 'settings', id] as const,
};

/** One page of the seller's pixels as the URL asks for it; the contract fills the defaults. */
export const listPixelsOptions = (search: z.input<typeof PixelListQuerySchema>) => {
  const query = PixelListQuerySchema.parse(search);
  return { queryKey: pixelsKeys.list(query), queryData: { query } };
};

/** A pixel's settings, store and manual-install code. */
export const pixelSettingsOptions = (id: string) => ({
  queryKey: pixelsKeys.settings(id),
  queryData: { params: { id } },
});
