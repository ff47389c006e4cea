import type { PurchaseSummary, ValidPrice } from '@contract/plans/plans.schema';
import { Alert, SimpleGrid, Stack, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { isFeatureOn } from '@/lib/feature-flags';
import { usePlanFlags } from '@/lib/plan-flags';
import { usePlanName } from '@/lib/plan-names';
import { mySubscriptionOptions, plansApi, plansOptions, validPricesOptions } from '@/lib/queries/plans';
import { Checkout } from './checkout';
import { CancellationPendingNote } from './cancellation-pending-note';
import { PlanCard } from './plan-card';
import { PurchaseSuccess } from './purchase-success';

const route = getRouteApi('/_auth/pricing');

/**
 * /pricing (spec section 2, "Billing and pricing"): every plan with its price, cycle and
 * ad-account limit, the current one marked, and the free trial when the seller can have it.
 * Choosing a plan opens its checkout (`?plan=`): paid from the wallet, then the purchase
 * summary. During the trial, changing plan warns first that the trial ends.
 */
export const PricingPage = () => {
  const { t } = useTranslation('plans');
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const flags = usePlanFlags();
  const planName = usePlanName();
  const { data: catalogue } = plansApi.listPlans.useSuspenseQuery(plansOptions());
  const { data: valid } = plansApi.listValidPrices.useSuspenseQuery(validPricesOptions());
  const { data: mine } = plansApi.getMySubscription.useSuspenseQuery(mySubscriptionOptions());
  const [warnFor, setWarnFor] = useState<ValidPrice | null>(null);
  const [summary, setSummary] = useState<PurchaseSummary | null>(null);

  const subscription = mine.body.subscription;
  const validById = new Map(valid.body.map((plan) => [plan.id, plan]));
  const trialOn = isFeatureOn('trial');
  const startsTrial = (plan: ValidPrice) => trialOn && plan.trialAvailable && plan.trialDays > 0;
  const trialing = flags?.isTrialing ?? subscription?.status === 'trialing';
  const offeredTrial = valid.body.find(startsTrial);
  const running = subscription?.status === 'active' || subscription?.status === 'trialing';
  const chosen = search.plan ? validById.get(search.plan) : undefined;
  const checkout = chosen && !(chosen.isCurrent && running) ? chosen : undefined;

  const open = (plan: ValidPrice) => void navigate({ search: { plan: plan.id } });
  const choose = (plan: ValidPrice) => {
    if (trialing && !startsTrial(plan)) setWarnFor(plan);
    else open(plan);
  };
  const done = (result: PurchaseSummary) => {
    setSummary(result);
    void navigate({ search: {}, replace: true });
  };

  const body = () => {
    if (summary) return <PurchaseSuccess summary={summary} />;
    if (checkout) {
      return (
        <Checkout
          key={checkout.id}
          plan={checkout}
          endsTrial={trialing && !startsTrial(checkout)}
          startsTrial={startsTrial(checkout)}
          onDone={done}
          onBack={() => void navigate({ search: {} })}
        />
      );
    }
    if (catalogue.body.length === 0) return <EmptyState title={t('pricing.noPlan')} />;
    return (
      <Stack gap="md">
        {valid.body.length === 0 && (
          <Alert color="yellow" variant="light" role="status" title={t('pricing.noPlan')}>
            {subscription?.cancellationExpectedBy ? (
              <CancellationPendingNote expectedBy={subscription.cancellationExpectedBy} />
            ) : (
              t('pricing.noPlanHint')
            )}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          {catalogue.body.map((plan) => {
            const offered = validById.get(plan.id);
            return (
              <PlanCard
                key={plan.id}
                plan={offered ?? plan}
                current={offered?.isCurrent ?? false}
                running={running}
                available={offered !== undefined}
                startsTrial={offered ? startsTrial(offered) : false}
                onChoose={() => offered && choose(offered)}
              />
            );
          })}
        </SimpleGrid>
      </Stack>
    );
  };

  return (
    <Stack gap="lg">
      <PageHeader title={t('pricing.title')} description={t('pricing.description')} />
      {!summary && !checkout && offeredTrial && (
        <Alert
          color="blue"
          variant="light"
          role="note"
          title={t('pricing.trialTitle', { count: offeredTrial.trialDays })}
        >
          <Text size="sm">{t('pricing.trialOffer', { count: offeredTrial.trialDays })}</Text>
        </Alert>
      )}
      {!summary && !checkout && trialing && (
        <Alert color="yellow" variant="light" role="note" title={t('trialWarning.title')}>
          <Text size="sm">{t('trialWarning.change')}</Text>
        </Alert>
      )}
      {body()}
      <ConfirmDialog
        opened={warnFor !== null}
        title={t('trialWarning.title')}
        message={t('trialWarning.confirmChange', { plan: warnFor ? planName(warnFor.id) : '' })}
        confirmLabel={t('trialWarning.continue')}
        onConfirm={() => {
          if (warnFor) open(warnFor);
          setWarnFor(null);
        }}
        onClose={() => setWarnFor(null)}
      />
    </Stack>
  );
};
