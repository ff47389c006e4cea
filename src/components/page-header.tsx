import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A screen's heading (the page's one h1), an optional description and its main actions. */
export const PageHeader = ({
  title,
  description,
  actions,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}) => (
  <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
    <Stack gap={4} style={{ flex: '1 1 320px', minWidth: 0 }}>
      <Title order={1} size="h2">
        {title}
      </Title>
      {description && <Text c="dimmed">{description}</Text>}
    </Stack>
    {actions && (
      <Group gap="sm" wrap="wrap">
        {actions}
      </Group>
    )}
  </Group>
);
