import type { PhoneRegion } from '@contract/configuration/configuration.schema';
import { Group, Input, Select, Text, type InputProps } from '@mantine/core';
import { useId, useMemo, useState, type ChangeEvent, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { configurationApi, phoneRegionsOptions } from '@/lib/queries/configuration';
import { callingCodeOf, DEFAULT_PHONE_REGION, fromE164, toE164 } from '@/lib/validation/phone';
import { countryName, filterByWords, sortByLabel } from './country-select-names';

/** Props passed on to the number box (`data-path`, `onBlur`, `autoFocus`, a size…). */
type NumberBoxProps = Omit<InputProps, 'error' | 'required'> &
  Omit<ComponentPropsWithoutRef<'input'>, 'value' | 'onChange' | 'type' | 'size' | 'required'>;

export interface PhoneInputProps extends NumberBoxProps {
  /** Attached to the number box, so `getByLabelText(label)` finds it. */
  label: ReactNode;
  /** E.164 (`+84912345678`), or '' when empty. */
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  required?: boolean;
  description?: ReactNode;
  /** The region shown for an empty value; Vietnam unless a form knows better. */
  defaultRegion?: string;
}

interface RegionLists {
  /** Sorted by the region's name in the reader's language; the label is "VN +84". */
  options: { value: string; label: string }[];
  /** Region → its name in the reader's language. */
  names: Map<string, string>;
  /** Region → calling code ("VN" → "+84"). */
  callingCodes: Map<string, string>;
  /** Calling code → regions sharing it ("+1" → US, CA, …), in the server's order. */
  regionsByCode: Map<string, string[]>;
  /** Region → what the search matches: its name in both forms, code and calling code. */
  words: Map<string, string>;
}

/**
 * The picker's short label, "VN +84": text, not a flag emoji, which renders as an empty box on a
 * system without an emoji font.
 */
const regionLabel = (region: string, callingCode: string | null | undefined): string =>
  callingCode ? `${region} ${callingCode}` : region;

const regionLists = (regions: readonly PhoneRegion[], language: string): RegionLists => {
  const lists: RegionLists = {
    options: [],
    names: new Map(),
    callingCodes: new Map(),
    regionsByCode: new Map(),
    words: new Map(),
  };
  for (const region of regions) {
    const code = region.phone_region_code.toUpperCase();
    const callingCode = region.phone_region_calling_code;
    const name = countryName(code, language, region.phone_region_name);
    lists.names.set(code, name);
    lists.callingCodes.set(code, callingCode);
    lists.regionsByCode.set(callingCode, [...(lists.regionsByCode.get(callingCode) ?? []), code]);
    lists.words.set(code, `${name} ${region.phone_region_name} ${code} ${callingCode}`);
  }
  lists.options = sortByLabel(
    [...lists.names].map(([code, name]) => ({ value: code, label: name })),
    language,
  ).map(({ value }) => ({ value, label: regionLabel(value, lists.callingCodes.get(value)) }));
  return lists;
};

/**
 * A phone number as one E.164 string: a searchable calling-code picker ("VN +84") beside the
 * national number. What is typed stays as typed; the value given out is always E.164.
 */
export const PhoneInput = ({
  label,
  value,
  onChange,
  error,
  required,
  description,
  defaultRegion = DEFAULT_PHONE_REGION,
  id: givenId,
  ...numberProps
}: PhoneInputProps) => {
  const { t, i18n } = useTranslation('kit');
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const language = i18n.resolvedLanguage ?? i18n.language;
  const query = configurationApi.listPhoneRegionCodes.useQuery(phoneRegionsOptions());
  const regions = query.data?.body;
  const lists = useMemo(() => regionLists(regions ?? [], language), [regions, language]);
  const filter = useMemo(() => filterByWords((item) => lists.words.get(item.value) ?? item.label), [lists]);

  const [shown, setShown] = useState(() => fromE164(value, defaultRegion, lists.regionsByCode));
  const [lastValue, setLastValue] = useState(value);
  const valueOf = (next: { region: string; national: string }) =>
    toE164(next.national, next.region, callingCodeOf(next.region, lists.callingCodes));

  // A value set from outside (a form reset, loaded profile data) replaces what is shown; the
  // value this input just gave out does not, so typing is never rewritten under the cursor.
  if (value !== lastValue) {
    setLastValue(value);
    if (value !== valueOf(shown)) setShown(fromE164(value, shown.region, lists.regionsByCode));
  }

  const update = (next: { region: string; national: string }) => {
    setShown(next);
    const nextValue = valueOf(next);
    setLastValue(nextValue);
    if (nextValue !== value) onChange(nextValue);
  };

  // The region may be missing from the server's list (or the list is loading): still show its code.
  const regionOptions = lists.callingCodes.has(shown.region)
    ? lists.options
    : [{ value: shown.region, label: regionLabel(shown.region, callingCodeOf(shown.region)) }, ...lists.options];

  return (
    <Input.Wrapper
      id={id}
      label={label}
      description={description}
      error={error}
      required={required}
      withAsterisk={false}
    >
      <Group gap={6} wrap="nowrap" align="flex-start">
        <Select
          aria-label={t('phone.callingCode')}
          data={regionOptions}
          value={shown.region}
          onChange={(region) => region && update({ ...shown, region })}
          allowDeselect={false}
          searchable
          filter={filter}
          nothingFoundMessage={t('phone.noRegion')}
          // The list names each region with its calling code; the box keeps the short "VN +84".
          renderOption={({ option }) => (
            <Text size="sm">
              {lists.names.get(option.value) ?? option.value} ({callingCodeOf(option.value, lists.callingCodes) ?? ''})
            </Text>
          )}
          comboboxProps={{ width: 300, position: 'bottom-start' }}
          // Typing replaces the shown "VN +84" instead of searching for "VN +84Sing".
          onFocus={(event) => event.currentTarget.select()}
          w={116}
          error={Boolean(error)}
        />
        {/*
          The bare Input (not TextInput, which brings its own wrapper) takes the outer wrapper's
          id, so the label names it, and its aria-describedby, so the error is read with it.
        */}
        <Input
          {...numberProps}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={shown.national}
          onChange={(event: ChangeEvent<HTMLInputElement>) => update({ ...shown, national: event.currentTarget.value })}
          required={required}
          error={Boolean(error)}
          style={{ flex: 1 }}
        />
      </Group>
    </Input.Wrapper>
  );
};
