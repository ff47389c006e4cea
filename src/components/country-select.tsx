import { BLOCKED_COUNTRY_CODES } from '@contract/common/constants';
import type { CountryRegion } from '@contract/configuration/configuration.schema';
import { MultiSelect, Select, type ComboboxItem, type MultiSelectProps, type SelectProps } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { configurationApi, selfServeCountriesOptions } from '@/lib/queries/configuration';
import { countryName, filterByWords, sortByLabel } from './country-select-names';

const BLOCKED: ReadonlySet<string> = new Set(BLOCKED_COUNTRY_CODES);

interface CountryOption extends ComboboxItem {
  /** The server's (English) name and the code, so either finds the country too. */
  words: string;
}

/**
 * The options for a list of countries: blocked countries dropped even if the server lists them
 * (spec section 9), names in the reader's language, sorted by that name.
 */
export const countryOptions = (countries: readonly CountryRegion[], language: string): CountryOption[] =>
  sortByLabel(
    countries
      .filter(({ countryCode }) => !BLOCKED.has(countryCode.toUpperCase()))
      .map(({ countryCode, country }) => {
        const label = countryName(countryCode, language, country);
        return { value: countryCode, label, words: `${label} ${country} ${countryCode}` };
      }),
    language,
  );

/** The self-serve countries as options; the texts to show while they load or when they fail. */
const useCountryOptions = () => {
  const { t, i18n } = useTranslation(['kit', 'common']);
  const query = configurationApi.listSelfServeAdCountries.useQuery(selfServeCountriesOptions());
  const language = i18n.resolvedLanguage ?? i18n.language;
  const countries = query.data?.body;
  const withWords = useMemo(() => (countries ? countryOptions(countries, language) : []), [countries, language]);
  // Mantine gets plain items; the search words stay on the side.
  const options = useMemo(() => withWords.map(({ value, label }): ComboboxItem => ({ value, label })), [withWords]);
  const words = useMemo(() => new Map(withWords.map((option) => [option.value, option.words])), [withWords]);
  const filter = useMemo(() => filterByWords((item) => words.get(item.value) ?? item.label), [words]);
  const nothingFound = query.isPending
    ? t('common:loading')
    : query.isError
      ? t('common:states.loadFailed')
      : t('kit:country.noMatch');
  return { options, filter, nothingFound };
};

type SharedProps = 'data' | 'value' | 'onChange' | 'label' | 'error' | 'required' | 'placeholder' | 'filter';

export interface CountrySelectProps extends Omit<SelectProps, SharedProps> {
  label: ReactNode;
  /** An ISO 3166-1 alpha-2 code, or null when none is chosen. */
  value: string | null;
  onChange: (code: string | null) => void;
  error?: ReactNode;
  required?: boolean;
  placeholder?: string;
}

/** One country of those where self-serve ad accounts can be opened, searchable by name or code. */
export const CountrySelect = ({
  label,
  value,
  onChange,
  error,
  required,
  placeholder,
  ...others
}: CountrySelectProps) => {
  const { t } = useTranslation('kit');
  const { options, filter, nothingFound } = useCountryOptions();
  return (
    <Select
      label={label}
      data={options}
      value={value}
      onChange={(code) => onChange(code)}
      error={error}
      required={required}
      withAsterisk={false}
      placeholder={placeholder ?? t('country.placeholder')}
      searchable
      filter={filter}
      nothingFoundMessage={nothingFound}
      {...others}
    />
  );
};

export interface CountryMultiSelectProps extends Omit<MultiSelectProps, SharedProps> {
  label: ReactNode;
  /** ISO 3166-1 alpha-2 codes, in the order they were picked. */
  value: string[];
  onChange: (codes: string[]) => void;
  error?: ReactNode;
  required?: boolean;
  placeholder?: string;
}

/** Several countries from the same list, for target markets. */
export const CountryMultiSelect = ({
  label,
  value,
  onChange,
  error,
  required,
  placeholder,
  ...others
}: CountryMultiSelectProps) => {
  const { t } = useTranslation('kit');
  const { options, filter, nothingFound } = useCountryOptions();
  return (
    <MultiSelect
      label={label}
      data={options}
      value={value}
      onChange={onChange}
      error={error}
      required={required}
      withAsterisk={false}
      placeholder={value.length === 0 ? (placeholder ?? t('country.placeholderMany')) : undefined}
      searchable
      filter={filter}
      nothingFoundMessage={nothingFound}
      hidePickedOptions
      {...others}
    />
  );
};
