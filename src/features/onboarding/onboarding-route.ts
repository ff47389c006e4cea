import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import type { User } from '@contract/users/users.schema';
import { loadScreenNamespaces } from '@/lib/i18n';
import { isProfileComplete } from '@/lib/session';
import { configurationApi, configurationOptions } from '@/lib/queries/configuration';
import { latestVerificationOptions, ticketsApi } from '@/lib/queries/tickets';
import { meOptions, usersApi } from '@/lib/queries/users';
import { latestSetupCostOptions } from './api/onboarding-queries';

export const loadMe = async (queryClient: QueryClient): Promise<User> =>
  (await usersApi.forClient(queryClient).getMe.ensureQueryData(meOptions())).body;

/**
 * Where a seller belongs while verification is open: the form (step 2, or rejected), the
 * waiting page (step 3, under review), or past both (verified). Guards of both pages.
 */
export const verificationPlace = (
  user: Pick<User, 'verifyStatus' | 'onboardingStep' | 'contactInfo' | 'businessModel'>,
) =>
  // The dashboard's guard asks for completed information; without it the form is the place.
  isProfileComplete(user) && (user.verifyStatus === 'approved' || user.onboardingStep >= 4)
    ? ('verified' as const)
    : user.verifyStatus === 'reviewing' || user.onboardingStep === 3
      ? ('waiting' as const)
      : ('form' as const);

export const redirectFromVerification = (place: ReturnType<typeof verificationPlace>) => {
  if (place === 'verified') return redirect({ to: '/', replace: true });
  if (place === 'waiting') return redirect({ to: '/waiting-verify-information', replace: true });
  return redirect({ to: '/update-information', replace: true });
};

/** What the step guide reads (the setup-cost step needs the cost and the last request). */
export const loadStepGuide = (queryClient: QueryClient) =>
  Promise.all([
    loadScreenNamespaces('onboarding'),
    configurationApi.forClient(queryClient).getConfiguration.ensureQueryData(configurationOptions()),
    ticketsApi.forClient(queryClient).listTickets.ensureQueryData(latestSetupCostOptions()),
  ]);

export const loadLatestVerification = (queryClient: QueryClient) =>
  ticketsApi.forClient(queryClient).getLatestVerification.ensureQueryData(latestVerificationOptions());
