import { PAYOUT } from '@contract/common/constants';
import type { ReferralRewardStatistics } from '@contract/referrals/referrals.schema';
import { Card, Progress, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/error-state';
import { Money, useFormatMoney } from '@/components/money';
import { TableSkeleton } from '@/components/page-skeleton';
import { referralRewardsOptions, referralsApi } from '@/lib/queries/referrals';
import { payoutProgressPercent } from '../affiliate-terms';
import { EarningsChart } from './earnings-chart';
import { PayoutsTable } from './payouts-table';
import { Figure } from '@/components/figure';

const route = getRouteApi('/_auth/_verified/referral');

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const titleId = useId();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="xs">
        {title}
      </Title>
      {children}
    </Card>
  );
};

const Figures = ({ statistics }: { statistics: ReferralRewardStatistics }) => {
  const { t, i18n } = useTranslation('referral');
  const count = (value: number) => value.toLocaleString(i18n.language);
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
      <Figure label={t('figures.clicks')}>{count(statistics.clicks)}</Figure>
      <Figure label={t('figures.signups')}>{count(statistics.signups)}</Figure>
      <Figure label={t('figures.activeReferrals')}>{count(statistics.activeReferrals)}</Figure>
      <Figure label={t('figures.totalEarnings')}>
        <Money cents={statistics.totalEarnings} />
      </Figure>
    </SimpleGrid>
  );
};

/** Where the earnings stand against the next payout, and when and how payouts are made. */
const PayoutSummary = ({ statistics }: { statistics: ReferralRewardStatistics }) => {
  const { t } = useTranslation(['referral', 'configuration']);
  const formatMoney = useFormatMoney();
  const progress = payoutProgressPercent(statistics.unpaidBalance, statistics.payoutThreshold);
  return (
    <Stack gap="sm">
      <Text size="sm">
        {t('payouts.schedule', {
          threshold: formatMoney(statistics.payoutThreshold),
          day: PAYOUT.payoutDayOfMonth,
          latest: PAYOUT.latestPayoutDayOfMonth,
          provider: t(`configuration:paymentMethod.${PAYOUT.provider}`),
        })}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
        <Text size="sm">
          {t('payouts.unpaid')}{' '}
          <Text span fw={700}>
            <Money cents={statistics.unpaidBalance} />
          </Text>
        </Text>
        <Text size="sm">
          {t('payouts.pending')}{' '}
          <Text span fw={700}>
            <Money cents={statistics.pendingPayout} />
          </Text>
        </Text>
        <Text size="sm">
          {t('payouts.paidOut')}{' '}
          <Text span fw={700}>
            <Money cents={statistics.paidOut} />
          </Text>
        </Text>
      </SimpleGrid>
      <Progress value={progress} aria-label={t('payouts.progress', { percent: progress })} />
      <Text size="xs" c="dimmed">
        {progress >= 100
          ? t('payouts.thresholdReached')
          : t('payouts.toGo', { amount: formatMoney(statistics.payoutThreshold - statistics.unpaidBalance) })}
      </Text>
    </Stack>
  );
};

/**
 * Clicks, sign-ups and earnings from `GET /api/referrals/rewards`, the earnings by month and the
 * payouts. It reads on its own, so a failure shows here with a retry and the link stays usable.
 */
export const ReferralRewards = () => {
  const { t } = useTranslation('referral');
  const search = route.useSearch();
  // Another payout page or filter keeps the figures and rows on screen under the table's veil.
  const rewards = referralsApi.getReferralRewards.useQuery({
    ...referralRewardsOptions(search),
    placeholderData: (previous) => previous,
  });
  const body = rewards.data?.body;

  if (!body) {
    return rewards.isError && !rewards.isFetching ? (
      <ErrorState title={t('rewards.loadFailed')} error={rewards.error} onRetry={() => void rewards.refetch()} />
    ) : (
      <Stack gap="lg" aria-hidden>
        <Skeleton height={88} />
        <Skeleton height={260} />
        <TableSkeleton />
      </Stack>
    );
  }

  const { statistics } = body;
  return (
    <Stack gap="lg">
      <Figures statistics={statistics} />
      <Section title={t('chart.title')}>
        <EarningsChart months={body.monthlyEarnings} />
      </Section>
      <Section title={t('payouts.title')}>
        <Stack gap="lg">
          <PayoutSummary statistics={statistics} />
          <PayoutsTable rewards={rewards} />
        </Stack>
      </Section>
    </Stack>
  );
};
