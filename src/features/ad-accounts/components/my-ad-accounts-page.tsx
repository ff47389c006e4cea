import { Card, Group, Stack, Tabs, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/link-button';
import { HeldBalanceNote } from '@/components/held-balance-note';
import { Money } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { PageSkeleton } from '@/components/page-skeleton';
import { MyAdAccountsTabSchema } from '@/lib/ad-account-tabs';
import { meOptions, usersApi } from '@/lib/queries/users';
import { myAdAccountsTabOf, searchForTab } from '../my-ad-accounts-search';
import { RequestAdAccountButton } from '../setup/request-ad-account';
import { ApprovedTab } from './approved-tab';
import { InReviewTab } from './in-review-tab';

// The setup guide and its forms load only when the setup tab is opened: most visits are to the lists.
const SetupTab = lazy(() => import('../setup/setup-tab').then((module) => ({ default: module.SetupTab })));

const route = getRouteApi('/_auth/_verified/my-ads-account/');

/** The wallet the transfers draw on, next to the way to fill it. */
const WalletSummary = () => {
  const { t } = useTranslation('ad-accounts');
  const labelId = useId();
  const me = usersApi.getMe.useSuspenseQuery(meOptions()).data.body;
  return (
    <Card withBorder padding="sm">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={0} role="group" aria-labelledby={labelId}>
          <Text size="sm" c="dimmed" id={labelId}>
            {t('wallet.balance')}
          </Text>
          <Money cents={me.balance} fw={700} fz="lg" />
          <HeldBalanceNote wallet={me} size="xs" />
        </Stack>
        <LinkButton to="/payment/add-fund" variant="light" size="sm">
          {t('wallet.addFunds')}
        </LinkButton>
      </Group>
    </Card>
  );
};

/**
 * My ad accounts (spec section 2): the opened ad accounts with their money actions, the requests
 * in review and the setup guide, one tab each. The tab and the list's search, filter and paging
 * are in the URL, so a shared link opens the same view.
 */
export const MyAdAccountsPage = () => {
  const { t } = useTranslation('ad-accounts');
  const search = route.useSearch();
  const navigate = route.useNavigate();

  const openTab = (value: string | null) => {
    const tab = MyAdAccountsTabSchema.safeParse(value);
    if (tab.success) void navigate({ search: searchForTab(tab.data), resetScroll: false });
  };

  return (
    <Stack gap="lg">
      <PageHeader title={t('title')} description={t('description')} actions={<RequestAdAccountButton />} />
      <WalletSummary />
      <Tabs value={myAdAccountsTabOf(search)} onChange={openTab} keepMounted={false}>
        <Tabs.List aria-label={t('tabs.label')}>
          {MyAdAccountsTabSchema.options.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(`tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="approved" pt="lg">
          <ApprovedTab />
        </Tabs.Panel>
        <Tabs.Panel value="in_review" pt="lg">
          <InReviewTab />
        </Tabs.Panel>
        <Tabs.Panel value="setup" pt="lg">
          <Suspense fallback={<PageSkeleton />}>
            <SetupTab />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
};
