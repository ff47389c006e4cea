import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartTable } from '@/components/charts/chart-table';
import { BarChart } from '@/components/charts/lazy-charts';
import { LinkButton } from '@/components/link-button';
import { Money, useFormatMoney } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { StatusBadge } from '@/components/status-badge';
import { formatUsdCents } from '@/lib/money';
import { SAMPLE_AD_ACCOUNT, sampleSpendDays } from '../sample-ad-account';
import { Figure } from '@/components/figure';

/** The sample's last 14 days of spend, with the same figures as a table for screen readers. */
const SpendChart = () => {
  const { t, i18n } = useTranslation('ad-account-setup');
  const titleId = useId();
  const days = sampleSpendDays(new Date());
  const dayLabel = new Intl.DateTimeFormat(i18n.language, { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
  const labelOf = (date: string) => dayLabel.format(new Date(`${date}T00:00:00Z`));
  const money = (cents: number) => formatUsdCents(cents, i18n.language);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="md">
        {t('demo.spendTitle')}
      </Title>
      <BarChart
        h={220}
        aria-hidden
        data={days.map((day) => ({ ...day, label: labelOf(day.date) }))}
        dataKey="label"
        series={[{ name: 'spend', label: t('demo.spend'), color: 'blue.7' }]}
        valueFormatter={money}
        tickLine="y"
        gridAxis="y"
        xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 16 }}
        yAxisProps={{ width: 72 }}
        barChartProps={{ accessibilityLayer: false }}
      />
      <ChartTable
        caption={t('demo.spendTitle')}
        rowHeader={t('demo.day')}
        columns={[t('demo.spend')]}
        rows={days.map((day) => ({ key: day.date, label: labelOf(day.date), cells: [money(day.spend)] }))}
      />
    </Card>
  );
};

/**
 * /demo-ads-account: a read-only showcase of an approved ad account with made-up figures, marked
 * as a sample everywhere, for sellers who have none yet, with the way to get a real one.
 */
export const DemoAdAccountPage = () => {
  const { t } = useTranslation('ad-account-setup');
  const formatMoney = useFormatMoney();
  const account = SAMPLE_AD_ACCOUNT;
  const reasonId = useId();
  const autoTopUp = account.autoTopUp;
  return (
    <Stack gap="lg">
      <PageHeader
        title={
          <Group gap="sm" component="span">
            {t('demo.title')}
            <Badge variant="outline" color="gray.8" size="lg">
              {t('demo.sample')}
            </Badge>
          </Group>
        }
        description={t('demo.description')}
        actions={
          <LinkButton to="/my-ads-account" search={{ tab: 'setup' }}>
            {t('demo.getReal')}
          </LinkButton>
        }
      />
      <Alert color="blue" variant="light" title={t('demo.noticeTitle')}>
        {t('demo.notice')}
      </Alert>
      <Card withBorder padding="lg" component="section" aria-label={t('demo.accountLabel')}>
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm" mb="md">
          <Stack gap={2}>
            <Title order={2} size="h4">
              {t('demo.accountName')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('demo.id', { id: account.id })}
            </Text>
          </Stack>
          <StatusBadge kind="adAccountDisplay" value={account.status} size="lg" />
        </Group>
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 4 }} spacing="md" m={0}>
          {[
            [t('demo.businessCentre'), account.businessCenterId],
            [t('demo.timezone'), account.timezone],
            [t('demo.currency'), account.currency],
            [
              t('demo.autoTopUp'),
              autoTopUp
                ? t('demo.autoTopUpValue', {
                    amount: formatMoney(autoTopUp.amount),
                    threshold: formatMoney(autoTopUp.threshold),
                  })
                : t('demo.autoTopUpOff'),
            ],
          ].map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="xs" c="dimmed">
                {label}
              </Text>
              <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        <Group gap="sm" mt="lg" align="center">
          {(['transfer', 'withdraw', 'editAutoTopUp'] as const).map((action) => (
            <Button key={action} variant="default" disabled aria-describedby={reasonId}>
              {t(`demo.actions.${action}`)}
            </Button>
          ))}
          <Text size="sm" c="dimmed" id={reasonId}>
            {t('demo.actionsDisabled')}
          </Text>
        </Group>
      </Card>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing={{ base: 'xs', sm: 'md' }}>
        <Figure label={t('demo.balance')}>
          <Money cents={account.balance} />
        </Figure>
        <Figure label={t('demo.cost')}>
          <Money cents={account.cost} />
        </Figure>
        <Figure label={t('demo.todaySpend')}>
          <Money cents={sampleSpendDays(new Date()).at(-1)?.spend ?? 0} />
        </Figure>
      </SimpleGrid>
      <SpendChart />
    </Stack>
  );
};
