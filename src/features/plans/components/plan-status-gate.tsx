import type { PlanFlags } from '@contract/plans/plan-flags';
import { Alert, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkAnchor, LinkButton } from '@/components/link-button';
import { getAppConfig } from '@/lib/config';
import { isFeatureOn } from '@/lib/feature-flags';
import { usePlanFlags } from '@/lib/plan-flags';
import { mySubscriptionOptions, plansApi } from '@/lib/queries/plans';
import { formatDateTime } from '@/lib/dates';
import { trialDaysLeft } from '../format';
import { CancellationPendingNote } from './cancellation-pending-note';

/** Where a seller who must choose a plan may still go: the plan pages, the wallet and cards, the profile. */
const OPEN_WITHOUT_PLAN = ['/pricing', '/billing', '/reactive-stripe', '/payment', '/profile'];

const isOpenWithoutPlan = (pathname: string): boolean =>
  OPEN_WITHOUT_PLAN.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/** "Free trial: 9 days left", with the day it ends and the way to choose a plan. */
const TrialBanner = () => {
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

/** The blocking prompt: the trial is over (or the plan lapsed), a plan must be chosen first. */
const PlanRequiredPrompt = () => {
  const { t } = useTranslation('plans');
  const titleId = useId();
  const mine = plansApi.getMySubscription.useQuery(mySubscriptionOptions());
  const pendingBy = mine.data?.body.subscription?.cancellationExpectedBy ?? null;
  const { trialDays } = getAppConfig().business;
  return (
    <Paper withBorder radius="md" p="xl" maw={640} mx="auto" role="region" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={1} size="h2" id={titleId}>
          {t('required.title')}
        </Title>
        <Text>{t('required.message')}</Text>
        <Text>{t('required.adAccountsKept', { count: trialDays })}</Text>
        {pendingBy && (
          <Alert color="yellow" variant="light" role="status">
            <CancellationPendingNote expectedBy={pendingBy} />
          </Alert>
        )}
        <Group gap="sm">
          <LinkButton to="/pricing">{t('required.choose')}</LinkButton>
          <LinkButton to="/billing" variant="default">
            {t('required.billing')}
          </LinkButton>
        </Group>
      </Stack>
    </Paper>
  );
};

const gateOf = (flags: PlanFlags | null, pathname: string): 'prompt' | 'trial' | 'none' => {
  if (!flags) return 'none';
  if (flags.outOfTrialAndNeedPlan && !isOpenWithoutPlan(pathname)) return 'prompt';
  return flags.isTrialing ? 'trial' : 'none';
};

/** Waits for the plans texts, which the shell does not carry, then shows what it holds. */
const WithPlanTexts = ({ children }: { children: ReactNode }) => {
  const { ready } = useTranslation('plans', { useSuspense: false });
  return ready ? children : null;
};

/**
 * The shell's plan slot (subscription flag): a trial banner with the days left above the page,
 * and, once the trial is over and a plan is needed (`outOfTrialAndNeedPlan`), a prompt to
 * choose one in place of the page, except on the pages that lead there.
 */
export const PlanStatusGate = ({ pathname, children }: { pathname: string; children: ReactNode }) => {
  const flags = usePlanFlags();
  const gate = isFeatureOn('subscription') ? gateOf(flags, pathname) : 'none';
  if (gate === 'prompt') {
    return (
      <WithPlanTexts>
        <PlanRequiredPrompt />
      </WithPlanTexts>
    );
  }
  // The page keeps its place in the tree whether or not the banner shows, so it never remounts.
  return (
    <>
      {gate === 'trial' ? (
        <WithPlanTexts>
          <TrialBanner />
        </WithPlanTexts>
      ) : null}
      {children}
    </>
  );
};
