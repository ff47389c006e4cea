import '@mantine/dates/styles.css';
import 'dayjs/locale/vi';
import type { DatePreset } from '@contract/common/enums.schema';
import { Group, Select } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getAppConfig } from '@/lib/config';
import { calendarDayIn, DATE_PRESETS, presetRange, type DateRangeValue } from '@/lib/dates';

const CUSTOM = 'custom';

export interface DateRangeFilterProps {
  value: DateRangeValue;
  /** A preset comes with the range it covers now; a custom range without preset; `{}` clears. */
  onChange: (value: DateRangeValue) => void;
  /** The preset select's label; "Date range" by default. */
  label?: ReactNode;
  /** Whether the filter can be emptied (a clear button on both inputs). */
  clearable?: boolean;
}

/**
 * A date filter for lists: one of the 8 presets of spec section 3 or a custom range, in the
 * configured timezone (weeks start on Monday), as ISO calendar dates.
 */
export const DateRangeFilter = ({ value, onChange, label, clearable = true }: DateRangeFilterProps) => {
  const { t, i18n } = useTranslation(['kit', 'common']);
  const language = i18n.resolvedLanguage ?? i18n.language;
  // Custom stays chosen while its range is still empty or half picked, which `value` cannot say.
  const [customChosen, setCustomChosen] = useState(false);
  const [pending, setPending] = useState<[string | null, string | null]>([null, null]);
  const hasCustomRange = !value.preset && Boolean(value.from || value.to);
  const custom = hasCustomRange || (customChosen && !value.preset);
  const selected = value.preset ?? (custom ? CUSTOM : null);

  const choose = (choice: string | null) => {
    setPending([null, null]);
    if (choice === CUSTOM) {
      setCustomChosen(true);
      return;
    }
    setCustomChosen(false);
    const preset = DATE_PRESETS.find((item) => item === choice);
    if (!preset) {
      onChange({});
      return;
    }
    onChange({ preset, ...presetRange(preset, new Date(), getAppConfig().timezone) });
  };

  const pick = ([from, to]: [string | null, string | null]) => {
    // Mantine reports the first click alone; the filter changes once the range is whole.
    if (from && to) {
      setPending([null, null]);
      onChange({ from, to });
    } else if (!from && !to) {
      setPending([null, null]);
      onChange({});
    } else {
      setPending([from, to]);
    }
  };

  const today = calendarDayIn(new Date(), getAppConfig().timezone);
  const range: [string | null, string | null] =
    pending[0] || pending[1]
      ? pending
      : [value.preset ? null : (value.from ?? null), value.preset ? null : (value.to ?? null)];

  return (
    <DatesProvider settings={{ locale: language, firstDayOfWeek: 1, consistentWeeks: true }}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={label ?? t('kit:dateRange.label')}
          placeholder={t('kit:dateRange.placeholder')}
          data={[
            ...DATE_PRESETS.map((preset: DatePreset) => ({ value: preset, label: t(`common:datePreset.${preset}`) })),
            { value: CUSTOM, label: t('kit:dateRange.custom') },
          ]}
          value={selected}
          onChange={choose}
          clearable={clearable}
          // Mantine hides a combobox's clear button from keyboards and screen readers; this one is the way to clear.
          clearButtonProps={{ 'aria-label': t('kit:dateRange.clear'), 'aria-hidden': false, tabIndex: 0 }}
          allowDeselect={false}
          w={200}
        />
        {custom && (
          <DatePickerInput
            type="range"
            label={t('kit:dateRange.customLabel')}
            placeholder={t('kit:dateRange.customPlaceholder')}
            value={range}
            onChange={pick}
            allowSingleDateInRange
            ariaLabels={{
              previousMonth: t('kit:dateRange.calendar.previousMonth'),
              nextMonth: t('kit:dateRange.calendar.nextMonth'),
              previousYear: t('kit:dateRange.calendar.previousYear'),
              nextYear: t('kit:dateRange.calendar.nextYear'),
              previousDecade: t('kit:dateRange.calendar.previousDecade'),
              nextDecade: t('kit:dateRange.calendar.nextDecade'),
              monthLevelControl: t('kit:dateRange.calendar.monthLevelControl'),
              yearLevelControl: t('kit:dateRange.calendar.yearLevelControl'),
            }}
            // "Today" is the configured timezone's, not the browser's: the calendar opens on its month.
            maxDate={today}
            defaultDate={range[0] ?? today}
            valueFormat={language === 'vi' ? 'DD/MM/YYYY' : 'MMM D, YYYY'}
            clearable={clearable}
            clearButtonProps={{ 'aria-label': t('kit:dateRange.clear') }}
            miw={240}
          />
        )}
      </Group>
    </DatesProvider>
  );
};
