import { withApiOptions } from '@contract/common/api-router';
import { configurationContract } from '@contract/configuration/configuration.contract';
import { createDomainApi } from '@/lib/api';

export const configurationApi = createDomainApi(withApiOptions(configurationContract));

const configurationKeys = {
  all: ['configuration'] as const,
  value: () => [...configurationKeys.all, 'value'] as const,
  selfServeCountries: () => [...configurationKeys.all, 'self-serve-ad-countries'] as const,
  phoneRegions: () => [...configurationKeys.all, 'phone-region-codes'] as const,
  secondaryIndustries: () => [...configurationKeys.all, 'secondary-industries'] as const,
};

/** Reference data and settings rarely change during a session. */
const REFERENCE_STALE_TIME_MS = 5 * 60_000;

/** General configuration: system variant, exchange rate, payment methods, announcement. */
export const configurationOptions = () => ({
  queryKey: configurationKeys.value(),
  staleTime: REFERENCE_STALE_TIME_MS,
});

export const selfServeCountriesOptions = () => ({
  queryKey: configurationKeys.selfServeCountries(),
  staleTime: Infinity,
});

export const phoneRegionsOptions = () => ({
  queryKey: configurationKeys.phoneRegions(),
  staleTime: Infinity,
});

export const secondaryIndustriesOptions = () => ({
  queryKey: configurationKeys.secondaryIndustries(),
  staleTime: Infinity,
});

/** For components that must not suspend (the shell): the configuration, or nothing yet. */
export const useConfiguration = () => configurationApi.getConfiguration.useQuery(configurationOptions());
