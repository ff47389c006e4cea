import type { z } from 'zod';
import { BillingStatusSchema } from '../common/enums.schema';
import { PageQuerySchema } from '../common/paging.schema';

/*
 * A list's query schema, apart from the answers' schemas: the screen's URL schema reads it
 * from the route tree, which every page loads (issue 27).
 */

export const ReferralRewardsQuerySchema = PageQuerySchema.extend({
  status: BillingStatusSchema.optional().describe('Only payouts with this status'),
});
export type ReferralRewardsQuery = z.infer<typeof ReferralRewardsQuerySchema>;
