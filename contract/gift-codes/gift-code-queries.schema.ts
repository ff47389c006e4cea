import type { z } from 'zod';
import { PageQuerySchema } from '../common/paging.schema';
import { QueryBooleanSchema } from '../common/primitives.schema';

/*
 * The gift-code lists' query schemas, apart from the answers' schemas: the screens' URL schemas
 * read them from the route tree, which every page loads (issue 27).
 */

export const RedeemHistoryQuerySchema = PageQuerySchema;

export const PartnerGiftCodesQuerySchema = PageQuerySchema.extend({
  unexpired: QueryBooleanSchema.optional().describe('"true": only codes whose expiry has not passed'),
});
export type PartnerGiftCodesQuery = z.infer<typeof PartnerGiftCodesQuerySchema>;
