import type { DemoControl, DueWorkReport } from '@contract/demo/demo-control.schema';
import { Button, Group, NumberInput, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Money } from '@/components/money';
import { useSchemaForm, wholeNumberField } from '@/lib/validation';
import { useRefreshApp } from '../use-demo-control';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const ADVANCE_MIN = 1;
const ADVANCE_MAX = 365;

const QUICK_STEPS = [
  { unit: 'hours', count: 1 },
  { unit: 'hours', count: 6 },
  { unit: 'days', count: 1 },
  { unit: 'days', count: 3 },
  { unit: 'days', count: 7 },
  { unit: 'days', count: 15 },
] as const;

const UnitSchema = z.enum(['hours', 'days']);
type Unit = z.infer<typeof UnitSchema>;

const AdvanceFormSchema = z.object({ amount: wholeNumberField(ADVANCE_MIN, ADVANCE_MAX), unit: UnitSchema });

const millisOf = (count: number, unit: Unit): number => count * (unit === 'hours' ? HOUR_MS : DAY_MS);

const REPORT_ROWS = [
  'subscriptionsChanged',
  'giftCodesSettled',
  'refundsCompleted',
  'paymentsSettled',
  'paymentsExpired',
] as const satisfies ReadonlyArray<keyof DueWorkReport>;

/** What fell due, and what the ad accounts spent while the clock moved. */
export const DueWorkTable = ({ report }: { report: DueWorkReport }) => {
  const { t } = useTranslation('demo');
  return (
    <Table aria-label={t('clock.report')} withTableBorder>
      <Table.Caption>{t('clock.report')}</Table.Caption>
      <Table.Tbody>
        {REPORT_ROWS.map((row) => (
          <Table.Tr key={row}>
            <Table.Th scope="row">{t(`clock.${row}`)}</Table.Th>
            <Table.Td>{report[row]}</Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Th scope="row">{t('clock.adSpend')}</Table.Th>
          <Table.Td>
            <Money cents={report.adSpendCents} />
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
};

/** Moves the simulated clock; what fell due is settled by the mock backend and listed here. */
export const ClockTab = ({ control }: { control: DemoControl }) => {
  const { t, i18n } = useTranslation('demo');
  const refreshApp = useRefreshApp();
  const [clock, setClock] = useState(control.clock);
  const [report, setReport] = useState<DueWorkReport | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useSchemaForm(AdvanceFormSchema, {
    name: 'advance-clock',
    initialValues: { amount: 1, unit: 'days' },
  });

  const advance = async (milliseconds: number) => {
    setBusy(true);
    try {
      const result = await control.advanceClock(milliseconds);
      setClock(result.clock);
      setReport(result.report);
      await refreshApp();
    } finally {
      setBusy(false);
    }
  };

  const formatted = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeStyle: 'short' }).format(
    new Date(clock.now),
  );

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {t('clock.now')}
        </Text>
        <Text fw={600} data-testid="simulated-time">
          {formatted}
        </Text>
        <Text size="sm">
          {clock.offsetMs === 0 ? t('clock.inStep') : t('clock.ahead', { hours: Math.round(clock.offsetMs / HOUR_MS) })}
        </Text>
      </Stack>
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          {t('clock.quick')}
        </Text>
        <Group gap="xs">
          {QUICK_STEPS.map(({ unit, count }) => (
            <Button
              key={`${unit}-${count}`}
              size="xs"
              variant="light"
              disabled={busy}
              onClick={() => void advance(millisOf(count, unit))}
            >
              {t(unit === 'hours' ? 'clock.plusHours' : 'clock.plusDays', { count })}
            </Button>
          ))}
        </Group>
      </Stack>
      <form onSubmit={form.submit((values) => advance(millisOf(values.amount, values.unit)))} noValidate>
        <Group align="flex-end" gap="xs">
          <NumberInput
            label={t('clock.amount')}
            min={ADVANCE_MIN}
            max={ADVANCE_MAX}
            allowDecimal={false}
            w={120}
            {...form.getInputProps('amount')}
          />
          <SegmentedControl
            aria-label={t('clock.unit')}
            data={[
              { value: 'hours', label: t('clock.unitHours') },
              { value: 'days', label: t('clock.unitDays') },
            ]}
            {...form.getInputProps('unit')}
          />
          <Button type="submit" loading={busy}>
            {t('clock.advance')}
          </Button>
        </Group>
      </form>
      <Text size="xs" c="dimmed">
        {t('clock.explain')}
      </Text>
      {report ? <DueWorkTable report={report} /> : null}
    </Stack>
  );
};
