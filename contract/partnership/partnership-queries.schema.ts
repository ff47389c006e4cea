import { z } from 'zod';
import {
  AdAccountDisplayStatusSchema,
  PlanIdSchema,
  ProductLinkStatusSchema,
  SubscriptionStatusSchema,
  VerificationStatusSchema,
} from '../common/enums.schema';
import { PageQuerySchema } from '../common/paging.schema';
import { IdSchema, IsoDateSchema } from '../common/primitives.schema';

/*
 * The partner lists' and statistics' query schemas, apart from the answers' schemas: the
 * screens' URL schemas read them from the route tree, which every page loads (issue 27).
 */

export const MemberListStatusSchema = z.enum(['all', 'activated', 'blocked']);

const DateRangeQueryShape = {
  from: IsoDateSchema.optional().describe('Members created on or after this day'),
  to: IsoDateSchema.optional().describe('Members created on or before this day'),
};

/** Columns the members list sorts by. */
export const MemberSortFieldSchema = z.enum(['createdAt', 'totalSpending', 'email', 'adAccountsCount', 'requestAt']);
export type MemberSortField = z.infer<typeof MemberSortFieldSchema>;

const SortOrderSchema = z.enum(['asc', 'desc']);
export type SortOrder = z.infer<typeof SortOrderSchema>;

export const MemberListQuerySchema = PageQuerySchema.extend({
  search: z.string().trim().max(100).optional().describe('Matches e-mail, name or id'),
  status: MemberListStatusSchema.default('all').describe('The all, activated and blocked tabs'),
  verifyStatus: VerificationStatusSchema.optional(),
  planStatus: SubscriptionStatusSchema.optional(),
  currentPlan: PlanIdSchema.optional(),
  ...DateRangeQueryShape,
  sortBy: MemberSortFieldSchema.default('createdAt'),
  order: SortOrderSchema.default('desc').describe('Ties keep the newest member first'),
});
export type MemberListQuery = z.infer<typeof MemberListQuerySchema>;

export const MemberProductLinkListQuerySchema = PageQuerySchema.extend({
  search: z.string().trim().max(100).optional().describe('Matches the link URL or the member e-mail'),
  status: ProductLinkStatusSchema.optional(),
  memberId: IdSchema.optional(),
});
export type MemberProductLinkListQuery = z.infer<typeof MemberProductLinkListQuerySchema>;

export const MemberContactInfoListQuerySchema = PageQuerySchema.extend({
  search: z.string().trim().max(100).optional().describe('Matches e-mail or name'),
  status: VerificationStatusSchema.default('reviewing'),
});
export type MemberContactInfoListQuery = z.infer<typeof MemberContactInfoListQuerySchema>;

export const MemberAdAccountListQuerySchema = PageQuerySchema.extend({
  search: z.string().trim().max(100).optional().describe('Matches the ad account name or id'),
  status: AdAccountDisplayStatusSchema.optional(),
});
export type MemberAdAccountListQuery = z.infer<typeof MemberAdAccountListQuerySchema>;

export const StatisticsPeriodQuerySchema = z
  .object({
    period: z.enum(['day', 'month']).describe('day: by day within one month; month: by month within one year'),
    year: z.coerce.number().int().min(2000).max(2100),
    month: z.coerce.number().int().min(1).max(12).optional().describe('Required when period is day'),
    limitDay: z.coerce
      .number()
      .int()
      .min(1)
      .max(31)
      .optional()
      .describe('By day: days 1..limitDay are returned (default: days in the month)'),
    limitMonth: z.coerce
      .number()
      .int()
      .min(1)
      .max(12)
      .optional()
      .describe('By month: months 1..limitMonth are returned (default 12)'),
  })
  .refine((query) => query.period !== 'day' || query.month !== undefined, {
    message: 'month is required when period is day',
    path: ['month'],
  });
export type StatisticsPeriodQuery = z.infer<typeof StatisticsPeriodQuerySchema>;
