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

/**
 * What the single and the multiple select share: the self-serve countries as options, searchable
 * by name or code, with the text to show while they load or when they fail.
 */
const useCountryField = () => {
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
  return {
    t,
    // No asterisk (see REQUIRED_FIELD); `required` still reaches screen readers.
    fieldProps: { data: options, filter, nothingFoundMessage: nothingFound, searchable: true, withAsterisk: false },
  };
};

/** The props both selects take alike. */
interface CountryFieldProps {
  label: ReactNode;
  error?: ReactNode;
  required?: boolean;
  placeholder?: string;
}

type SharedProps = keyof CountryFieldProps | 'data' | 'value' | 'onChange' | 'filter';

export interface CountrySelectProps extends Omit<SelectProps, SharedProps>, CountryFieldProps {
  /** An ISO 3166-1 alpha-2 code, or null when none is chosen. */
  value: string | null;
  onChange: (code: string | null) => void;
}

/** One country of those where self-serve ad accounts can be opened, searchable by name or code. */
export const CountrySelect = ({ value, onChange, placeholder, ...others }: CountrySelectProps) => {
  const { t, fieldProps } = useCountryField();
  return (
    <Select
      {...fieldProps}
      value={value}
      onChange={(code) => onChange(code)}
      placeholder={placeholder ?? t('kit:country.placeholder')}
      {...others}
    />
  );
};

export interface CountryMultiSelectProps extends Omit<MultiSelectProps, SharedProps>, CountryFieldProps {
  /** ISO 3166-1 alpha-2 codes, in the order they were picked. */
  value: string[];
  onChange: (codes: string[]) => void;
}

/** Several countries from the same list, for target markets. */
export const CountryMultiSelect = ({ value, onChange, placeholder, ...others }: CountryMultiSelectProps) => {
  const { t, fieldProps } = useCountryField();
  return (
    <MultiSelect
      {...fieldProps}
      value={value}
      onChange={onChange}
      placeholder={value.length === 0 ? (placeholder ?? t('kit:country.placeholderMany')) : undefined}
      hidePickedOptions
      {...others}
    />
  );
};
