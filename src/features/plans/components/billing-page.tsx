import { Stack, Tabs, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { mySubscriptionOptions, plansApi } from '@/lib/queries/plans';
import { billingTabOf, BillingTabSchema, searchForBillingTab } from '../plans-search';
import { InvoiceList, PlanChangeList } from './billing-lists';
import { SubscriptionCard } from './subscription-card';

const route = getRouteApi('/_auth/_verified/billing');

/**
 * /billing (Billing detail): the current subscription and its status, what happens next and
 * the cancellation, then the billing history and the plan-change history, one tab each (tab,
 * status filter and paging in the URL).
 */
export const BillingPage = () => {
  const { t } = useTranslation('plans');
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { data: mine } = plansApi.getMySubscription.useSuspenseQuery(mySubscriptionOptions());
  const tab = billingTabOf(search);

  return (
    <Stack gap="lg">
      <PageHeader title={t('billing.title')} description={t('billing.description')} />
      <SubscriptionCard subscription={mine.body.subscription} />
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('billing.history')}
        </Title>
        <Tabs
          value={tab}
          onChange={(value) => {
            const next = BillingTabSchema.safeParse(value);
            if (next.success) void navigate({ search: searchForBillingTab(next.data), resetScroll: false });
          }}
          keepMounted={false}
        >
          <Tabs.List aria-label={t('billing.history')}>
            <Tabs.Tab value="invoices">{t('invoices.title')}</Tabs.Tab>
            <Tabs.Tab value="changes">{t('changes.title')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="invoices" pt="md">
            <InvoiceList />
          </Tabs.Panel>
          <Tabs.Panel value="changes" pt="md">
            <PlanChangeList />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Stack>
  );
};
