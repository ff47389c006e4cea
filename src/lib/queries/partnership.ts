import { withApiOptions } from '@contract/common/api-router';
import { partnershipContract } from '@contract/partnership/partnership.contract';
import {
  MemberAdAccountListQuerySchema,
  MemberContactInfoListQuerySchema,
  MemberListQuerySchema,
  MemberProductLinkListQuerySchema,
  StatisticsPeriodQuerySchema,
  type MemberAdAccountListQuery,
  type MemberContactInfoListQuery,
  type MemberListQuery,
  type MemberProductLinkListQuery,
  type StatisticsPeriodQuery,
} from '@contract/partnership/partnership.schema';
import type { z } from 'zod';
import { createDomainApi } from '@/lib/api';

/** The partnership domain: partner members and statistics, join letters and the exclusive-partner survey. */
export const partnershipApi = createDomainApi(withApiOptions(partnershipContract));

export type StatisticsKind = 'members' | 'adAccounts' | 'spendingDeposit' | 'planCharged';

/** Every partnership query key comes from here, so a mutation can invalidate exactly what it changes. */
export const partnershipKeys = {
  all: ['partnership'] as const,
  /** Every page of the members list, in every tab and filter. */
  memberLists: () => [...partnershipKeys.all, 'members', 'list'] as const,
  memberList: (query: MemberListQuery) => [...partnershipKeys.memberLists(), query] as const,
  /** One member's information, ad accounts and product links. */
  member: (id: string) => [...partnershipKeys.all, 'members', 'detail', id] as const,
  memberAdAccounts: (id: string, query: MemberAdAccountListQuery) =>
    [...partnershipKeys.member(id), 'ad-accounts', query] as const,
  productLinkLists: () => [...partnershipKeys.all, 'product-links'] as const,
  productLinkList: (query: MemberProductLinkListQuery) => [...partnershipKeys.productLinkLists(), query] as const,
  contactInfoLists: () => [...partnershipKeys.all, 'contact-info'] as const,
  contactInfoList: (query: MemberContactInfoListQuery) => [...partnershipKeys.contactInfoLists(), query] as const,
  /** Every statistics call, for every period. */
  statistics: () => [...partnershipKeys.all, 'statistics'] as const,
  statistic: (kind: StatisticsKind, query: StatisticsPeriodQuery) =>
    [...partnershipKeys.statistics(), kind, query] as const,
  embedForm: () => [...partnershipKeys.all, 'embed-form'] as const,
};

/** One page of the partner's members as the URL asks for it; the contract fills the defaults. */
export const memberListOptions = (search: z.input<typeof MemberListQuerySchema>) => {
  const query = MemberListQuerySchema.parse(search);
  return { queryKey: partnershipKeys.memberList(query), queryData: { query } };
};

/** One member with money figures and product links. */
export const memberOptions = (id: string) => ({
  queryKey: partnershipKeys.member(id),
  queryData: { params: { id } },
});

/** One page of a member's ad accounts. */
export const memberAdAccountsOptions = (id: string, search: z.input<typeof MemberAdAccountListQuerySchema>) => {
  const query = MemberAdAccountListQuerySchema.parse(search);
  return { queryKey: partnershipKeys.memberAdAccounts(id, query), queryData: { params: { id }, query } };
};

/** One page of every member's product links. */
export const memberProductLinksOptions = (search: z.input<typeof MemberProductLinkListQuerySchema>) => {
  const query = MemberProductLinkListQuerySchema.parse(search);
  return { queryKey: partnershipKeys.productLinkList(query), queryData: { query } };
};

/** One page of members' contact information, by default the ones waiting for approval. */
export const memberContactInfoOptions = (search: z.input<typeof MemberContactInfoListQuerySchema>) => {
  const query = MemberContactInfoListQuerySchema.parse(search);
  return { queryKey: partnershipKeys.contactInfoList(query), queryData: { query } };
};

const statisticsOptions = (kind: StatisticsKind) => (search: z.input<typeof StatisticsPeriodQuerySchema>) => {
  const query = StatisticsPeriodQuerySchema.parse(search);
  return { queryKey: partnershipKeys.statistic(kind, query), queryData: { query } };
};

/** The statistics of one period (by day of a month, or by month of a year). */
export const memberStatisticsOptions = statisticsOptions('members');
export const adAccountStatisticsOptions = statisticsOptions('adAccounts');
export const spendingDepositStatisticsOptions = statisticsOptions('spendingDeposit');
export const planChargedStatisticsOptions = statisticsOptions('planCharged');

/** The partner's embed form URL and landing page. */
export const embedFormOptions = () => ({ queryKey: partnershipKeys.embedForm() });
