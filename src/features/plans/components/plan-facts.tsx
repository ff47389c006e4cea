import type { Plan } from '@contract/plans/plans.schema';
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/money';

/** "$49.00 / month": a plan's price per cycle. */
export const PlanPrice = ({ plan, size = 'sm' }: { plan: Pick<Plan, 'price' | 'cycle'>; size?: string }) => {
  const { t } = useTranslation('plans');
  return (
    <Group gap={4} align="baseline" wrap="nowrap">
      <Money cents={plan.price} fw={700} size={size} />
      <Text span size="sm" c="dimmed">
        {t(`cycle.${plan.cycle}`)}
      </Text>
    </Group>
  );
};

/** What a plan allows: its ad-account limit. */
export const usePlanLimitText = () => {
  const { t } = useTranslation('plans');
  return (plan: Pick<Plan, 'adAccountLimit'>) =>
    plan.adAccountLimit === null ? t('plan.unlimited') : t('plan.limit', { count: plan.adAccountLimit });
};
