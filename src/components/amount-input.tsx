import { Chip, Group, Stack, TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { centsToDollarInput, formatUsdCents, parseDollarInput } from '@/lib/money';

/**
 * A dollar amount field: the user types dollars (at most 2 decimals, or whole dollars)
 * or picks a preset. The value stays the typed text; the form's `amountField` schema
 * (src/lib/validation/amount.ts) turns it into integer cents with the spec's messages.
 */
export const AmountInput = ({
  value,
  onChange,
  presetsCents,
  wholeNumber = false,
  ...inputProps
}: Omit<TextInputProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
  presetsCents?: readonly number[];
  wholeNumber?: boolean;
}) => {
  const { t, i18n } = useTranslation('common');
  const typed = parseDollarInput(value);
  const selectedPreset = 'cents' in typed ? String(typed.cents) : null;
  return (
    <Stack gap="xs">
      <TextInput
        inputMode={wholeNumber ? 'numeric' : 'decimal'}
        leftSection="$"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        {...inputProps}
      />
      {presetsCents && presetsCents.length > 0 && (
        <Chip.Group
          value={selectedPreset}
          onChange={(cents) => {
            if (typeof cents === 'string') onChange(centsToDollarInput(Number(cents)));
          }}
        >
          <Group gap="xs" role="group" aria-label={t('amount.presets')}>
            {presetsCents.map((cents) => (
              <Chip key={cents} value={String(cents)} size="sm" variant="outline">
                {formatUsdCents(cents, i18n.language, { wholeDollars: true })}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      )}
    </Stack>
  );
};
