import { Alert, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Mock and demo builds only: the frame of a page that plays an outside provider (a payment
 * checkout, the platform's permission page, a store's app install). The provider's name and a
 * "simulated" badge make clear to a demo audience that this page stands in for another site.
 */
export const SimulatedProviderPage = ({
  provider,
  simulatedLabel,
  title,
  children,
  notices,
  failure,
  actions,
}: {
  provider: string;
  simulatedLabel: string;
  title: string;
  /** What the provider's page says. */
  children: ReactNode;
  /** Why the actions are not available now (no demo control, nothing to settle…). */
  notices?: ReactNode;
  /** The last action's failure, read out when it appears. */
  failure: string | null;
  actions: ReactNode;
}) => (
  <Stack align="center" py={{ base: 'md', sm: 'xl' }} px="md">
    <Paper withBorder radius="lg" shadow="sm" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={480}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={800} size="lg">
            {provider}
          </Text>
          <Badge color="gray.8" variant="outline">
            {simulatedLabel}
          </Badge>
        </Group>
        <Title order={1} fz="h3">
          {title}
        </Title>
        {children}
        {notices}
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          {actions}
        </Group>
      </Stack>
    </Paper>
  </Stack>
);
