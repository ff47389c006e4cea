import type { QueryClient } from '@tanstack/react-query';
import { loadScreenNamespaces } from '@/lib/i18n';
import { configurationApi, configurationOptions } from '@/lib/queries/configuration';
import { latestVerificationOptions, ticketsApi } from '@/lib/queries/tickets';
import { latestSetupCostOptions } from './api/onboarding-queries';

/** What the step guide reads (the setup-cost step needs the cost and the last request). */
export const loadStepGuide = (queryClient: QueryClient) =>
  Promise.all([
    loadScreenNamespaces('onboarding'),
    configurationApi.forClient(queryClient).getConfiguration.ensureQueryData(configurationOptions()),
    ticketsApi.forClient(queryClient).listTickets.ensureQueryData(latestSetupCostOptions()),
  ]);

export const loadLatestVerification = (queryClient: QueryClient) =>
  ticketsApi.forClient(queryClient).getLatestVerification.ensureQueryData(latestVerificationOptions());
