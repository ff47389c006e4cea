import { Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

const EmptyBoxIcon = () => (
  <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
    <path d="M3 7l9-4 9 4-9 4-9-4z" strokeLinejoin="round" />
    <path d="M3 7v10l9 4 9-4V7" strokeLinejoin="round" />
  </svg>
);

/** What a list or section shows when it has nothing yet, and the way to start. */
export const EmptyState = ({
  title,
  description,
  action,
}: {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
}) => (
  <Stack align="center" gap="xs" py="xl" ta="center">
    <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
      <EmptyBoxIcon />
    </ThemeIcon>
    <Text fw={600}>{title}</Text>
    {description && (
      <Text c="dimmed" size="sm" maw={420}>
        {description}
      </Text>
    )}
    {action}
  </Stack>
);
