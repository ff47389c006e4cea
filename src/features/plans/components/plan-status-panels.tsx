import { previousPlanStatus } from '@contract/plans/plan-flags';
import { Alert, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkAnchor, LinkButton } from '@/components/link-button';
import { getAppConfig } from '@/lib/config';
import { formatDateTime } from '@/lib/dates';
import { mySubscriptionOptions, plansApi } from '@/lib/queries/plans';
import { meOptions, usersApi } from '@/lib/queries/users';
import { isAuthenticated } from '@/lib/session';
import { trialDaysLeft } from '../format';

/** "Free trial: 9 days left", with the day it ends and the way to choose a plan. */
export const TrialBanner = () => {
  const { t, i18n } = useTranslation('plans');
  const mine = plansApi.getMySubscription.useQuery(mySubscriptionOptions());
  const [now] = useState(() => Date.now());
  const trialEnd = mine.data?.body.subscription?.trialEnd;
  if (!trialEnd) return null;
  const days = trialDaysLeft(trialEnd, now);
  return (
    <Alert color="blue" variant="light" role="status" title={t('trialBanner.title', { count: days })}>
      <Text size="sm">
        {t('trialBanner.message', { date: formatDateTime(trialEnd, i18n.language) })}{' '}
        {/* blue.9 keeps 4.5:1 on the blue banner, where the brand's link colour does not. */}
        <LinkAnchor to="/pricing" size="sm" fw={600} c="blue.9" underline="always">
          {t('trialBanner.action')}
        </LinkAnchor>
      </Text>
    </Alert>
  );
};

/**
 * The blocking prompt: the trial is over, or a month of the plan could not be paid from the
 * wallet; a plan must be chosen (and paid) first. /pricing always has one to choose then: only a
 * paid plan's pending cancellation empties it, and that plan is still active.
 */
export const PlanRequiredPrompt = () => {
  const { t } = useTranslation('plans');
  const titleId = useId();
  const me = usersApi.getMe.useQuery({ ...meOptions(), enabled: isAuthenticated() });
  const afterTrial = me.data ? previousPlanStatus(me.data.body) === 'trialing' : true;
  const { trialDays } = getAppConfig().business;
  return (
    <Paper withBorder radius="md" p="xl" maw={640} mx="auto" role="region" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={1} size="h2" id={titleId}>
          {t('required.title')}
        </Title>
        <Text>{afterTrial ? t('required.message') : t('required.unpaid')}</Text>
        {afterTrial && <Text>{t('required.adAccountsKept', { count: trialDays })}</Text>}
        <Group gap="sm">
          <LinkButton to="/pricing">{t('required.choose')}</LinkButton>
          {!afterTrial && (
            <LinkButton to="/payment/add-fund" variant="default">
              {t('required.addFunds')}
            </LinkButton>
          )}
          <LinkButton to="/billing" variant="default">
            {t('required.billing')}
          </LinkButton>
        </Group>
      </Stack>
    </Paper>
  );
};
