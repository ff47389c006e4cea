import type { PurchaseSummary } from '@contract/plans/plans.schema';
import { Alert, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/link-button';
import { Money } from '@/components/money';
import { formatDateTime } from '@/lib/dates';
import { usePlanName } from '@/lib/plan-names';

/**
 * The purchase success summary (spec section 2): plan package, price, cycle, total, and where a
 * charge came from: the wallet, with the invoice it filed.
 */
export const PurchaseSuccess = ({ summary }: { summary: PurchaseSummary }) => {
  const { t, i18n } = useTranslation('plans');
  const planName = usePlanName();
  const titleId = useId();
  const { subscription, invoice } = summary;
  const rows: { label: string; value: ReactNode }[] = [
    { label: t('summary.package'), value: planName(summary.planId) },
    { label: t('summary.price'), value: <Money cents={summary.price} /> },
    { label: t('summary.cycle'), value: t(`summary.cycles.${summary.cycle}`) },
    ...(summary.tax > 0 ? [{ label: t('summary.tax'), value: <Money cents={summary.tax} /> }] : []),
    { label: t('summary.total'), value: <Money cents={summary.total} fw={700} /> },
    ...(invoice
      ? [
          { label: t('checkout.paidFrom'), value: t('checkout.wallet') },
          { label: t('summary.invoice'), value: invoice.number },
        ]
      : []),
  ];
  return (
    <Paper withBorder radius="md" p="lg" role="region" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} size="h3" id={titleId}>
          {t('summary.title')}
        </Title>
        <Table variant="vertical" withTableBorder layout="fixed" aria-label={t('summary.title')}>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.label}>
                <Table.Th w="40%">{row.label}</Table.Th>
                <Table.Td>{row.value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {summary.trialDays > 0 && subscription.trialEnd && (
          <Alert color="blue" variant="light" role="note">
            {t('summary.trialStarted', {
              count: summary.trialDays,
              date: formatDateTime(subscription.trialEnd, i18n.language),
            })}
          </Alert>
        )}
        {summary.trialForfeited && (
          <Alert color="yellow" variant="light" role="note">
            {t('summary.trialEnded')}
          </Alert>
        )}
        {subscription.currentPeriodEnd && (
          <Text size="sm" c="dimmed">
            {t('summary.nextCharge', { date: formatDateTime(subscription.currentPeriodEnd, i18n.language) })}
          </Text>
        )}
        <Group gap="sm">
          <LinkButton to="/billing">{t('summary.toBilling')}</LinkButton>
          <LinkButton to="/" variant="default">
            {t('summary.toDashboard')}
          </LinkButton>
        </Group>
      </Stack>
    </Paper>
  );
};
