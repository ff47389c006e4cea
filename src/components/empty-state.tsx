import { Stack, Text, ThemeIcon } from '@mantine/core';
import IconBox from '@tabler/icons-react/icons/IconBox';
import type { ReactNode } from 'react';
import { Icon } from './icon';

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
      <Icon icon={IconBox} size="lg" decorative />
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
