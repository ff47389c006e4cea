import { createFileRoute } from '@tanstack/react-router';
import { PayoneerCallbackPage } from '@/features/add-fund/methods/payoneer/payoneer-callback-page';
import { PayoneerCallbackSearchSchema } from '@/features/add-fund/methods/payoneer/payoneer-callback-search';
import { loadScreenNamespaces } from '@/lib/i18n';

/** Where Payoneer sends the browser back after its consent page or a payment's challenge. */
export const Route = createFileRoute('/_auth/_verified/payment/payoneer-callback')({
  staticData: { titleKey: 'addFund' },
  validateSearch: PayoneerCallbackSearchSchema,
  loader: () => loadScreenNamespaces('payoneer'),
  component: PayoneerCallbackPage,
});
