import type { StatisticsPeriodQuery } from '@contract/partnership/partnership.schema';
import type { QueryClient } from '@tanstack/react-query';
import {
  adAccountStatisticsOptions,
  memberStatisticsOptions,
  partnershipApi,
  planChargedStatisticsOptions,
  spendingDepositStatisticsOptions,
} from '@/lib/queries/partnership';

/**
 * Warms the period's four statistics for the loader. A failed call does not
 * fail the page: the card and chart that read it show their own error with a retry.
 */
export const warmPeriodStatistics = (queryClient: QueryClient, query: StatisticsPeriodQuery) => {
  const partnership = partnershipApi.forClient(queryClient);
  const quietly = (load: Promise<unknown>) => load.catch(() => undefined);
  return Promise.all([
    quietly(partnership.getMemberStatistics.ensureQueryData(memberStatisticsOptions(query))),
    quietly(partnership.getAdAccountStatistics.ensureQueryData(adAccountStatisticsOptions(query))),
    quietly(partnership.getSpendingDepositStatistics.ensureQueryData(spendingDepositStatisticsOptions(query))),
    quietly(partnership.getPlanChargedStatistics.ensureQueryData(planChargedStatisticsOptions(query))),
  ]);
};

export const useMemberStatistics = (query: StatisticsPeriodQuery) =>
  partnershipApi.getMemberStatistics.useQuery(memberStatisticsOptions(query));

export const useAdAccountStatistics = (query: StatisticsPeriodQuery) =>
  partnershipApi.getAdAccountStatistics.useQuery(adAccountStatisticsOptions(query));

export const useSpendingDepositStatistics = (query: StatisticsPeriodQuery) =>
  partnershipApi.getSpendingDepositStatistics.useQuery(spendingDepositStatisticsOptions(query));

export const usePlanChargedStatistics = (query: StatisticsPeriodQuery) =>
  partnershipApi.getPlanChargedStatistics.useQuery(planChargedStatisticsOptions(query));
