import type { StatisticsPeriodQuery } from '@contract/partnership/partnership.schema';
import type { QueryClient } from '@tanstack/react-query';
import {
  adAccountStatisticsOptions,
  memberStatisticsOptions,
  partnershipApi,
  planChargedStatisticsOptions,
  spendingDepositStatisticsOptions,
} from '@/lib/queries/partnership';
import { plansApi, plansOptions } from '@/lib/queries/plans';

/**
 * Warms the period's four statistics and the plan names for the loader. A failed call does not
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
    quietly(plansApi.forClient(queryClient).listPlans.ensureQueryData(plansOptions())),
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

/** A plan's display name from the catalogue, its id while the catalogue is loading or failed. */
export const usePlanName = () => {
  const plans = plansApi.listPlans.useQuery(plansOptions());
  return (id: string) => plans.data?.body.find((plan) => plan.id === id)?.name ?? id;
};
