import { tsr } from '@/lib/api';

export const configurationKeys = {
  all: ['configuration'] as const,
  value: () => [...configurationKeys.all, 'value'] as const,
};

/** General configuration; it rarely changes during a session. */
export const useConfiguration = () =>
  tsr.configuration.getConfiguration.useQuery({
    queryKey: configurationKeys.value(),
    staleTime: 5 * 60_000,
  });
