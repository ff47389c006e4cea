import { createFileRoute } from '@tanstack/react-router';
import { PaymentResultPage } from '@/features/add-fund/result/payment-result-page';
import { PaymentResultSearchSchema } from '@/features/add-fund/result/result-search';
import { loadScreenNamespaces } from '@/lib/i18n';

export const Route = createFileRoute('/_auth/payment/failed')({
  staticData: { titleKey: 'paymentFailed' },
  validateSearch: PaymentResultSearchSchema,
  loader: () => loadScreenNamespaces('add-fund'),
  component: function ResultRoute() {
    return <PaymentResultPage transactionId={Route.useSearch().transactionId} />;
  },
});
