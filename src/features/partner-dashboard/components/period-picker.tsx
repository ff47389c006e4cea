import type { StatisticsPeriodQuery } from '@contract/partnership/partnership.schema';
import { ActionIcon, Group, NativeSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import IconChevronLeft from '@tabler/icons-react/icons/IconChevronLeft';
import IconChevronRight from '@tabler/icons-react/icons/IconChevronRight';
import { getRouteApi } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import {
  isCurrentPeriod,
  periodSearch,
  shiftPeriod,
  type CalendarDay,
  type StatisticsPeriod,
} from '../statistics-period';

const routeApi = getRouteApi('/_auth/_verified/_partner/partner-management');

/** The contract's first year; the picker offers the five years up to now. */
const FIRST_YEAR = 2000;
const YEARS_OFFERED = 5;

/**
 * The statistics period, kept in the URL: by day of a month (month and year) or by month of a
 * year, with previous and next; the future is not offered. Native selects and radio buttons, so
 * the keyboard and phones work as everywhere.
 */
export const PeriodPicker = ({ query, today }: { query: StatisticsPeriodQuery; today: CalendarDay }) => {
  const { t, i18n } = useTranslation('partner-dashboard');
  const navigate = routeApi.useNavigate();
  const labelId = useId();
  const byDay = query.period === 'day';
  const month = query.month ?? today.month;

  const show = (view: { period: StatisticsPeriod; year: number; month?: number }) =>
    void navigate({ search: periodSearch(view, today), resetScroll: false });

  const monthName = new Intl.DateTimeFormat(i18n.language, { month: 'long', timeZone: 'UTC' });
  const lastMonth = query.year === today.year ? today.month : 12;
  const months = Array.from({ length: lastMonth }, (_, index) => ({
    value: String(index + 1),
    label: monthName.format(new Date(Date.UTC(2000, index, 1))),
  }));
  const firstYear = Math.max(FIRST_YEAR, Math.min(query.year, today.year - YEARS_OFFERED + 1));
  const years = Array.from({ length: today.year - firstYear + 1 }, (_, index) => String(today.year - index));
  const atFirst = query.year === FIRST_YEAR && (!byDay || month === 1);

  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId}>
      <Text fw={600} id={labelId}>
        {t('period.label')}
      </Text>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SegmentedControl
          aria-label={t('period.kind')}
          value={query.period}
          onChange={(value) =>
            value === 'month'
              ? show({ period: 'month', year: query.year })
              : show({ period: 'day', year: query.year, month: query.year === today.year ? today.month : 12 })
          }
          data={[
            { value: 'day', label: t('period.byDay') },
            { value: 'month', label: t('period.byMonth') },
          ]}
        />
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <ActionIcon
            variant="default"
            size="input-sm"
            aria-label={byDay ? t('period.previousMonth') : t('period.previousYear')}
            disabled={atFirst}
            onClick={() => show(shiftPeriod(query, -1))}
          >
            <Icon icon={IconChevronLeft} decorative />
          </ActionIcon>
          {byDay && (
            <NativeSelect
              label={t('period.month')}
              data={months}
              value={String(month)}
              onChange={(event) => show({ period: 'day', year: query.year, month: Number(event.currentTarget.value) })}
            />
          )}
          <NativeSelect
            label={t('period.year')}
            data={years}
            value={String(query.year)}
            onChange={(event) => {
              const year = Number(event.currentTarget.value);
              // The current year has no months after this one.
              const shownMonth = year === today.year ? Math.min(month, today.month) : month;
              show(byDay ? { period: 'day', year, month: shownMonth } : { period: 'month', year });
            }}
          />
          <ActionIcon
            variant="default"
            size="input-sm"
            aria-label={byDay ? t('period.nextMonth') : t('period.nextYear')}
            disabled={isCurrentPeriod(query, today)}
            onClick={() => show(shiftPeriod(query, 1))}
          >
            <Icon icon={IconChevronRight} decorative />
          </ActionIcon>
        </Group>
      </Group>
    </Stack>
  );
};
