import { z } from 'zod';
import {
  BalanceTransactionTypeSchema,
  DatePresetSchema,
  HistoryGroupSchema,
  PaymentStatusSchema,
} from '../common/enums.schema';
import { PageQuerySchema } from '../common/paging.schema';
import { IdSchema, IsoDateSchema } from '../common/primitives.schema';

/*
 * The history's query schema, apart from the answers' schemas (refund banks and all): the
 * wallet's URL schema reads it from the route tree, which every page loads (issue 27).
 */

export const TransactionListQuerySchema = PageQuerySchema.extend({
  type: BalanceTransactionTypeSchema.optional().describe('One transaction type, e.g. recharge_gift_code'),
  group: HistoryGroupSchema.optional().describe(
    'History group: business, subscription, refund_user_balance or account',
  ),
  status: PaymentStatusSchema.optional(),
  from: IsoDateSchema.optional().describe('First calendar day included (in the timezone header)'),
  to: IsoDateSchema.optional().describe('Last calendar day included (in the timezone header)'),
  datePreset: DatePresetSchema.optional().describe('Alternative to from/to; ignored when from or to is given'),
  adAccountId: IdSchema.optional().describe('Only moves of this ad account'),
  search: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe('Part of the transaction id, transfer code or ad account id (case-insensitive)'),
});
export type TransactionListQuery = z.infer<typeof TransactionListQuerySchema>;
