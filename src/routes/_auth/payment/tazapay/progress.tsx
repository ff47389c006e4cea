import { createFileRoute } from '@tanstack/react-router';
import { PaymentResultPage } from '@/features/add-fund/result/payment-result-page';
import { PaymentResultSearchSchema } from '@/features/add-fund/result/result-search';
import { loadScreenNamespaces } from '@/lib/i18n';

export const Route = createFileRoute('/_auth/payment/tazapay/progress')({
  staticData: { titleKey: 'tazapayProgress' },
  validateSearch: PaymentResultSearchSchema,
  loader: () => loadScreenNamespaces('add-fund'),
  component: function ResultRoute() {
    return <PaymentResultPage transactionId={Route.useSearch().transactionId} provider="tazapay" progress />;
  },
});
