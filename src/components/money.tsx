import { Text, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatUsdCents, formatVnd, usdCentsToVnd } from '@/lib/money';

/** An amount of USD cents in the reader's language; tabular digits so columns line up. */
export const Money = ({ cents, ...textProps }: { cents: number } & Omit<TextProps, 'children'>) => {
  const { i18n } = useTranslation();
  return (
    <Text component="span" inherit style={{ fontVariantNumeric: 'tabular-nums' }} {...textProps}>
      {formatUsdCents(cents, i18n.language)}
    </Text>
  );
};

/** The VND equivalent of USD cents at the configured exchange rate (VND per 1 USD). */
export const VndEquivalent = ({
  cents,
  vndPerUsd,
  ...textProps
}: { cents: number; vndPerUsd: string } & Omit<TextProps, 'children'>) => {
  const { i18n } = useTranslation();
  return (
    <Text component="span" inherit {...textProps}>
      {formatVnd(usdCentsToVnd(cents, vndPerUsd), i18n.language)}
    </Text>
  );
};

/** Formats cents in the current language, for text that is not a component (labels, CSV). */
export const useFormatMoney = () => {
  const { i18n } = useTranslation();
  return (cents: number) => formatUsdCents(cents, i18n.language);
};
