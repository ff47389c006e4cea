import { Box, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '@/components/copy-button';

export interface DetailItem {
  label: string;
  /** What is shown; `copyValue` (or the text itself) is what the copy button copies. */
  value: ReactNode;
  copyValue?: string | undefined;
  /** False for a value not worth copying (a status, a method name). */
  copy?: boolean;
  /** Codes and numbers read better in a fixed-width font. */
  mono?: boolean;
}

/**
 * Label and value pairs as a description list, each value with its copy button (named
 * "Copy <label>"). The value wraps anywhere, so a long account number fits a 390 px screen.
 */
export const DetailList = ({
  items,
  'aria-label': ariaLabel,
}: {
  items: readonly DetailItem[];
  'aria-label'?: string;
}) => {
  const { t } = useTranslation('payment-tickets');
  return (
    <Box component="dl" m={0} aria-label={ariaLabel}>
      {items.map((item) => {
        const copyValue =
          item.copy === false
            ? undefined
            : (item.copyValue ?? (typeof item.value === 'string' ? item.value : undefined));
        return (
          <Box key={item.label} py={6} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
            <Text component="dt" size="xs" c="dimmed">
              {item.label}
            </Text>
            <Box component="dd" m={0}>
              <Group justify="space-between" wrap="nowrap" gap="xs" align="center">
                <Text
                  component="div"
                  fw={500}
                  ff={item.mono ? 'monospace' : undefined}
                  style={{ overflowWrap: 'anywhere', minWidth: 0 }}
                >
                  {item.value}
                </Text>
                {copyValue !== undefined && (
                  <CopyButton value={copyValue} label={t('send.copy', { field: item.label })} />
                )}
              </Group>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
};
