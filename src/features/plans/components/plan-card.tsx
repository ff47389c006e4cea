import type { Plan } from '@contract/plans/plans.schema';
import { Badge, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/link-button';
import { usePlanName } from '@/lib/plan-names';
import { PlanPrice, usePlanLimitText } from './plan-facts';

/** One plan of the pricing page: price per cycle, what it allows, the current plan marked. */
export const PlanCard = ({
  plan,
  current,
  running,
  available,
  startsTrial,
  onChoose,
}: {
  plan: Plan;
  current: boolean;
  /** The current plan is running (trialing or active): nothing to buy. A lapsed one may be paid again. */
  running: boolean;
  /** Offered now (in the valid prices). */
  available: boolean;
  startsTrial: boolean;
  onChoose: () => void;
}) => {
  const { t } = useTranslation('plans');
  const limitText = usePlanLimitText();
  const name = usePlanName()(plan.id);
  const titleId = useId();
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      role="group"
      aria-labelledby={titleId}
      style={current ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined}
    >
      <Stack gap="xs" h="100%" justify="space-between">
        <Stack gap="xs">
          <Title order={3} size="h4" id={titleId}>
            {name}
          </Title>
          {current && (
            <Badge variant="filled" w="fit-content">
              {t('pricing.current')}
            </Badge>
          )}
          <PlanPrice plan={plan} size="xl" />
          <Text size="sm">{limitText(plan)}</Text>
        </Stack>
        {current && running ? (
          <LinkButton to="/billing" variant="light">
            {t('pricing.manage')}
          </LinkButton>
        ) : (
          <Button
            disabled={!available}
            onClick={onChoose}
            aria-label={
              startsTrial ? t('pricing.startTrialNamed', { plan: name }) : t('pricing.chooseNamed', { plan: name })
            }
          >
            {startsTrial ? t('pricing.startTrial') : t('pricing.choose')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
};
