import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import type { User } from '@contract/users/users.schema';
import { isProfileComplete } from '@/lib/session';
import { meOptions, usersApi } from '@/lib/queries/users';

/*
 * The verification pages' guards. Kept apart from their loaders (`onboarding-route.ts`): a guard
 * runs from the route tree in the entry, a loader travels with its page's chunk.
 */
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
