import type { PurchaseSummary } from '@contract/plans/plans.schema';
import { Alert, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { LinkButton } from '@/components/link-button';
import { PageHeader } from '@/components/page-header';
import { StatusBadge } from '@/components/status-badge';
import { usePlanName } from '@/lib/plan-names';
import { mySubscriptionOptions, plansApi, validPricesOptions } from '@/lib/queries/plans';
import { Checkout } from './checkout';
import { CancellationPendingNote } from './cancellation-pending-note';
import { PurchaseSuccess } from './purchase-success';

/**
 * /reactive-stripe: a past-due or cancelled subscription paid again from the wallet. The
 * seller's plan is offered again (another plan is chosen on /pricing); a running subscription
 * has nothing to reactivate, and while a paid plan's cancellation is processed no plan can be
 * bought.
 */
export const ReactivatePage = () => {
  const { t } = useTranslation('plans');
  const planName = usePlanName();
  const { data: mine } = plansApi.getMySubscription.useSuspenseQuery(mySubscriptionOptions());
  const { data: valid } = plansApi.listValidPrices.useSuspenseQuery(validPricesOptions());
  const [summary, setSummary] = useState<PurchaseSummary | null>(null);
  const subscription = mine.body.subscription;

  const body = () => {
    if (summary) return <PurchaseSuccess summary={summary} />;
    if (!subscription) {
      return (
        <EmptyState
          title={t('reactivate.none')}
          description={t('reactivate.noneHint')}
          action={<LinkButton to="/pricing">{t('billing.choosePlan')}</LinkButton>}
        />
      );
    }
    if (subscription.status === 'active' || subscription.status === 'trialing') {
      return (
        <EmptyState
          title={t('reactivate.running')}
          action={<LinkButton to="/billing">{t('reactivate.toBilling')}</LinkButton>}
        />
      );
    }
    if (subscription.cancellationExpectedBy) {
      return (
        <Alert color="yellow" variant="light" role="status" title={t('pricing.noPlan')}>
          <CancellationPendingNote expectedBy={subscription.cancellationExpectedBy} />
        </Alert>
      );
    }
    const plan = valid.body.find((price) => price.id === subscription.plan.id);
    if (!plan) return <EmptyState title={t('pricing.noPlan')} description={t('pricing.noPlanHint')} />;
    return (
      <Checkout
        plan={plan}
        endsTrial={false}
        startsTrial={false}
        onDone={setSummary}
        onBack={() => window.history.back()}
      />
    );
  };

  return (
    <Stack gap="lg">
      <PageHeader title={t('reactivate.title')} description={t('reactivate.description')} />
      {subscription && !summary && (
        <Group gap="sm">
          <Text size="sm">{t('reactivate.current', { plan: planName(subscription.plan.id) })}</Text>
          <StatusBadge kind="subscription" value={subscription.status} />
          <LinkButton to="/pricing" variant="subtle" size="compact-sm">
            {t('reactivate.otherPlan')}
          </LinkButton>
        </Group>
      )}
      {body()}
    </Stack>
  );
};
