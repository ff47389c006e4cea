import { z } from 'zod';
import { AdAccountDisplayStatusSchema } from '../common/enums.schema';
import { PageQuerySchema } from '../common/paging.schema';

/*
 * A list's query schema, apart from the answers' schemas: the screen's URL schema reads it
 * from the route tree, which every page loads (issue 27).
 */

export const AdAccountTabSchema = z.enum(['approved', 'in_review']);
export type AdAccountTab = z.infer<typeof AdAccountTabSchema>;

export const AdAccountListQuerySchema = PageQuerySchema.extend({
  tab: AdAccountTabSchema.default('approved').describe(
    'approved: opened ad accounts; in_review: ad account requests not yet opened',
  ),
  search: z.string().trim().max(100).optional().describe('Matches the ad account (or request) name or id'),
  status: AdAccountDisplayStatusSchema.optional().describe('Only on the approved tab'),
});
export type AdAccountListQuery = z.infer<typeof AdAccountListQuerySchema>;
