import { SimpleGrid, Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { statisticsQuery, statisticsToday } from '../statistics-period';
import { PeriodPicker } from './period-picker';
import { QuietPeriodNotice } from './quiet-period-notice';
import { AdAccountsChart, MembersChart, PlanChargedChart, SpendingDepositChart } from './statistics-charts';
import { StatisticsFigures } from './statistics-figures';

const routeApi = getRouteApi('/_auth/_verified/_partner/partner-management');

/**
 * The partner dashboard (/partner-management): the totals of the partner's members and the
 * charts of one period, by day of a month or by month of a year, chosen in the URL.
 */
export const PartnerDashboardPage = () => {
  const { t } = useTranslation('partner-dashboard');
  const search = routeApi.useSearch();
  // "Today" is read once per visit, as the loader did: the current period stops at it.
  const [today] = useState(() => statisticsToday());
  const query = statisticsQuery(search, today);
  return (
    <Stack gap="lg">
      <PageHeader title={t('title')} description={t('description')} />
      <PeriodPicker query={query} today={today} />
      <StatisticsFigures query={query} />
      <QuietPeriodNotice query={query} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <MembersChart query={query} />
        <AdAccountsChart query={query} />
        <SpendingDepositChart query={query} />
        <PlanChargedChart query={query} />
      </SimpleGrid>
    </Stack>
  );
};
