import { Group, Paper, Stack, ThemeIcon, Title } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Icon } from '@/components/icon';

/** The common frame of the full-page status screens: icon, heading, message, actions. */
export const StatusPageFrame = ({
  icon,
  color,
  title,
  children,
  actions,
}: {
  icon: TablerIcon;
  color: string;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) => (
  <Paper withBorder radius="md" p="xl" shadow="xs">
    <Stack align="center" gap="md" ta="center">
      <ThemeIcon size={64} radius="xl" variant="light" color={color} aria-hidden>
        <Icon icon={icon} size="xl" decorative />
      </ThemeIcon>
      <Title order={1} fz="h2">
        {title}
      </Title>
      <Stack gap="xs" maw={480}>
        {children}
      </Stack>
      {actions && (
        <Group justify="center" gap="sm" mt="sm">
          {actions}
        </Group>
      )}
    </Stack>
  </Paper>
);
