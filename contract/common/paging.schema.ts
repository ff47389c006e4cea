import { z } from 'zod';

export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(DEFAULT_PAGE).describe('1-based page number'),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE).describe('Page size'),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

export const PagingSchema = z.object({
  total: z.number().int().nonnegative().describe('Total number of items across pages'),
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
});
export type Paging = z.infer<typeof PagingSchema>;

/** Paged list: a content array plus paging (spec section 3). */
export const pagedListSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    paging: PagingSchema,
  });
