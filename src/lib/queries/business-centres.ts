import { businessCentresContract } from '@contract/business-centres/business-centres.contract';
import { BusinessCentreListQuerySchema } from '@contract/business-centres/business-centres.schema';
import { withApiOptions } from '@contract/common/api-router';
import type { PageQuery } from '@contract/common/paging.schema';
import type { z } from 'zod';
import { createDomainApi } from '@/lib/api';

/** The business centres (the platform's business accounts) of the connected platform account. */
export const businessCentresApi = createDomainApi(withApiOptions(businessCentresContract));

export const businessCentresKeys = {
  all: ['business-centres'] as const,
  lists: () => [...businessCentresKeys.all, 'list'] as const,
  list: (query: PageQuery) => [...businessCentresKeys.lists(), query] as const,
};

/** One page of business centres; the contract fills the defaults (a seller has at most 3). */
export const listBusinessCentresOptions = (search: z.input<typeof BusinessCentreListQuerySchema> = {}) => {
  const query = BusinessCentreListQuerySchema.parse(search);
  return { queryKey: businessCentresKeys.list(query), queryData: { query } };
};
