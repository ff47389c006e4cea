import { StatisticsPeriodQuerySchema } from '@contract/partnership/partnership-queries.schema';
import { z } from 'zod';
import { listSearchSchema } from '@/lib/list-search';

// NOTE: the contract's query schema carries a refinement, which zod refuses to `.pick` from.
const { period, year, month } = StatisticsPeriodQuerySchema.shape;

/**
 * `/partner-management`'s URL: the period the statistics cover (by day of a month, or by month
 * of a year), each field the contract's own, optional and dropped when bad; defaults stay out.
 */
export const StatisticsSearchSchema = listSearchSchema(z.object({ period, year, month }));
export type StatisticsSearch = z.infer<typeof StatisticsSearchSchema>;
