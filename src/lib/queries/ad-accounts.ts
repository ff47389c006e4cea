import { AdAccountListQuerySchema, type AdAccountListQuery } from '@contract/ad-accounts/ad-accounts.schema';
import { adAccountsContract } from '@contract/ad-accounts/ad-accounts.contract';
import { withApiOptions } from '@contract/common/api-router';
import type { z } from 'zod';
import { createDomainApi } from '@/lib/api';

export const adAccountsApi = createDomainApi(withApiOptions(adAccountsContract));

export const adAccountsKeys = {
  all: ['ad-accounts'] as const,
  lists: () => [...adAccountsKeys.all, 'list'] as const,
  list: (query: AdAccountListQuery) => [...adAccountsKeys.lists(), query] as const,
};

/** One page of ad accounts (or requests) as the URL asks for it; the contract fills the defaults. */
export const listAdAccountsOptions = (search: z.input<typeof AdAccountListQuerySchema>) => {
  const query = AdAccountListQuerySchema.parse(search);
  return { queryKey: adAccountsKeys.list(query), queryData: { query } };
};
