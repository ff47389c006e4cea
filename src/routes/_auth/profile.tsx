import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { ProfileSearchSchema, redeemHistoryQuery } from '@/features/profile/profile-search';
import { loadScreenNamespaces } from '@/lib/i18n';
import { configurationApi, phoneRegionsOptions } from '@/lib/queries/configuration';
import { giftCodesApi, redeemHistoryOptions } from '@/lib/queries/gift-codes';
import { latestVerificationOptions, ticketsApi } from '@/lib/queries/tickets';
import { meOptions, usersApi } from '@/lib/queries/users';

/** A section that reads its own data shows its own error with a retry: its failure does not fail the page. */
const warmSection = (load: Promise<unknown>): Promise<unknown> => load.catch(() => undefined);

export const Route = createFileRoute('/_auth/profile')({
  staticData: { titleKey: 'profile' },
  validateSearch: ProfileSearchSchema,
  // Every tab's data is warmed at once, so switching tabs never waits; only the history's page reloads.
  loaderDeps: ({ search }) => redeemHistoryQuery(search),
  loader: async ({ context: { queryClient }, deps, cause }) => {
    const history = warmSection(
      giftCodesApi.forClient(queryClient).listRedeemHistory.ensureQueryData(redeemHistoryOptions(deps)),
    );
    // Paging the history on the open screen shows the table's loading veil, never the page skeleton.
    if (cause === 'stay') return;
    await Promise.all([
      loadScreenNamespaces('profile'),
      usersApi.forClient(queryClient).getMe.ensureQueryData(meOptions()),
      warmSection(ticketsApi.forClient(queryClient).getLatestVerification.ensureQueryData(latestVerificationOptions())),
      history,
      warmSection(configurationApi.forClient(queryClient).listPhoneRegionCodes.ensureQueryData(phoneRegionsOptions())),
    ]);
  },
  component: ProfilePage,
});
