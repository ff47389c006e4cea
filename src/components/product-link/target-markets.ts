import { useTranslation } from 'react-i18next';
import { countryName } from '@/components/country-select-names';

/** A link's target markets as country names in the reader's language, comma-separated. */
export const useFormatMarkets = () => {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (codes: readonly string[]): string => codes.map((code) => countryName(code, language, code)).join(', ');
};
