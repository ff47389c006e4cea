import { Card, Text, type CardProps } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/**
 * One headline figure (a balance, a total): its label, the figure, and an optional line under it.
 * A group named by its label, so a reader (and a test) finds "Total spend" and its value together.
 */
export const Figure = ({
  label,
  children,
  hint,
  padding = 'md',
}: {
  label: string;
  children: ReactNode;
  hint?: ReactNode;
  padding?: CardProps['padding'];
}) => {
  const labelId = useId();
  return (
    <Card withBorder padding={padding} role="group" aria-labelledby={labelId}>
      <Text size="sm" c="dimmed" id={labelId}>
        {label}
      </Text>
      <Text fw={700} fz={{ base: 'lg', sm: 'xl' }} mt={4} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {children}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed" mt={4}>
          {hint}
        </Text>
      )}
    </Card>
  );
};
