import { SimpleGrid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/link-button';
import { useHeldBalanceText } from '@/components/held-balance-note';
import { Money } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { formatVnd, ONE_DOLLAR_CENTS, usdCentsToVnd } from '@/lib/money';
import { meOptions, reportOptions, usersApi } from '@/lib/queries/users';
import { AdAccountsOverview } from './ad-accounts-overview';
import { WalletMovementsChart } from './wallet-movements-chart';
import { Figure } from '@/components/figure';

/**
 * The seller's dashboard: the figures of the account report, the wallet, quick actions, the
 * last 30 days of wallet moves and the ad accounts. `guide` (the onboarding step guide) comes
 * first while the seller is still onboarding.
 */
export const DashboardPage = ({ guide }: { guide?: ReactNode }) => {
  const { t, i18n } = useTranslation('dashboard');
  const { data: me } = usersApi.getMe.useSuspenseQuery(meOptions());
  const { data: report } = usersApi.getReport.useSuspenseQuery(reportOptions());
  const figures = report.body;
  const name = me.body.firstName || me.body.email;
  const heldText = useHeldBalanceText(me.body);

  return (
    <Stack gap="lg">
      {guide}
      <PageHeader
        title={t('title')}
        // Until the first deposit (onboarding step 4 or before) the seller is new here: not "welcome back".
        description={t(me.body.onboardingStep <= 4 ? 'greetingNew' : 'greeting', { name })}
        actions={
          <>
            <LinkButton to="/payment/add-fund">{t('actions.addFunds')}</LinkButton>
            <LinkButton to="/my-ads-account" search={{ tab: 'setup' }} variant="default">
              {t('actions.requestAdAccount')}
            </LinkButton>
          </>
        }
      />
      <SimpleGrid cols={{ base: 2, lg: 3 }} spacing={{ base: 'xs', sm: 'md' }}>
        <Figure label={t('figures.balance')} hint={heldText ?? t('figures.balanceHint')}>
          <Money cents={me.body.balance} />
        </Figure>
        <Figure label={t('figures.todaySpend')}>
          <Money cents={figures.todaySpend} />
        </Figure>
        <Figure label={t('figures.totalSpend')}>
          <Money cents={figures.totalSpend} />
        </Figure>
        <Figure label={t('figures.referralEarnings')}>
          <Money cents={figures.referralEarnings} />
        </Figure>
        <Figure label={t('figures.totalAdAccounts')}>{figures.totalAdAccounts.toLocaleString(i18n.language)}</Figure>
        <Figure label={t('figures.exchangeRate')}>
          {t('figures.exchangeRateValue', {
            rate: formatVnd(usdCentsToVnd(ONE_DOLLAR_CENTS, figures.exchangeRate), i18n.language),
          })}
        </Figure>
      </SimpleGrid>
      <WalletMovementsChart />
      <AdAccountsOverview />
    </Stack>
  );
};
