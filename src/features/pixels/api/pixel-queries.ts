import { MAX_PAGE_SIZE } from '@contract/common/paging.schema';
import { adAccountsApi, listAdAccountsOptions } from '@/lib/queries/ad-accounts';

/** The seller's opened ad accounts, every status (at most 20, so one page of the largest size). */
export const sellerAdAccountsOptions = () => listAdAccountsOptions({ tab: 'approved', limit: MAX_PAGE_SIZE });

export const useSellerAdAccounts = () => {
  const list = adAccountsApi.listAdAccounts.useQuery(sellerAdAccountsOptions());
  const body = list.data?.body;
  return { list, accounts: body?.tab === 'approved' ? body.content : [] };
};
