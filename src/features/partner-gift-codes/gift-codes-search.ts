import { PartnerGiftCodesQuerySchema, type PartnerGiftCodesQuery } from '@contract/gift-codes/gift-code-queries.schema';
import { z } from 'zod';
import { listSearchSchema } from '@/lib/list-search';

/**
 * /partner-management-giftcode's URL: the page size (the contract's field) and "unexpired
 * only". The router reads `?unexpired=true` as a boolean, which the API's "true"/"false" text
 * refuses, so the URL keeps a boolean and `giftCodesQuery` writes the API's text. The pages
 * loaded with "Load more" are not in the URL: a shared link opens on the first page.
 */
export const PartnerGiftCodesSearchSchema = listSearchSchema(PartnerGiftCodesQuerySchema.pick({ limit: true })).extend({
  unexpired: z.boolean().optional().catch(undefined),
});
export type PartnerGiftCodesSearch = z.infer<typeof PartnerGiftCodesSearchSchema>;

/** One page of the list the URL asks for, as the API takes it (`unexpired=false` is never sent). */
export const giftCodesQuery = (
  search: PartnerGiftCodesSearch,
  page = 1,
): z.input<typeof PartnerGiftCodesQuerySchema> & Partial<Pick<PartnerGiftCodesQuery, 'page'>> => ({
  page,
  limit: search.limit,
  unexpired: search.unexpired ? 'true' : undefined,
});
