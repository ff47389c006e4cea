import { createFileRoute, redirect } from '@tanstack/react-router';
import { AddFundPage } from '@/features/add-fund/components/add-fund-page';
import { AddFundSearchSchema, readAddFundCookie, withSavedChoice } from '@/features/add-fund/add-fund-search';
import { loadScreenNamespaces } from '@/lib/i18n';
import { configurationApi, configurationOptions } from '@/lib/queries/configuration';
import { latestVerificationOptions, ticketsApi } from '@/lib/queries/tickets';
import { transactionsApi, usedPaymentMethodsOptions } from '@/lib/queries/transactions';
import { meOptions, usersApi } from '@/lib/queries/users';

export const Route = createFileRoute('/_auth/_verified/payment/add-fund')({
  staticData: { titleKey: 'addFund' },
  validateSearch: AddFundSearchSchema,
  beforeLoad: ({ search }) => {
    // Back from a provider's page (or a link without an amount): the last choice comes back.
    const restored = withSavedChoice(search, readAddFundCookie());
    if (restored) throw redirect({ to: '/payment/add-fund', search: restored, replace: true });
  },
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      loadScreenNamespaces('add-fund', 'payment-cards', 'payment-crypto', 'payment-tickets', 'payoneer'),
      configurationApi.forClient(queryClient).getConfiguration.ensureQueryData(configurationOptions()),
      usersApi.forClient(queryClient).getMe.ensureQueryData(meOptions()),
      // What orders the methods; without them the page still works, in the catalogue's order.
      ticketsApi
        .forClient(queryClient)
        .getLatestVerification.ensureQueryData(latestVerificationOptions())
        .catch(() => undefined),
      transactionsApi
        .forClient(queryClient)
        .listUsedPaymentMethods.ensureQueryData(usedPaymentMethodsOptions())
        .catch(() => undefined),
    ]),
  component: AddFundPage,
});
