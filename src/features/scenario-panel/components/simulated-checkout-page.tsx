import {
  SimulatedCheckoutOutcomeSchema,
  type SimulatedCheckoutOutcome,
  type SimulatedCheckoutProvider,
} from '@contract/demo/simulated-pages';
import { Alert, Button, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SimulatedProviderPage } from '@/components/simulated-provider-page';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { LinkButton } from '@/components/link-button';
import { Money } from '@/components/money';
import { TableSkeleton } from '@/components/page-skeleton';
import { chargeOfTransaction, TopUpChargeLines } from '@/components/top-up-charge';
import { useDemo } from '@/lib/demo';
import { invalidateAfterTopUp } from '@/lib/queries/payments';
import { transactionByIdOptions, transactionsApi } from '@/lib/queries/transactions';
import { registerDemoTranslations } from '../translations';

const route = getRouteApi('/_auth/payment/checkout-simulated');

/** Where each provider sends the browser back, by outcome (its return, progress or error URL). */
const returnPathOf = (provider: SimulatedCheckoutProvider, outcome: SimulatedCheckoutOutcome) => {
  if (outcome === 'paid') {
    if (provider === 'tazapay') return '/payment/tazapay/progress' as const;
    if (provider === 'lianlian') return '/payment/lianlian/progress' as const;
    return '/payment/success' as const;
  }
  return provider === 'tazapay' ? ('/payment/tazapay/error' as const) : ('/payment/failed' as const);
};

export const SimulatedCheckoutRoute = () => {
  const { i18n } = useTranslation();
  registerDemoTranslations(i18n);
  const { provider, transactionId } = route.useSearch();
  if (!provider || !transactionId) return <MissingPayment />;
  return <SimulatedCheckoutPage provider={provider} transactionId={transactionId} />;
};

const MissingPayment = () => {
  const { t } = useTranslation('demo');
  return (
    <EmptyState
      title={t('checkout.missing')}
      action={<LinkButton to="/payment/add-fund">{t('checkout.backToAddFund')}</LinkButton>}
    />
  );
};

/**
 * Mock and demo builds only: plays a provider's hosted checkout. Pay, Fail and Cancel settle
 * the payment in the mock backend as the provider's notification would, then go where the
 * provider would send the browser, so the demo shows the same result pages as live.
 */
const SimulatedCheckoutPage = ({
  provider,
  transactionId,
}: {
  provider: SimulatedCheckoutProvider;
  transactionId: string;
}) => {
  const { t } = useTranslation(['demo', 'configuration']);
  const control = useDemo()?.control ?? null;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const payment = transactionsApi.listTransactions.useQuery({
    ...transactionByIdOptions(transactionId),
    select: (data) => data.body.content.find((entry) => entry.id === transactionId) ?? null,
  });
  const [acting, setActing] = useState<SimulatedCheckoutOutcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const settle = async (outcome: SimulatedCheckoutOutcome) => {
    if (!control) return;
    setActing(outcome);
    setFailure(null);
    const result = await control.settleCheckout(transactionId, outcome);
    if (!result.ok) {
      setFailure(result.message);
      setActing(null);
      return;
    }
    await invalidateAfterTopUp(queryClient);
    await navigate({ to: returnPathOf(provider, outcome), search: { transactionId } });
  };

  if (payment.isPending) return <TableSkeleton rows={4} />;
  if (payment.isError) return <ErrorState error={payment.error} onRetry={() => void payment.refetch()} />;
  const entry = payment.data;
  if (!entry) return <MissingPayment />;
  const open = entry.status === 'PROCESSING' || entry.status === 'UNPAID';
  const charge = chargeOfTransaction(entry);

  return (
    <SimulatedProviderPage
      provider={t(`demo:checkout.provider.${provider}`)}
      simulatedLabel={t('demo:checkout.simulated')}
      title={t('demo:checkout.title')}
      notices={
        <>
          {!control && <Alert color="gray">{t('demo:checkout.unavailable')}</Alert>}
          {!open && (
            <Alert color="yellow" variant="light">
              {t('demo:checkout.notOpen')}
            </Alert>
          )}
        </>
      }
      failure={failure}
      actions={SimulatedCheckoutOutcomeSchema.options.map((outcome) => (
        <Button
          key={outcome}
          variant={outcome === 'paid' ? 'filled' : outcome === 'rejected' ? 'light' : 'default'}
          color={outcome === 'rejected' ? 'red' : undefined}
          loading={acting === outcome}
          disabled={!control || !open || acting !== null}
          onClick={() => void settle(outcome)}
        >
          {t(`demo:checkout.action.${outcome}`)}
        </Button>
      ))}
    >
      <Text size="sm">
        {t('demo:checkout.toPay')} <Money cents={charge.total} fw={700} />
      </Text>
      <TopUpChargeLines charge={charge} />
      <Text size="xs" c="dimmed">
        {t('demo:checkout.note')}
      </Text>
    </SimulatedProviderPage>
  );
};
