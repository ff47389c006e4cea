import { SegmentedControl } from '@mantine/core';
import { LocaleSchema } from '@contract/common/enums.schema';
import { useTranslation } from 'react-i18next';
import { changeLocale } from '@/lib/i18n';

/** Switches between Vietnamese and English; the choice is kept across visits. */
export const LanguageSwitcher = () => {
  const { t, i18n } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('language.label')}
      value={i18n.resolvedLanguage ?? i18n.language}
      onChange={(value) => {
        const locale = LocaleSchema.safeParse(value);
        if (locale.success) void changeLocale(locale.data);
      }}
      data={LocaleSchema.options.map((locale) => ({ value: locale, label: t(`language.${locale}`) }))}
    />
  );
};
